/**
 * veYFI gauge boost, in the gauge contract's own form:
 *   B = min(A, (A + 9·T·v/V) / 10),  boost = 10·B / A
 * which is min(1 + 9·T·v/(V·A), 10). T is the gauge total as read on-chain;
 * the reader's prospective deposit is not added to it (see the calculator
 * page for why). Plain numbers: inputs are validated before they get here.
 */

export const maxBoost = 10;

export interface BoostInputs {
  /** The reader's veYFI (v). */
  veyfi: number;
  /** Total veYFI supply (V). */
  totalVeyfi: number;
  /** The reader's deposit in the gauge, in vault shares (A). */
  deposit: number;
  /** Total deposited in the gauge, in vault shares (T). */
  gaugeTotal: number;
}

export interface BoostResult {
  boost: number;
  /** True when the formula exceeded 10 and was capped. */
  capped: boolean;
  /** Set when the formula has no meaning and the boost is reported as 1. */
  undefinedBecause?: 'zero-deposit' | 'zero-supply';
}

export function computeBoost({veyfi, totalVeyfi, deposit, gaugeTotal}: BoostInputs): BoostResult {
  if (!(deposit > 0)) return {boost: 1, capped: false, undefinedBecause: 'zero-deposit'};
  if (!(totalVeyfi > 0)) return {boost: 1, capped: false, undefinedBecause: 'zero-supply'};
  // Same value as 10·min(A, (A + 9·T·v/V)/10)/A, written so the cap is exact in floating point.
  const uncapped = 1 + (9 * gaugeTotal * veyfi) / (totalVeyfi * deposit);
  if (!Number.isFinite(uncapped)) return {boost: maxBoost, capped: true};
  const boost = Math.min(uncapped, maxBoost);
  return {boost, capped: uncapped > maxBoost};
}

/** The largest deposit that still gets the full 10x boost: A = T·v/V. */
export function maxDepositForFullBoost({veyfi, totalVeyfi, gaugeTotal}: Omit<BoostInputs, 'deposit'>): number {
  if (!(totalVeyfi > 0)) return 0;
  return (gaugeTotal * veyfi) / totalVeyfi;
}

/** The veYFI needed for the full 10x boost on a deposit: v = V·A/T. */
export function veyfiForFullBoost({totalVeyfi, deposit, gaugeTotal}: Omit<BoostInputs, 'veyfi'>): number {
  if (!(gaugeTotal > 0)) return Number.POSITIVE_INFINITY;
  return (totalVeyfi * deposit) / gaugeTotal;
}
