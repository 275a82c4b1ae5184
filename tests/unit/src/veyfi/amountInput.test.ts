import {parseAmountInput} from '@site/src/veyfi/amountInput';
import {describe, expect, it} from 'vitest';

const veyfi = {
  unit: 'veYFI',
  decimals: 18,
  max: {value: 10_000, message: 'That is more veYFI than exists in total (10,000 veYFI).'},
};

describe('amount input', () => {
  it('accepts plain decimal amounts', () => {
    expect(parseAmountInput(' 12.5 ', veyfi)).toEqual({ok: true, value: 12.5});
    expect(parseAmountInput('.5', veyfi)).toEqual({ok: true, value: 0.5});
    expect(parseAmountInput('10000', veyfi)).toEqual({ok: true, value: 10_000});
  });

  it('explains every bad input in its own words', () => {
    expect(parseAmountInput('', veyfi)).toEqual({ok: false, message: 'Enter an amount of veYFI.'});
    expect(parseAmountInput('0', veyfi)).toEqual({ok: false, message: 'Enter an amount of veYFI above zero.'});
    expect(parseAmountInput('0.000', veyfi)).toEqual({ok: false, message: 'Enter an amount of veYFI above zero.'});
    expect(parseAmountInput('-3', veyfi)).toEqual({ok: false, message: 'Amounts cannot be negative.'});
    expect(parseAmountInput('abc', veyfi)).toEqual({
      ok: false,
      message: '“abc” is not a number. Use digits and at most one dot.',
    });
    expect(parseAmountInput('1.2.3', veyfi).ok).toBe(false);
    expect(parseAmountInput('NaN', veyfi).ok).toBe(false);
    expect(parseAmountInput('Infinity', veyfi).ok).toBe(false);
    expect(parseAmountInput('1,000', veyfi)).toMatchObject({
      ok: false,
      message: expect.stringContaining('no thousands separators'),
    });
    expect(parseAmountInput('1e3', veyfi)).toMatchObject({ok: false, message: expect.stringContaining('in digits')});
    expect(parseAmountInput(`1.${'1'.repeat(19)}`, veyfi)).toEqual({
      ok: false,
      message: 'Amounts in veYFI have at most 18 decimals; this one has 19.',
    });
    expect(parseAmountInput('10000.5', veyfi)).toEqual({
      ok: false,
      message: 'That is more veYFI than exists in total (10,000 veYFI).',
    });
    expect(parseAmountInput('9'.repeat(400), {unit: 'USD', decimals: 2})).toEqual({
      ok: false,
      message: 'That number is too large to be a real amount.',
    });
    expect(parseAmountInput('1000000000000000', {unit: 'USD', decimals: 2})).toEqual({
      ok: false,
      message: 'That number is too large to be a real amount.',
    });
  });

  it('uses the token’s own decimals, such as 6 for USDC-1 shares', () => {
    expect(parseAmountInput('1.1234567', {unit: 'vault shares', decimals: 6})).toEqual({
      ok: false,
      message: 'Amounts in vault shares have at most 6 decimals; this one has 7.',
    });
    expect(parseAmountInput('1.123456', {unit: 'vault shares', decimals: 6})).toEqual({ok: true, value: 1.123456});
  });

  it('allows zero where zero makes sense', () => {
    expect(parseAmountInput('0', {unit: 'YFI', decimals: 18, allowZero: true})).toEqual({ok: true, value: 0});
  });
});
