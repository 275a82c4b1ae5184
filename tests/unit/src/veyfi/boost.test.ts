import {computeBoost, maxDepositForFullBoost, veyfiForFullBoost} from '@site/src/veyfi/boost';
import {describe, expect, it} from 'vitest';

// A gauge holding 500,000 shares, 20,000 veYFI in existence, a reader with 50 veYFI.
const base = {totalVeyfi: 20_000, gaugeTotal: 500_000, veyfi: 50};

describe('boost formula (gauge contract form)', () => {
  it('below the maximum: 1 + 9·T·v/(V·A)', () => {
    const result = computeBoost({...base, deposit: 10_000});
    expect(result.boost).toBeCloseTo(2.125, 12);
    expect(result.capped).toBe(false);
    expect(result.undefinedBecause).toBeUndefined();
  });

  it('at the maximum: exactly 10 when the veYFI share equals the deposit share', () => {
    const deposit = maxDepositForFullBoost(base);
    expect(deposit).toBe(1_250);
    const result = computeBoost({...base, deposit});
    expect(result.boost).toBe(10);
    expect(result.capped).toBe(false);
  });

  it('clamped at 10 when the veYFI share exceeds the deposit share', () => {
    const result = computeBoost({...base, deposit: 100});
    expect(result.boost).toBe(10);
    expect(result.capped).toBe(true);
    expect(computeBoost({...base, deposit: 1e-12}).boost).toBe(10);
  });

  it('zero deposit: no meaningful boost, reported as 1 and flagged', () => {
    expect(computeBoost({...base, deposit: 0})).toEqual({boost: 1, capped: false, undefinedBecause: 'zero-deposit'});
  });

  it('zero veYFI supply or zero veYFI gives the base boost of 1, never NaN', () => {
    expect(computeBoost({...base, totalVeyfi: 0, deposit: 10})).toEqual({
      boost: 1,
      capped: false,
      undefinedBecause: 'zero-supply',
    });
    expect(computeBoost({...base, veyfi: 0, deposit: 10}).boost).toBe(1);
    expect(computeBoost({...base, gaugeTotal: 0, deposit: 10}).boost).toBe(1);
  });

  it('finds the veYFI needed for the full boost', () => {
    expect(veyfiForFullBoost({totalVeyfi: 20_000, gaugeTotal: 500_000, deposit: 1_250})).toBe(50);
    expect(veyfiForFullBoost({totalVeyfi: 20_000, gaugeTotal: 0, deposit: 1})).toBe(Number.POSITIVE_INFINITY);
  });
});
