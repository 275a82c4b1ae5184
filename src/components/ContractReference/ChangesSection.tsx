import Link from '@docusaurus/Link';
import {SECTION_IDS} from '@site/src/contracts/anchors';
import {isEmptyDiff} from '@site/src/contracts/diff';
import type {ContractPageData} from '@site/src/contracts/page';
import Heading from '@theme/Heading';
import type React from 'react';
import DiffList from './DiffList';

/** What changed against the same contract in the closest earlier release, computed from the catalogue. */
export default function ChangesSection({page}: {page: ContractPageData}): React.ReactElement {
  const {changes} = page;
  return (
    <section>
      <Heading as="h2" id={SECTION_IDS.changes}>
        {page.deprecated ? 'Changes in this version' : 'Changes from the previous version'}
      </Heading>
      {changes === null ? (
        <p>
          This is the earliest release in this reference that documents {page.title}, so there is nothing to compare it
          with.
        </p>
      ) : isEmptyDiff(changes.diff) ? (
        <p>
          The external functions and events are the same as in{' '}
          <Link to={changes.previousRoute}>{`${page.title} ${changes.previousVersion}`}</Link>.
        </p>
      ) : (
        <>
          <p>
            Compared with <Link to={changes.previousRoute}>{`${page.title} ${changes.previousVersion}`}</Link>, computed
            from the interfaces this reference records for both releases (external functions and events only):
          </p>
          <DiffList diff={changes.diff} />
        </>
      )}
    </section>
  );
}
