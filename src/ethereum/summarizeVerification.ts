/** Counts for the "N of M addresses verified on-chain at block B" banner. */
import type {AddressEntry} from '@site/src/data/addresses/types';
import type {ReadableError} from './errors';
import type {PageVerification} from './verificationTypes';

export interface VerificationSummary {
  checkable: number;
  verified: number;
  mismatched: number;
  noCode: number;
  notChecked: number;
  blockNumber?: bigint;
  error?: ReadableError;
}

export function summarizeVerification(entries: readonly AddressEntry[], result: PageVerification): VerificationSummary {
  const checkable = entries.filter((e) => e.check.kind !== 'other-chain');
  const summary: VerificationSummary = {
    checkable: checkable.length,
    verified: 0,
    mismatched: 0,
    noCode: 0,
    notChecked: 0,
    blockNumber: result.blockNumber,
    error: result.error,
  };
  for (const entry of checkable) {
    const verdict = result.verdicts[entry.id];
    if (verdict?.state === 'verified') summary.verified++;
    else if (verdict?.state === 'mismatch') summary.mismatched++;
    else if (verdict?.state === 'no-code') summary.noCode++;
    else summary.notChecked++;
  }
  return summary;
}
