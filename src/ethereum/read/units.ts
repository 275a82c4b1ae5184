/**
 * The unit of a decoded value where the reference knows it: token amounts of
 * ERC-20 and ERC-4626 reads (in the contract's own decimals), fees and loss
 * limits in basis points, unlock times and windows as durations, report and
 * update times as timestamps. Matched on the output's name, else on the
 * function's name for a function with one output; everything else is shown
 * as the ABI type says.
 */
export type Unit = 'amount' | 'bps' | 'timestamp' | 'duration';

interface Rule {
  unit: Unit;
  pattern: RegExp;
}

/** Output and function names, in the catalogue's spelling (Vyper snake_case and Solidity camelCase). */
const RULES: readonly Rule[] = [
  {
    unit: 'timestamp',
    pattern:
      /^(last_?report|lastReport|last_profit_update|full_profit_unlock_date|fullProfitUnlockDate|lastUpdate|last_update|activation|lastKick|last_kick|kicked)$/i,
  },
  {unit: 'timestamp', pattern: /(timestamp|deadline|unlock_?date)$/i},
  {unit: 'duration', pattern: /(unlock_?time|duration|window|cooldown|period|interval|delay|auction_?length)$/i},
  {unit: 'bps', pattern: /(fee|fee_bps|feeBps|_bps|Bps|max_?loss|maxLoss|loss_?ratio|debt_?ratio|debtRatio)$/i},
  {
    unit: 'amount',
    pattern:
      /^(total_?assets|total_?idle|total_?debt|total_?supply|balance_?of|max_?deposit|max_?mint|max_?withdraw|max_?redeem|preview_?(deposit|mint|withdraw|redeem)|convert_?to_?(assets|shares)|price_?per_?share|deposit_?limit|minimum_?total_?idle|allowance|current_?debt|max_?debt|available_?deposit_?limit|unlocked_?shares|locked_?profit|total_?locked_?profit)$/i,
  },
];

/** Functions whose unnamed outputs have known units, by position. */
const POSITIONAL: Readonly<Record<string, readonly (Unit | null)[]>> = {
  protocol_fee_config: ['bps', null],
};

const NUMERIC = /^u?int\d*$/;

/** The unit of output `index` (named `outputName`, of `type`) of `functionName`, or null. */
export function unitOf(
  functionName: string,
  outputName: string,
  type: string,
  index: number,
  outputs: number,
): Unit | null {
  if (!NUMERIC.test(type)) return null;
  const positional = POSITIONAL[functionName];
  if (positional) return positional[index] ?? null;
  const match = (name: string) => RULES.find((rule) => rule.pattern.test(name))?.unit ?? null;
  if (outputName) {
    const byName = match(outputName);
    if (byName) return byName;
  }
  return outputs === 1 ? match(functionName) : null;
}
