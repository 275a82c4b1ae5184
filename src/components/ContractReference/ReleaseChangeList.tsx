import Link from '@docusaurus/Link';
import releases from '@generated/contract-reference/default/release-changes.json';
import type React from 'react';
import DiffList from './DiffList';
import styles from './styles.module.css';

interface ReleaseChangeListProps {
  generation: 'V2' | 'V3';
  version: string;
}

function PageLinks({pages}: {pages: {contract: string; route: string}[]}): React.ReactElement {
  return (
    <>
      {pages.map((page, index) => (
        <span key={page.route}>
          {index > 0 && ', '}
          <Link to={page.route}>{page.contract}</Link>
        </span>
      ))}
    </>
  );
}

/**
 * What one release changed against the release before it, computed by the
 * contract-reference plugin from the catalogue (used by the deprecated index doc).
 */
export default function ReleaseChangeList({generation, version}: ReleaseChangeListProps): React.ReactElement {
  const release = releases[generation].find((item) => item.version === version);
  if (!release) throw new Error(`No ${generation} release ${version} in the contract catalogue`);
  return (
    <div className={styles.reference}>
      <p>
        <strong>Contract pages:</strong> <PageLinks pages={release.pages} />.
      </p>
      {release.previousVersion === null ? (
        <p>
          This is the oldest {generation} release in the reference, so there is no earlier interface to compare it with.
        </p>
      ) : (
        <>
          {release.changed.length + release.unchanged.length === 0 ? (
            <p>
              Compared with {generation} {release.previousVersion}, this release documents only contracts that had no
              page before; the {release.previousVersion} pages remain the reference for the others.
            </p>
          ) : (
            <p>
              Compared with {generation} {release.previousVersion}: {release.changed.length} contract
              {release.changed.length === 1 ? '' : 's'} changed their external interface and {release.unchanged.length}{' '}
              kept it{release.unchanged.length > 0 ? ` (${release.unchanged.join(', ')})` : ''}.
            </p>
          )}
          {release.newPages.length > 0 && (
            <p>
              <strong>Documented for the first time:</strong> <PageLinks pages={release.newPages} />.
            </p>
          )}
          {release.droppedPages.length > 0 && (
            <p>
              <strong>No longer documented in this release:</strong> {release.droppedPages.join(', ')}.
            </p>
          )}
          {release.changed.map((change) => (
            <details key={change.route} className={styles.releaseContract}>
              <summary>{change.contract}</summary>
              <p>
                <Link to={change.route}>
                  {change.contract} {version}
                </Link>{' '}
                compared with <Link to={change.previousRoute}>{`${change.contract} ${change.previousVersion}`}</Link>:
              </p>
              <DiffList diff={change.diff} />
            </details>
          ))}
        </>
      )}
    </div>
  );
}
