/** Counts for the banner, per chain: "Ethereum 42/42 · Base 18/18 · Katana: node unreachable — Retry". */
import {pageChains} from '@site/src/data/addresses/pageChains';
import type {AddressEntry, AddressPage} from '@site/src/data/addresses/types';
import {type ChainId, chainById} from '../data/chains';
import type {ReadableError} from './errors';
import type {VerificationState} from './verificationStates';
import type {PageVerification} from './verificationTypes';

export interface VerificationSummary {
  checkable: number;
  verified: number;
  mismatched: number;
  noCode: number;
  /** Entries whose code is not the code of their record. */
  codeChanged: number;
  notChecked: number;
  blockNumber?: bigint;
  error?: ReadableError;
}

/** One chain's counts; `entries` are those on the chain the result is for. */
export function summarizeVerification(entries: readonly AddressEntry[], result: PageVerification): VerificationSummary {
  const summary: VerificationSummary = {
    checkable: entries.length,
    verified: 0,
    mismatched: 0,
    noCode: 0,
    codeChanged: 0,
    notChecked: 0,
    blockNumber: result.blockNumber,
    error: result.error,
  };
  for (const entry of entries) {
    const verdict = result.verdicts[entry.id];
    if (verdict?.state === 'verified') summary.verified++;
    else if (verdict?.state === 'mismatch') summary.mismatched++;
    else if (verdict?.state === 'no-code') summary.noCode++;
    else if (verdict?.state === 'code-changed') summary.codeChanged++;
    else summary.notChecked++;
  }
  return summary;
}

export interface ChainSummary {
  chainId: ChainId;
  chainName: string;
  entries: number;
  /** Absent while the chain's check has not ended. */
  summary?: VerificationSummary;
  checking: boolean;
}

/** The page's banner line per chain it lists, in the chain list's order. */
export function summarizeChains(page: Pick<AddressPage, 'entries'>, state: VerificationState): ChainSummary[] {
  return pageChains(page).map((chainId) => {
    const entries = page.entries.filter((e) => e.chainId === chainId);
    const chainState = state.chains[chainId];
    return {
      chainId,
      chainName: chainById(chainId).name,
      entries: entries.length,
      checking: chainState?.status === 'checking',
      summary: chainState?.status === 'done' ? summarizeVerification(entries, chainState.result) : undefined,
    };
  });
}
