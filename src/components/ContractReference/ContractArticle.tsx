import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ReadIntro from '@site/src/components/ReadPanel/ReadIntro';
import StaticArticle from '@site/src/components/StaticArticle';
import {abiPathOf} from '@site/src/contracts/abiFile';
import {SECTION_IDS} from '@site/src/contracts/anchors';
import type {ContractPageData} from '@site/src/contracts/page';
import {type Badge, releaseBadges} from '@site/src/contracts/releaseBadges';
import Admonition from '@theme/Admonition';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import type React from 'react';
import ChangesSection from './ChangesSection';
import ContractFacts from './ContractFacts';
import FunctionEntry from './FunctionEntry';
import MemberEntry from './MemberEntry';
import RichText from './RichText';
import styles from './styles.module.css';
import TypeSections from './TypeSections';

const BADGE_TONES: Record<Badge['tone'], string | undefined> = {
  version: styles.badgeVersion,
  deprecated: styles.badgeDeprecated,
  latest: styles.badgeCurrent,
  neutral: styles.badgeLanguage,
};

function DeprecationNotice({page}: {page: ContractPageData}): React.ReactElement {
  const release = page.version ? `${page.title} ${page.version}` : page.title;
  const since = page.supersededBy ? `release ${page.supersededBy} superseded it` : 'the V2 vaults replaced it';
  return (
    <Admonition type="warning" title="Deprecated version">
      <p>
        This page documents {release}, an older release: {since}. Deployed vaults and strategies cannot be upgraded, so
        contracts from this release may still hold deposits and behave exactly as described here. If you hold shares in
        one of them, the withdrawal functions on this page are how you exit; build anything new against the latest
        release.{' '}
        {page.current ? (
          <>
            The newest documented release of this contract is at{' '}
            <Link to={page.current.route}>{`${page.title} ${page.current.version ?? ''}`.trim()}</Link>.
          </>
        ) : (
          <>
            This contract has no page in the newest documented release; start from the{' '}
            <Link to={`/developers/smart-contracts/${page.generation === 'V1' ? 'V3' : page.generation}`}>
              {page.generation === 'V1' ? 'V3' : page.generation} contracts
            </Link>
            .
          </>
        )}
      </p>
    </Admonition>
  );
}

/**
 * The body of a contract reference page, inside the docs `article`. It has
 * no state, so a directly opened page keeps its server HTML unhydrated (the
 * longest pages hold several thousand elements).
 */
export default function ContractArticle({page}: {page: ContractPageData}): React.ReactElement {
  // The ABI link is a plain download link, so the base URL is added here rather than by the router.
  const abiUrl = useBaseUrl(abiPathOf(page.route));
  return (
    <StaticArticle className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown', styles.reference)}>
      <header>
        <Heading as="h1">{page.title}</Heading>
      </header>
      <div className={styles.badges}>
        {releaseBadges(page).map((badge) => (
          <span key={badge.tone} className={clsx(styles.badge, BADGE_TONES[badge.tone])}>
            {badge.text}
          </span>
        ))}{' '}
        <span className={clsx(styles.badge, styles.badgeLanguage)}>
          {page.language === 'vyper' ? 'Vyper' : 'Solidity'}
        </span>
      </div>
      {page.deprecated && <DeprecationNotice page={page} />}
      {page.summary && (
        <p>
          <RichText text={page.summary} />
        </p>
      )}
      <ContractFacts page={page} />
      <ReadIntro page={page} abiUrl={abiUrl} />
      <ChangesSection page={page} />
      {page.groups.map((group) => (
        <section key={group.id}>
          <Heading as="h2" id={group.id}>
            {group.title}
          </Heading>
          <p>{group.intro}</p>
          {group.functions.map((fn) => (
            <FunctionEntry key={fn.id} fn={fn} />
          ))}
        </section>
      ))}
      {page.events.length > 0 && (
        <section>
          <Heading as="h2" id={SECTION_IDS.events}>
            Events
          </Heading>
          {page.events.map((event) => (
            <MemberEntry key={event.id} member={event} kind="event" />
          ))}
        </section>
      )}
      {page.errors.length > 0 && (
        <section>
          <Heading as="h2" id={SECTION_IDS.errors}>
            Errors
          </Heading>
          {page.errors.map((error) => (
            <MemberEntry key={error.id} member={error} kind="error" />
          ))}
        </section>
      )}
      <TypeSections
        structs={page.structs}
        enums={page.enums}
        constants={page.constants}
        roles={page.roles}
        title={page.title}
      />
    </StaticArticle>
  );
}
