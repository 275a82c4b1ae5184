import {boostByDeposit, boostByVeyfi, formatCompact, seriesPoints} from '@site/src/veyfi/chartSeries';
import {describe, expect, it} from 'vitest';

const gauge = {totalVeyfi: 20_000, gaugeTotal: 500_000};

describe('chart series', () => {
  it('plots boost against deposit from 0 to where the boost has faded', () => {
    const {x, y} = boostByDeposit({...gauge, veyfi: 50});
    expect(x).toHaveLength(seriesPoints);
    expect(x[0]).toBe(0);
    expect(y[0]).toBe(10);
    // The range ends once the curve has flattened out near the base boost of 1.
    expect(y.at(-1)!).toBeLessThan(1.5);
    expect(x.at(-1)!).toBeGreaterThan(1_250);
    expect(y.every((b) => Number.isFinite(b) && b >= 1 && b <= 10)).toBe(true);
    // Non-increasing: more deposit never raises the boost.
    expect(y.every((b, i) => i === 0 || b <= y[i - 1]! + 1e-12)).toBe(true);
  });

  it('plots boost against veYFI up to 1.3 times the amount that reaches 10', () => {
    const {x, y} = boostByVeyfi({...gauge, deposit: 1_250});
    expect(x).toHaveLength(seriesPoints);
    expect(x[0]).toBe(0.01);
    expect(x.at(-1)!).toBeGreaterThanOrEqual(50 * 1.3);
    expect(x.at(-1)!).toBeLessThan(50 * 1.3 * 1.2);
    expect(y.at(-1)).toBe(10);
    expect(y.every((b) => Number.isFinite(b))).toBe(true);
  });

  it('stays finite for an empty gauge', () => {
    const {y} = boostByVeyfi({totalVeyfi: 20_000, gaugeTotal: 0, deposit: 10});
    expect(y.every((b) => b === 1)).toBe(true);
  });

  it('writes axis labels compactly', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(0.0125)).toBe('0.013');
    expect(formatCompact(1_250)).toBe('1.3k');
    expect(formatCompact(2_500_000)).toBe('2.5M');
    expect(formatCompact(7e9)).toBe('7B');
  });
});
