/**
 * Numbers as en-US writes them, without Intl on the common path. The first
 * Intl formatter a page builds loads the locale data, which blocks the main
 * thread (longer still on a throttled phone); address pages and the
 * calculator would pay it while hydrating.
 * Each function gives exactly what the Intl call named in its comment gives
 * (a unit test compares them over thousands of values); only NaN and the
 * infinities go to Intl.
 */

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `value.toLocaleString('en-US')` for a whole number: 21,034,567. */
export function formatInteger(value: bigint | number): string {
  if (typeof value === 'bigint')
    return value < 0n ? `-${groupDigits((-value).toString())}` : groupDigits(value.toString());
  return formatDecimal(value, 0);
}

function sign(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/** The shortest decimal digits that read back as `abs` (what Intl rounds), split at the decimal point. */
function shortestDecimal(abs: number): [string, string] {
  const [mantissa, exponent] = abs.toExponential().split('e');
  const digits = mantissa!.replace('.', '');
  const integerLength = Number(exponent) + 1;
  if (integerLength <= 0) return ['0', '0'.repeat(-integerLength) + digits];
  if (integerLength >= digits.length) return [digits + '0'.repeat(integerLength - digits.length), ''];
  return [digits.slice(0, integerLength), digits.slice(integerLength)];
}

/** Adds one to a string of decimal digits. */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/** `abs` rounded half away from zero to `fractionDigits` decimals, as Intl rounds: [integer digits, fraction digits]. */
function roundedParts(abs: number, fractionDigits: number): [string, string] {
  const [integer, fraction] = shortestDecimal(abs);
  if (fraction.length <= fractionDigits) return [integer, fraction.padEnd(fractionDigits, '0')];
  const kept = integer + fraction.slice(0, fractionDigits);
  const rounded = fraction[fractionDigits]! >= '5' ? incremented(kept) : kept;
  const integerLength = rounded.length - fractionDigits;
  return [rounded.slice(0, integerLength).replace(/^0+(?=\d)/, ''), rounded.slice(integerLength)];
}

/** `value.toLocaleString('en-US', {maximumFractionDigits})`: 1,234.5 for 1234.50001 and 4 digits. */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  if (!Number.isFinite(value)) return value.toLocaleString('en-US', {maximumFractionDigits});
  const [integer, fraction] = roundedParts(Math.abs(value), maximumFractionDigits);
  const kept = fraction.replace(/0+$/, '');
  return `${sign(value)}${groupDigits(integer)}${kept ? `.${kept}` : ''}`;
}

/** `value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 2})`: $1,234.50. */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value))
    return value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 2});
  const [integer, fraction] = roundedParts(Math.abs(value), 2);
  return `${sign(value)}$${groupDigits(integer)}.${fraction}`;
}
