import AddressCodeStub from '@site/src/components/AddressCode/AddressCodeStub';
import {useAddressCode} from '@site/src/components/AddressCode/useAddressCode';
import VerificationBadge from '@site/src/components/AddressVerification/Badge';
import {badgeView} from '@site/src/components/AddressVerification/badgeView';
import {paintBadge, retryChainOf} from '@site/src/components/AddressVerification/paintBadge';
import {
  type AddressVerification,
  useAddressVerification,
} from '@site/src/components/AddressVerification/useAddressVerification';
import CopyAddress from '@site/src/components/CopyAddress';
import {KeptServerHtml, useHasServerHtml} from '@site/src/components/KeptServerHtml';
import {chains, explorerUrl} from '@site/src/data/addresses/chains';
import {describeCheck} from '@site/src/data/addresses/describe';
import {type TableRow, tableRows} from '@site/src/data/addresses/tableRows';
import type {AddressEntry, AddressPage, ChainId} from '@site/src/data/addresses/types';
import clsx from 'clsx';
import {type CSSProperties, type ReactNode, useLayoutEffect, useMemo, useRef} from 'react';
import {placeholderHeightRem} from './placeholderHeight';
import styles from './styles.module.css';

interface Props {
  /** The page's data, imported by the page from its own module so it carries no other page's data. */
  page: AddressPage;
  /** Id of one of the page's groups; the table lists that group's entries in data order. */
  group: string;
}

/** The name cell's text as one Markdown table value: name, label, status and notes, in that order. */
function nameValue(entry: AddressEntry): string {
  const qualifiers = [entry.status === 'deprecated' ? 'deprecated' : '', entry.label ?? ''].filter(Boolean).join(', ');
  return `${entry.name}${qualifiers ? ` (${qualifiers})` : ''}${entry.notes ? `: ${entry.notes}` : ''}`;
}

/** Where the sources disagree: the other values and that this page names its own value current. */
function disputeText(entry: AddressEntry): string | undefined {
  const {dispute} = entry;
  if (!dispute) return undefined;
  const others = dispute.alternatives.map((a) => `${a.address} (${a.source})`).join('; ');
  return `${dispute.summary} Other value: ${others}. This page names ${entry.address} current; the badges show what ${chains[entry.chainId].name} itself answers for each.`;
}

function NameCell({entry}: {entry: AddressEntry}): ReactNode {
  const dispute = disputeText(entry);
  return (
    <td className={styles.contract} data-twin-value={`${nameValue(entry)}${dispute ? ` ${dispute}` : ''}`}>
      <span className={styles.name}>{entry.name}</span>
      {entry.status === 'deprecated' && <span className={clsx(styles.tag, styles.deprecated)}>Deprecated</span>}
      {entry.label && (
        <span className={clsx(styles.tag, entry.status === 'current' && styles.current)}>{entry.label}</span>
      )}
      {entry.notes && <span className={styles.notes}>{entry.notes}</span>}
      {dispute && (
        <span className={styles.dispute} data-dispute={entry.dispute?.id}>
          <strong>Sources disagree.</strong> {dispute}
        </span>
      )}
    </td>
  );
}

function AddressCell({entry}: {entry: AddressEntry}): ReactNode {
  const chain = chains[entry.chainId];
  return (
    <td className={styles.addressCell}>
      <span className={styles.addressLine}>
        <a
          href={explorerUrl(entry.chainId, entry.address)}
          className={styles.address}
          title={`View on ${chain.explorerName}`}
        >
          <code>{entry.address}</code>
        </a>
        <CopyAddress address={entry.address} />
      </span>
      <AddressCodeStub id={entry.id} name={entry.name} className={styles.code} />
    </td>
  );
}

function checkText(entry: AddressEntry): string {
  const {label, sources} = describeCheck(entry);
  return `${label}${sources.length > 0 ? `: ${sources.join(', ')}` : ''}`;
}

function CheckLabel({entry}: {entry: AddressEntry}): ReactNode {
  const {label, sources} = describeCheck(entry);
  return (
    <span className={styles.checkLabel}>
      {label}
      {sources.map((source) => (
        <code key={source} className={styles.source}>
          {source}
        </code>
      ))}
    </span>
  );
}

