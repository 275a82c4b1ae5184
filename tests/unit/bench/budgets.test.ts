import {describe, expect, it} from 'vitest';
import {budgets, meetsBudget} from '../../../config/budgets';

describe('meetsBudget', () => {
  it('reads each comparison as the target was written', () => {
    expect(meetsBudget(140_000, budgets.sharedJs)).toBe(true);
    expect(meetsBudget(140_001, budgets.sharedJs)).toBe(false);
    expect(meetsBudget(3_000, budgets.searchFirstLoadJs)).toBe(false);
    expect(meetsBudget(2_999, budgets.searchFirstLoadJs)).toBe(true);
    expect(meetsBudget(90, budgets.lighthouseMobilePerformance)).toBe(true);
    expect(meetsBudget(89, budgets.lighthouseMobilePerformance)).toBe(false);
  });
});
