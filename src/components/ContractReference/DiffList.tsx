import type {ContractDiff, MemberDiff} from '@site/src/contracts/diff';
import type React from 'react';
import styles from './styles.module.css';

function Signatures({signatures}: {signatures: string[]}): React.ReactElement {
  return (
    <>
      {signatures.map((signature, index) => (
        <span key={signature}>
          {index > 0 && ', '}
          <code>{signature}</code>
        </span>
      ))}
    </>
  );
}

function MemberChanges({label, diff}: {label: 'Functions' | 'Events'; diff: MemberDiff}): React.ReactElement | null {
  const items: React.ReactElement[] = [
    ...diff.added.map((member) => (
      <li key={`added-${member.name}`}>
        <strong>Added</strong> <Signatures signatures={member.signatures} />
      </li>
    )),
    ...diff.removed.map((member) => (
      <li key={`removed-${member.name}`}>
        <strong>Removed</strong> <Signatures signatures={member.signatures} />
      </li>
    )),
    ...diff.renamed.map((rename) => (
      <li key={`renamed-${rename.from}`}>
        <strong>Renamed</strong> <code>{rename.from}</code> to <code>{rename.to}</code>:{' '}
        <Signatures signatures={rename.before} /> became <Signatures signatures={rename.after} />
      </li>
    )),
    ...diff.changed.map((change) => (
      <li key={`changed-${change.name}`}>
        <strong>{change.namesOnly ? 'Parameter names changed' : 'Signature changed'}</strong> for{' '}
        <code>{change.name}</code>: <Signatures signatures={change.before} /> became{' '}
        <Signatures signatures={change.after} />
        {change.namesOnly && ' (same types, so existing callers are unaffected)'}
      </li>
    )),
  ];
  if (items.length === 0) return null;
  return (
    <>
      <p className={styles.diffLabel}>{label}</p>
      <ul className={styles.diffList}>{items}</ul>
    </>
  );
}

/** The function and event changes of one contract between two releases. */
export default function DiffList({diff}: {diff: ContractDiff}): React.ReactElement {
  return (
    <>
      <MemberChanges label="Functions" diff={diff.functions} />
      <MemberChanges label="Events" diff={diff.events} />
    </>
  );
}
