import {formatDecimal, formatInteger, formatUsd} from '@site/src/format/numbers';
import {describe, expect, it} from 'vitest';

/** Fixed edge cases and a seeded spread of magnitudes, signs and fractions. */
function sampleValues(): number[] {
  const values = [
    0, -0, 1, -1, 0.5, 1.005, 2.5, -2.5, 0.00005, -0.00004, 0.99999, 9.99995, 999.995, 999999.99999, 1234.5678,
    12345678.9, 1e20, 9.99e20, 1e21, -3e22, 123456789012,
  ];
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < 2000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 16 - 6);
    values.push((random() - 0.3) * magnitude);
  }
  return values;
}

/** Thousands of Intl calls: quick on a quiet machine, several seconds on a busy one, so not the default 5 s. */
const SWEEP_BUDGET = {timeout: 30_000};

describe('en-US number formatting without Intl', () => {
  it('writes decimals as toLocaleString does, for 0 to 4 fraction digits', SWEEP_BUDGET, () => {
    for (const digits of [0, 2, 4]) {
      for (const value of sampleValues()) {
        expect(formatDecimal(value, digits), `${value} with ${digits} digits`).toBe(
          value.toLocaleString('en-US', {maximumFractionDigits: digits}),
        );
      }
    }
  });

  it('writes US dollars as the currency format does', SWEEP_BUDGET, () => {
    for (const value of sampleValues()) {
      expect(formatUsd(value), String(value)).toBe(
        value.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 2}),
      );
    }
  });

  it('groups whole numbers and block numbers, bigint included', () => {
    expect(formatInteger(24_031_987n)).toBe('24,031,987');
    expect(formatInteger(-1_000n)).toBe('-1,000');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(2920)).toBe('2,920');
    expect(formatInteger(12_345_678_901_234_567_890n)).toBe(12_345_678_901_234_567_890n.toLocaleString('en-US'));
  });

  it('writes NaN and the infinities as Intl does', () => {
    expect(formatDecimal(Number.NaN, 2)).toBe('NaN');
    expect(formatDecimal(Number.NEGATIVE_INFINITY, 2)).toBe('-∞');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('$∞');
  });
});