function CheckCell({row, verification}: {row: TableRow; verification: AddressVerification}): ReactNode {
  const {entry, onChains} = row;
  if (onChains.length === 0) {
    return (
      <td className={styles.check} data-twin-value={checkText(entry)}>
        <span data-badge-slot={entry.id} className={styles.badgeSlot}>
          <VerificationBadge entry={entry} {...verification} />
        </span>
        <CheckLabel entry={entry} />
      </td>
    );
  }
  // The same contract on several chains: one cell per chain, each checked on its own chain.
  const all = [entry, ...onChains];
  const otherRule = onChains.find((copy) => checkText(copy) !== checkText(entry));
  const twin = `${checkText(entry)} on ${chains[entry.chainId].name}${otherRule ? `; ${checkText(otherRule)} elsewhere` : ''}; published on ${all.map((e) => chains[e.chainId].name).join(', ')}`;
  return (
    <td className={styles.check} data-twin-value={twin}>
      <ul className={styles.chainCells} aria-label="Result on each chain">
        {all.map((copy) => (
          <li key={copy.id} className={styles.chainCell} data-chain-cell={copy.chainId}>
            <a
              className={styles.chainName}
              href={explorerUrl(copy.chainId, copy.address)}
              title={`View on ${chains[copy.chainId].explorerName}`}
            >
              {chains[copy.chainId].name}
            </a>
            <span data-badge-slot={copy.id} className={styles.badgeSlot}>
              <VerificationBadge entry={copy} {...verification} />
            </span>
          </li>
        ))}
      </ul>
      <CheckLabel entry={entry} />
      {otherRule && (
        <span className={styles.checkLabel}>
          Other chains (no ENS there): <CheckLabel entry={otherRule} />
        </span>
      )}
    </td>
  );
}

/**
 * The table as the server rendered it, kept through hydration, with only
 * its badges live: the table draws each badge into its slot of the kept
 * HTML (paintBadge.ts says why not React) as the verification changes.
 */
function KeptTable({
  entries,
  verification,
  style,
}: {
  entries: readonly AddressEntry[];
  verification: AddressVerification;
  style: CSSProperties;
}): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  const {state, retry} = verification;
  // What each slot shows, so that a change repaints only the badges it changes.
  const painted = useRef(new WeakMap<Element, string>());
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  // Before the browser paints: the server's badge gives way to the live one in the same frame.
  useLayoutEffect(() => {
    for (const slot of wrapper.current?.querySelectorAll('[data-badge-slot]') ?? []) {
      const entry = byId.get(slot.getAttribute('data-badge-slot') ?? '');
      if (!entry) continue;
      const view = badgeView(entry, state);
      const key = JSON.stringify(view);
      if (painted.current.get(slot) === key) continue;
      paintBadge(slot, view, entry.chainId);
      painted.current.set(slot, key);
    }
  }, [byId, state]);
  return (
    <KeptServerHtml
      ref={wrapper}
      className={styles.wrapper}
      style={style}
      onClick={(event) => {
        const chainId = retryChainOf(event.target);
        if (chainId !== undefined) retry(chainId as ChainId);
      }}
    />
  );
}

/**
 * One group of a page's published addresses, rendered from the address data
 * at build time. Live verification only adds the badges. On the page the
 * reader opened, the table keeps its server HTML and only the badges
 * hydrate: a page of a hundred addresses is otherwise thousands of elements
 * for React to walk before the page responds.
 */
export default function AddressTable({page, group}: Props): ReactNode {
  const hasServerHtml = useHasServerHtml();
  // One subscription per table: a page holds up to a hundred badges, each of which followed the check on its own.
  const verification = useAddressVerification(page);
  // Stable across renders: the kept table finds its badge slots once.
  const entries = useMemo(() => page.entries.filter((e) => e.group === group), [page, group]);
  // Each row's code disclosure loads its code when first opened.
  useAddressCode(entries);
  if (entries.length === 0) throw new Error(`AddressTable: page "${page.id}" has no entries in group "${group}"`);
  const rows = tableRows(entries);
  // Read by the stylesheet's placeholder height for the table while it is off screen.
  const style = {'--address-table-height': placeholderHeightRem(rows)} as CSSProperties;
  if (hasServerHtml) return <KeptTable entries={entries} verification={verification} style={style} />;
  const showRole = entries.some((e) => e.role);
  const columns = showRole ? 4 : 3;
  return (
    <div className={styles.wrapper} style={style}>
      <table className={styles.table} data-address-table>
        <thead>
          <tr>
            {showRole && <th scope="col">Role</th>}
            <th scope="col">Contract</th>
            <th scope="col">Address</th>
            <th scope="col">Checked on-chain against</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => [
            row.heading && (
              <tr key={`heading-${row.entry.chainId}`} className={styles.chainHeading}>
                <th scope="colgroup" colSpan={columns}>
                  {chains[row.entry.chainId].name}
                </th>
              </tr>
            ),
            <tr
              key={row.entry.id}
              data-entry-id={row.entry.id}
              className={row.entry.status === 'deprecated' ? styles.deprecatedRow : undefined}
            >
              {showRole && <td data-label="Role">{row.entry.role}</td>}
              <NameCell entry={row.entry} />
              <AddressCell entry={row.entry} />
              <CheckCell row={row} verification={verification} />
            </tr>,
          ])}
        </tbody>
      </table>
    </div>
  );
}
