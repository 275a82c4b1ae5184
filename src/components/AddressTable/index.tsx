import clsx from 'clsx';
import type {ReactNode} from 'react';
import VerificationBadge from '@site/src/components/AddressVerification/Badge';
import {addressPages, chains, explorerUrl} from '@site/src/data/addresses';
import {describeCheck} from '@site/src/data/addresses/describe';
import type {AddressEntry, AddressPageId} from '@site/src/data/addresses/types';
import styles from './styles.module.css';

interface Props {
  page: AddressPageId;
  /** Id of one of the page's groups; the table lists that group's entries in data order. */
  group: string;
}

function NameCell({entry}: {entry: AddressEntry}): ReactNode {
  return (
    <td className={styles.contract}>
      <span className={styles.name}>{entry.name}</span>
      {entry.status === 'deprecated' && <span className={clsx(styles.tag, styles.deprecated)}>Deprecated</span>}
      {entry.label && <span className={clsx(styles.tag, entry.status === 'current' && styles.current)}>{entry.label}</span>}
      {entry.notes && <span className={styles.notes}>{entry.notes}</span>}
    </td>
  );
}

function CheckCell({page, entry}: {page: AddressPageId; entry: AddressEntry}): ReactNode {
  const {label, sources} = describeCheck(entry);
  return (
    <td className={styles.check}>
      {entry.check.kind !== 'other-chain' && <VerificationBadge page={page} entry={entry} />}
      <span className={styles.checkLabel}>
        {label}
        {sources.map((source) => (
          <code key={source} className={styles.source}>
            {source}
          </code>
        ))}
      </span>
    </td>
  );
}

/**
 * One group of a page's published addresses, rendered from the address data
 * at build time. Live verification only adds the badges.
 */
export default function AddressTable({page, group}: Props): ReactNode {
  const data = addressPages[page];
  const entries = data.entries.filter((e) => e.group === group);
  if (entries.length === 0) throw new Error(`AddressTable: page "${page}" has no entries in group "${group}"`);
  const showRole = entries.some((e) => e.role);
  const showChain = new Set(entries.map((e) => e.chainId)).size > 1;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            {showRole && <th scope="col">Role</th>}
            <th scope="col">Contract</th>
            {showChain && <th scope="col">Chain</th>}
            <th scope="col">Address</th>
            <th scope="col">Checked on-chain against</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-entry-id={entry.id} className={entry.status === 'deprecated' ? styles.deprecatedRow : undefined}>
              {showRole && <td>{entry.role}</td>}
              <NameCell entry={entry} />
              {showChain && <td>{chains[entry.chainId].name}</td>}
              <td>
                <a href={explorerUrl(entry.chainId, entry.address)} className={styles.address} title={`View on ${chains[entry.chainId].explorerName}`}>
                  <code>{entry.address}</code>
                </a>
              </td>
              <CheckCell page={page} entry={entry} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
