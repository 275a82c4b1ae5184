import type {AddressPage} from '@site/src/data/addresses/types';
import {summarizeVerification} from '@site/src/ethereum/summarizeVerification';
import {formatInteger} from '@site/src/format/numbers';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';
import {useAddressVerification} from './useAddressVerification';

/** The longest message a failed read shows (a rate-limited node); the reserved box is sized on it. */
const LONGEST_FAILURE = 'The Ethereum node is limiting how often this site may ask; wait a moment and retry.';

/**
 * An invisible copy of the summary as a failed read shows it, stacked under
 * the visible one in the same grid cell: the box is as tall as that outcome
 * at every width from the first paint, so the answer (or the failure) moves
 * nothing below it.
 */
function ReservedSpace({checkable, otherChainNote}: {checkable: number; otherChainNote: string}): ReactNode {
  return (
    <div className={styles.reserved} aria-hidden="true">
      <p>
        <strong>
          {checkable} of {checkable} addresses verified on-chain at block 00,000,000.
        </strong>
        {otherChainNote}
      </p>
      <p>
        {LONGEST_FAILURE} The published addresses below are unaffected. <span className={styles.retry}>Retry</span>
      </p>
    </div>
  );
}

/**
 * The pending line, with the other pending wording as an invisible twin in
 * the same grid cell: the server's wording and the one shown once the check
 * starts may wrap differently, and the line below must not move when they swap.
 */
function StatusLine({shown, other, note}: {shown: string; other: string; note: string}): ReactNode {
  return (
    <p className={styles.stack}>
      <span>
        {shown}
        {note}
      </span>
      <span className={styles.reserved} aria-hidden="true">
        {other}
        {note}
      </span>
    </p>
  );
}

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
    otherChain > 0
      ? ` ${otherChain} ${otherChain === 1 ? 'address is' : 'addresses are'} on other chains, which this site does not read.`
      : '';

  const idleText = `${checkable} Ethereum addresses on this page can be checked on-chain.`;
  const checkingText = `Checking ${checkable} Ethereum addresses on-chain…`;
  if (state.status !== 'done') {
    return (
      <div className={clsx(styles.summary, styles.summaryPending)} data-verification-summary="pending" data-twin-skip>
        <ReservedSpace checkable={checkable} otherChainNote={otherChainNote} />
        <div role="status">
          <StatusLine
            shown={state.status === 'checking' ? checkingText : idleText}
            other={state.status === 'checking' ? idleText : checkingText}
            note={otherChainNote}
          />
          <p>Each row below shows its own result when the check ends; the published addresses do not depend on it.</p>
        </div>
      </div>
    );
  }

  const summary = summarizeVerification(entries, state.result);
  const tone =
    summary.mismatched > 0
      ? styles.summaryDanger
      : summary.error || summary.notChecked > 0 || summary.noCode > 0
        ? styles.summaryWarning
        : styles.summaryOk;
  return (
    <div className={clsx(styles.summary, tone)} data-verification-summary="done" data-twin-skip>
      <ReservedSpace checkable={checkable} otherChainNote={otherChainNote} />
      <div role="status">
        <p>
          <strong>
            {summary.verified} of {summary.checkable} addresses verified on-chain
            {summary.blockNumber !== undefined ? ` at block ${formatInteger(summary.blockNumber)}` : ''}.
          </strong>
          {otherChainNote}
        </p>
        {summary.mismatched > 0 && (
          <p>
            {summary.mismatched} {summary.mismatched === 1 ? 'address does' : 'addresses do'} not match what the chain
            reports. Do not use a mismatched address until the mismatch is explained; the badge shows the on-chain
            value.
          </p>
        )}
        {summary.noCode > 0 && (
          <p>
            {summary.noCode} published {summary.noCode === 1 ? 'address has' : 'addresses have'} no contract code on
            Ethereum.
          </p>
        )}
        {(summary.error || summary.notChecked > 0) && (
          <p>
            {summary.error
              ? summary.error.message
              : `${summary.notChecked} ${summary.notChecked === 1 ? 'address was' : 'addresses were'} not checked.`}{' '}
            The published addresses below are unaffected.{' '}
            <button type="button" className={styles.retry} onClick={retry}>
              Retry
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
