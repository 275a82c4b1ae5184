/**
 * The body of every YIP page: one component for all of them, reading the
 * record from src/data/yips.ts. The page's Markdown holds only its title and
 * `<YipRecord n={N} />`; the server render puts the whole text in the HTML,
 * so search, the sitemap and the Markdown twin see what readers see.
 */

import Link from '@docusaurus/Link';
import {findYip, proposalTextUrls, snapshotUrl, supersededBy, type Yip, yipLabel, yipRoute} from '@site/src/data/yips';
import Heading from '@theme/Heading';
import type React from 'react';
import {fullTextParagraph, joinNames, leadSentence, resultLine, voteKind, voteParagraph} from './text';

function YipLinkItem({n, note}: {n: number; note?: string}): React.ReactElement {
  const target = findYip(n);
  return (
    <li>
      <Link to={yipRoute(n)}>{target ? yipLabel(target) : `YIP-${n}`}</Link>
      {note ? ` — ${note}` : ''}
    </li>
  );
}

function numbered(urls: readonly string[], single: string, several: string): React.ReactNode {
  if (urls.length === 1) return <Link href={urls[0]}>{single}</Link>;
  return urls.map((url, index) => (
    <span key={url}>
      {index > 0 ? ', ' : ''}
      <Link href={url}>{`${several} ${index + 1}`}</Link>
    </span>
  ));
}

function RecordTable({yip}: {yip: Yip}): React.ReactElement {
  const {vote} = yip;
  return (
    <table>
      <thead>
        <tr>
          <th>Record</th>
          <th>Details</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>YIP</td>
          <td>{yip.n}</td>
        </tr>
        <tr>
          <td>Outcome</td>
          <td>
            <strong>{yip.outcome}</strong>
          </td>
        </tr>
        <tr>
          <td>Authors</td>
          <td>{joinNames(yip.authors)}</td>
        </tr>
        <tr>
          <td>Created</td>
          <td>{yip.created}</td>
        </tr>
        <tr>
          <td>Vote</td>
          <td>{voteKind(yip)}</td>
        </tr>
        <tr>
          <td>Result</td>
          <td>{resultLine(yip)}</td>
        </tr>
        {vote.kind === 'snapshot' ? (
          <tr>
            <td>Snapshot vote</td>
            <td>
              <Link href={snapshotUrl(vote)}>View the vote</Link>
            </td>
          </tr>
        ) : null}
        {yip.forum.length > 0 ? (
          <tr>
            <td>Forum discussion</td>
            <td>{numbered(yip.forum, 'View the discussion', 'Thread')}</td>
          </tr>
        ) : null}
        <tr>
          <td>Proposal text</td>
          <td>{numbered(proposalTextUrls(yip), 'Read the proposal', 'Part')}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Connections({yip}: {yip: Yip}): React.ReactElement | null {
  const replacedBy = supersededBy(yip.n);
  const replaced = yip.supersedes ?? [];
  const related = yip.related ?? [];
  const pages = yip.seeAlso ?? [];
  if (replacedBy.length + replaced.length + related.length + pages.length === 0) return null;
  return (
    <>
      <Heading as="h2" id="connections">
        Connected proposals and pages
      </Heading>
      {replacedBy.length > 0 ? (
        <>
          <p>Later proposals replaced this one, in part or in full:</p>
          <ul>
            {replacedBy.map((entry) => (
              <YipLinkItem key={entry.n} n={entry.n} note={`replaced ${entry.what}.`} />
            ))}
          </ul>
        </>
      ) : null}
      {replaced.length > 0 ? (
        <>
          <p>This proposal replaced parts of earlier ones:</p>
          <ul>
            {replaced.map((entry) => (
              <YipLinkItem key={entry.n} n={entry.n} note={`${entry.what}.`} />
            ))}
          </ul>
        </>
      ) : null}
      {related.length > 0 ? (
        <>
          <p>Proposals it builds on, amends or is answered by:</p>
          <ul>
            {related.map((n) => (
              <YipLinkItem key={n} n={n} />
            ))}
          </ul>
        </>
      ) : null}
      {pages.length > 0 ? (
        <>
          <p>Where this site covers what it set up:</p>
          <ul>
            {pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

export default function YipRecord({n}: {n: number}): React.ReactElement {
  const yip = findYip(n);
  if (!yip) throw new Error(`YipRecord: no YIP-${n} in src/data/yips.ts`);
  return (
    <>
      <p>{leadSentence(yip)}</p>
      <RecordTable yip={yip} />
      <Heading as="h2" id="what-it-decided">
        What it decided
      </Heading>
      <p>{yip.summary}</p>
      <Heading as="h2" id="vote">
        How the vote went
      </Heading>
      <p>{voteParagraph(yip)}</p>
      <Connections yip={yip} />
      <Heading as="h2" id="full-text">
        Read the full proposal
      </Heading>
      <p>
        {fullTextParagraph(yip)} Every YIP is listed in the{' '}
        <Link to="/contributing/governance/proposal-repository">proposal repository</Link>, and the{' '}
        <Link to="/contributing/governance/proposal-process">proposal process</Link> explains how a new proposal is
        written and voted on today.
      </p>
      {yip.more && yip.more.length > 0 ? (
        <>
          <p>Material the proposal cites:</p>
          <ul>
            {yip.more.map((link) => (
              <li key={link.url}>
                <Link href={link.url}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
