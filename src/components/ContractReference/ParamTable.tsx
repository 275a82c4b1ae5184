import type {PageParam} from '@site/src/contracts/page';
import type React from 'react';
import styles from './styles.module.css';

interface ParamTableProps {
  caption: string;
  params: PageParam[];
  /** Return values, listed under their own heading row in the same table. */
  returns?: PageParam[];
  /** Events mark indexed parameters, which become log topics. */
  showIndexed?: boolean;
}

function Rows({params, showIndexed}: {params: PageParam[]; showIndexed: boolean}): React.ReactElement {
  return (
    <>
      {params.map((param, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parameters keep their order, and return values may be unnamed
        <tr key={index}>
          <td>{param.name || `#${index}`}</td>
          <td>{param.type}</td>
          {showIndexed && <td>{param.indexed ? 'yes' : 'no'}</td>}
        </tr>
      ))}
    </>
  );
}

/**
 * Name and type of each parameter, and of each return value under a
 * "Returns" row; unnamed values are numbered. One table per member keeps
 * large reference pages light.
 */
export default function ParamTable({
  caption,
  params,
  returns = [],
  showIndexed = false,
}: ParamTableProps): React.ReactElement {
  const columns = showIndexed ? 3 : 2;
  return (
    <table className={styles.params}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th>Name</th>
          <th>Type</th>
          {showIndexed && <th>Indexed</th>}
        </tr>
      </thead>
      {params.length > 0 && (
        <tbody>
          {returns.length > 0 && (
            <tr>
              <th scope="rowgroup" colSpan={columns}>
                Parameters
              </th>
            </tr>
          )}
          <Rows params={params} showIndexed={showIndexed} />
        </tbody>
      )}
      {returns.length > 0 && (
        <tbody>
          <tr>
            <th scope="rowgroup" colSpan={columns}>
              Returns
            </th>
          </tr>
          <Rows params={returns} showIndexed={false} />
        </tbody>
      )}
    </table>
  );
}
