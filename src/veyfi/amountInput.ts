/**
 * Validation of the amounts a reader types. Each bad input gets its own
 * sentence, and a valid one becomes a finite positive number, so nothing
 * downstream ever sees NaN or Infinity.
 */

export interface AmountRules {
  /** What the amount is, for messages: "veYFI", "YFI", "vault shares", "USD". */
  unit: string;
  /** Most decimals the token or currency allows. */
  decimals: number;
  /** Upper bound, with the sentence to show when it is passed. */
  max?: {value: number; message: string};
  allowZero?: boolean;
}

export type AmountResult = {ok: true; value: number} | {ok: false; message: string};

/** Beyond this the number is not a real amount and floating-point maths loses precision. */
export const absurdAmount = 1e15;

export function parseAmountInput(raw: string, rules: AmountRules): AmountResult {
  const text = raw.trim();
  if (text === '') return {ok: false, message: `Enter an amount of ${rules.unit}.`};
  if (/^-/.test(text)) return {ok: false, message: 'Amounts cannot be negative.'};
  if (text.includes(','))
    return {ok: false, message: 'Use a dot for decimals and no thousands separators, for example 1500.25.'};
  if (/e/i.test(text) && /^[0-9.]+e[+-]?[0-9]+$/i.test(text))
    return {ok: false, message: 'Write the amount out in digits, for example 1500 instead of 1.5e3.'};
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text))
    return {ok: false, message: `“${text}” is not a number. Use digits and at most one dot.`};
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (decimals > rules.decimals) {
    return {
      ok: false,
      message:
        rules.decimals === 0
          ? `Amounts in ${rules.unit} are whole numbers.`
          : `Amounts in ${rules.unit} have at most ${rules.decimals} decimals; this one has ${decimals}.`,
    };
  }
  const value = Number(text);
  if (!Number.isFinite(value) || value >= absurdAmount)
    return {ok: false, message: 'That number is too large to be a real amount.'};
  if (value === 0 && !rules.allowZero) return {ok: false, message: `Enter an amount of ${rules.unit} above zero.`};
  if (rules.max && value > rules.max.value) return {ok: false, message: rules.max.message};
  return {ok: true, value};
}
