import CallCode from '@site/src/components/CallCode';
import type {AddressEntry} from '@site/src/data/addresses/types';
import {type EthereumSettings, publicRpcUrlOf} from '@site/src/ethereum/config';
import {snippetsOf} from '@site/src/ethereum/snippets';
import {addressReadOf} from '@site/src/ethereum/snippets/addressRead';
import type React from 'react';
import {useMemo} from 'react';
import styles from './styles.module.css';

/** The read that proves an address row, as code to copy. Render only: src/ethereum/snippets/ writes the code. */
export default function AddressCode({
  entry,
  settings,
}: {
  entry: AddressEntry;
  settings: EthereumSettings;
}): React.ReactElement {
  const {summary, snippets} = useMemo(() => {
    const {read, summary} = addressReadOf(entry, publicRpcUrlOf(entry.chainId, settings));
    return {summary, snippets: snippetsOf(read)};
  }, [entry, settings]);
  return (
    <div className={styles.addressCode}>
      <p className={styles.summary}>{summary}</p>
      <CallCode snippets={snippets} />
    </div>
  );
}
