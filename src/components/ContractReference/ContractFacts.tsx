import Link from '@docusaurus/Link';
import type {ContractPageData} from '@site/src/contracts/page';
import type React from 'react';
import styles from './styles.module.css';

const KIND_LABELS: Record<ContractPageData['kind'], string> = {
  contract: 'Deployable contract',
  abstract: 'Abstract contract (inherited, not deployed on its own)',
  interface: 'Interface',
  library: 'Library',
  test: 'Test helper (used by the test suite, not deployed for users)',
};

/** Version, language, kind, parents and source links of one contract. */
export default function ContractFacts({page}: {page: ContractPageData}): React.ReactElement {
  return (
    <dl className={styles.facts}>
      <dt>Release</dt>
      <dd>{page.version ? `${page.generation} ${page.version}` : `${page.generation} (unversioned)`}</dd>
      <dt>Language</dt>
      <dd>
        {page.compiler
          ? page.compiler.replace(/^vyper/, 'Vyper').replace(/^solidity/, 'Solidity')
          : page.language === 'vyper'
            ? 'Vyper'
            : 'Solidity'}
      </dd>
      <dt>Kind</dt>
      <dd>{KIND_LABELS[page.kind]}</dd>
      {page.inherits && (
        <>
          <dt>Inherits</dt>
          <dd>
            {page.inherits.map((parent, index) => (
              <span key={parent}>
                {index > 0 && ', '}
                <code>{parent}</code>
              </span>
            ))}
          </dd>
        </>
      )}
      <dt>Source</dt>
      <dd>
        {page.interfaces ? (
          page.interfaces.map((item, index) => (
            <span key={item.name}>
              {index > 0 && ', '}
              <Link to={item.sourceUrl}>{item.name}</Link>
            </span>
          ))
        ) : page.sourceUrl ? (
          <Link to={page.sourceUrl}>{page.sourceUrl.replace(/^https:\/\/github\.com\//, '')}</Link>
        ) : (
          'no public source link for this page'
        )}
      </dd>
    </dl>
  );
}
