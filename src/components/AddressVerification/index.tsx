import clsx from 'clsx';
import type {ReactNode} from 'react';
import type {AddressPage} from '@site/src/data/addresses/types';
import {summarizeVerification} from '@site/src/ethereum/summarizeVerification';
import styles from './styles.module.css';
import {useAddressVerification} from './useAddressVerification';
import {formatInteger} from '@site/src/format/numbers';

/**
 * Banner at the top of an address page: starts the page's on-chain check and
 * reports "N of M addresses verified on-chain at block B".
 */
export default function AddressVerificationSummary({page}: {page: AddressPage}): ReactNode {
  const {state, retry} = useAddressVerification(page);
  const entries = page.entries;
  const checkable = entries.filter((e) => e.check.kind !== 'other-chain').length;
  const otherChain = entries.length - checkable;
  const otherChainNote =
    otherChain > 0 ? ` ${otherChain} ${otherChain === 1 ? 'address is' : 'addresses are'} on other chains, which this site does not read.` : '';

  if (state.status !== 'done') {
    return (
      <div className={clsx(styles.summary, styles.summaryPending)} role="status" data-verification-summary="pending">
        <p>
          {state.status === 'checking' ? `Checking ${checkable} Ethereum addresses on-chain…` : `${checkable} Ethereum addresses on this page can be checked on-chain.`}
          {otherChainNote}
        </p>
      </div>
    );
  }

  const summary = summarizeVerification(entries, state.result);
  const tone = summary.mismatched > 0 ? styles.summaryDanger : summary.error || summary.notChecked > 0 || summary.noCode > 0 ? styles.summaryWarning : styles.summaryOk;
  return (
    <div className={clsx(styles.summary, tone)} role="status" data-verification-summary="done">
      <p>
        <strong>
          {summary.verified} of {summary.checkable} addresses verified on-chain
          {summary.blockNumber !== undefined ? ` at block ${formatInteger(summary.blockNumber)}` : ''}.
        </strong>
        {otherChainNote}
      </p>
      {summary.mismatched > 0 && (
        <p>
          {summary.mismatched} {summary.mismatched === 1 ? 'address does' : 'addresses do'} not match what the chain reports. Do not use a
          mismatched address until the mismatch is explained; the badge shows the on-chain value.
        </p>
      )}
      {summary.noCode > 0 && <p>{summary.noCode} published {summary.noCode === 1 ? 'address has' : 'addresses have'} no contract code on Ethereum.</p>}
      {(summary.error || summary.notChecked > 0) && (
        <p>
          {summary.error ? summary.error.message : `${summary.notChecked} ${summary.notChecked === 1 ? 'address was' : 'addresses were'} not checked.`} The
          published addresses below are unaffected.{' '}
          <button type="button" className={styles.retry} onClick={retry}>
            Retry
          </button>
        </p>
      )}
    </div>
  );
}
