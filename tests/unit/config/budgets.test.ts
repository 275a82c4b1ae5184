import {type Budget, budgets, meetsBudget} from '@site/config/budgets';
import {describe, expect, it} from 'vitest';

describe('meetsBudget', () => {
  it('reads `<=` as a ceiling that the limit itself meets', () => {
    const ceiling: Budget = {limit: 10, comparison: '<='};
    expect(meetsBudget(9, ceiling)).toBe(true);
    expect(meetsBudget(10, ceiling)).toBe(true);
    expect(meetsBudget(10.001, ceiling)).toBe(false);
  });

  it('reads `<` as a ceiling that the limit itself breaks', () => {
    const strict: Budget = {limit: 10, comparison: '<'};
    expect(meetsBudget(9.999, strict)).toBe(true);
    expect(meetsBudget(10, strict)).toBe(false);
    expect(meetsBudget(11, strict)).toBe(false);
  });

  it('reads `>=` as a floor that the limit itself meets', () => {
    const floor: Budget = {limit: 90, comparison: '>='};
    expect(meetsBudget(100, floor)).toBe(true);
    expect(meetsBudget(90, floor)).toBe(true);
    expect(meetsBudget(89.9, floor)).toBe(false);
  });

  it('never lets a measurement that failed (NaN) pass, whichever the comparison', () => {
    for (const comparison of ['<', '<=', '>='] as const)
      expect(meetsBudget(Number.NaN, {limit: 1, comparison})).toBe(false);
  });
});

describe('the budgets', () => {
  it('are each a finite, non-negative limit that some measurement can meet', () => {
    for (const [name, budget] of Object.entries(budgets)) {
      expect(Number.isFinite(budget.limit) && budget.limit >= 0, name).toBe(true);
      // A strict ceiling of 0 could never be met.
      expect(budget.comparison === '<' && budget.limit === 0, name).toBe(false);
    }
  });
});

describe('the phone-class Lighthouse budgets', () => {
  it('are those issue 41 sets for every bench page', () => {
    // Issue 41: TBT ≤ 100 ms mid-tier and ≤ 300 ms low-tier; LCP ≤ 1.5 s and ≤ 2.5 s; performance ≥ 95 mid-tier.
    expect(budgets.tbtMidTierMs).toEqual({limit: 100, comparison: '<='});
    expect(budgets.tbtLowTierMs).toEqual({limit: 300, comparison: '<='});
    expect(budgets.lcpMidTierMs).toEqual({limit: 1500, comparison: '<='});
    expect(budgets.lcpLowTierMs).toEqual({limit: 2500, comparison: '<='});
    expect(budgets.lighthouseMidTierPerformance).toEqual({limit: 95, comparison: '>='});
  });
});
