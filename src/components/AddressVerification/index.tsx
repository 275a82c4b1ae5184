import type {AddressPage} from '@site/src/data/addresses/types';
import {type ChainSummary, summarizeChains} from '@site/src/ethereum/summarizeVerification';
import {formatInteger} from '@site/src/format/numbers';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';
import {type AddressVerification, useAddressVerification} from './useAddressVerification';

/** The longest message a failed read shows (a rate-limited node); each chain's line reserves room for it. */
const longestFailure = (chainName: string) =>
  `${chainName}: The ${chainName} node is limiting how often this site may ask; wait a moment and retry. Retry`;

/** What one chain's line says: counts when its check ended, its fault with a Retry, or that it is pending. */
function ChainLine({chain, retry}: {chain: ChainSummary; retry: AddressVerification['retry']}): ReactNode {
  const {summary, chainName, entries} = chain;
  let shown: ReactNode;
  let tone: 'pending' | 'ok' | 'warning' | 'danger' = 'pending';
  if (!summary) {
    shown = chain.checking ? `${chainName}: checking ${entries}…` : `${chainName}: ${entries} to check`;
  } else if (summary.error) {
    tone = 'warning';
    shown = (
      <>
        <strong>{chainName}:</strong> {summary.error.message}{' '}
        <button type="button" className={styles.retry} onClick={() => retry(chain.chainId)}>
          Retry
        </button>
      </>
    );
  } else {
    tone =
      summary.mismatched + summary.codeChanged > 0
        ? 'danger'
        : summary.verified === summary.checkable
          ? 'ok'
          : 'warning';
    const problems = [
      summary.mismatched > 0 ? `${summary.mismatched} mismatched` : '',
      summary.noCode > 0 ? `${summary.noCode} without code` : '',
      summary.codeChanged > 0 ? `${summary.codeChanged} with changed code` : '',
      summary.notChecked > 0 ? `${summary.notChecked} not checked` : '',
    ].filter(Boolean);
    shown = (
      <>
        <strong>
          {chainName}: {summary.verified} of {summary.checkable} addresses verified on-chain
        </strong>
        {summary.blockNumber !== undefined ? ` at block ${formatInteger(summary.blockNumber)}` : ''}
        {problems.length > 0 ? ` (${problems.join(', ')})` : ''}
        {summary.notChecked > 0 && (
          <>
            {' '}
            <button type="button" className={styles.retry} onClick={() => retry(chain.chainId)}>
              Retry
            </button>
          </>
        )}
      </>
    );
  }
  return (
    <li className={clsx(styles.stack, styles.chainLine)} data-chain-summary={chain.chainId} data-tone={tone}>
      <span>{shown}</span>
      <span className={styles.reserved} aria-hidden="true">
        {longestFailure(chainName)}
      </span>
    </li>
  );
}

/**
 * Banner at the top of an address page: starts the page's on-chain check on
 * every chain it lists and reports each chain's count ("Ethereum 42/42 ·
 * Base 18/18 · Katana: node unreachable — Retry"). A chain that fails leaves
 * the others' results in place; its Retry re-reads that chain only.
 */
export default function AddressVerificationSummary({page}: {page: AddressPage}): ReactNode {
  const {state, retry} = useAddressVerification(page);
  const chains = summarizeChains(page, state);
  const done = chains.every((c) => c.summary);
  const mismatched = chains.reduce((n, c) => n + (c.summary?.mismatched ?? 0), 0);
  const troubled = chains.some((c) => c.summary && (c.summary.error || c.summary.verified < c.summary.checkable));
  const tone = !done
    ? styles.summaryPending
    : mismatched > 0
      ? styles.summaryDanger
      : troubled
        ? styles.summaryWarning
        : styles.summaryOk;
  return (
    <div className={clsx(styles.summary, tone)} data-verification-summary={done ? 'done' : 'pending'} data-twin-skip>
      <div role="status">
        <p>
          <strong>Addresses verified on their own chain</strong>, each chain read on its own; the published addresses
          below do not depend on the result.
        </p>
        <ul className={styles.chainLines}>
          {chains.map((chain) => (
            <ChainLine key={chain.chainId} chain={chain} retry={retry} />
          ))}
        </ul>
        <p className={styles.stack}>
          <span>
            {mismatched > 0
              ? `${mismatched} ${mismatched === 1 ? 'address does' : 'addresses do'} not match what its chain reports. Do not use a mismatched address until the mismatch is explained; its badge shows the on-chain value.`
              : ''}
          </span>
          <span className={styles.reserved} aria-hidden="true">
            {
              '00 addresses do not match what its chain reports. Do not use a mismatched address until the mismatch is explained; its badge shows the on-chain value.'
            }
          </span>
        </p>
      </div>
    </div>
  );
}
