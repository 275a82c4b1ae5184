/**
 * The proposal repository table: one row per YIP, newest first, from the same
 * records as the YIP pages. The number links to the YIP's page; the outcome
 * links to its Snapshot vote where there was one.
 */

import Link from '@docusaurus/Link';
import {joinNames} from '@site/src/components/YipRecord/text';
import {snapshotUrl, yipRoute, yips} from '@site/src/data/yips';
import type React from 'react';

export default function YipTable(): React.ReactElement {
  return (
    <table>
      <thead>
        <tr>
          <th>YIP</th>
          <th>Title</th>
          <th>Authors</th>
          <th>Created</th>
          <th>Outcome</th>
        </tr>
      </thead>
      <tbody>
        {yips.map((yip) => (
          <tr key={yip.n}>
            <td>
              <Link to={yipRoute(yip.n)}>{`YIP-${yip.n}`}</Link>
            </td>
            <td>{yip.title}</td>
            <td>{joinNames(yip.authors)}</td>
            <td>{yip.created}</td>
            <td>
              {yip.vote.kind === 'snapshot' ? <Link href={snapshotUrl(yip.vote)}>{yip.outcome}</Link> : yip.outcome}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
