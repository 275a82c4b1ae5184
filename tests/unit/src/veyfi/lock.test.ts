import {
  formatLockDuration,
  fullWeightLockDays,
  maxBoostingLockDays,
  veyfiForUnlock,
  veyfiFromLock,
} from '@site/src/veyfi/lock';
import {DAY, MAX_LOCK_DURATION, WEEK, WEEK_START, weightPerYfi} from '@site/tests/unit/fixtures/veyfi/votingYfi';
import {describe, expect, it} from 'vitest';

describe('lock sub-calculator, by the VotingYFI rule', () => {
  it('counts at most 208 weeks (1,456 days), not 1,460', () => {
    expect(maxBoostingLockDays * DAY).toBe(MAX_LOCK_DURATION);
    expect(MAX_LOCK_DURATION / WEEK).toBe(208);
  });

  it('gives full weight to a lock of exactly 208 weeks', () => {
    expect(veyfiForUnlock(10, WEEK_START + MAX_LOCK_DURATION, WEEK_START)).toBe(10);
    expect(veyfiFromLock(10, 1_456, WEEK_START)).toBe(10);
    // One day short of 208 weeks ends a week earlier: 207 of 208 weeks.
    expect(veyfiFromLock(10, 1_455, WEEK_START)).toBeCloseTo(
      10 * weightPerYfi(WEEK_START + 1_455 * DAY, WEEK_START),
      12,
    );
    expect(veyfiFromLock(10, 1_455, WEEK_START)).toBeCloseTo((10 * 207) / 208, 12);
  });

  it('rounds an unlock time in the middle of a week down to the week', () => {
    const unlock = WEEK_START + 52 * WEEK + 3 * DAY + 5 * 3_600;
    expect(veyfiForUnlock(10, unlock, WEEK_START)).toBeCloseTo(10 * weightPerYfi(unlock, WEEK_START), 12);
    expect(veyfiForUnlock(10, unlock, WEEK_START)).toBeCloseTo(2.5, 12);
    // A lock made mid-week loses the part of the week already gone: 208 weeks from Sunday end on the Thursday before.
    const sunday = WEEK_START + 3 * DAY;
    expect(veyfiFromLock(10, 1_456, sunday)).toBeCloseTo(10 * weightPerYfi(sunday + 1_456 * DAY, sunday), 12);
    expect(veyfiFromLock(10, 1_456, sunday)).toBeLessThan(10);
    // An unlock time inside the current week rounds to its start, which has passed: no veYFI.
    expect(veyfiFromLock(10, 2, sunday)).toBe(0);
  });

  it('caps a lock longer than the maximum at full weight', () => {
    expect(veyfiFromLock(10, 2_000, WEEK_START)).toBe(10);
    expect(veyfiFromLock(10, 2_920, WEEK_START)).toBe(10);
    expect(veyfiFromLock(10, 5_000, WEEK_START)).toBe(10);
    // 209 weeks give full weight at any moment of the week, the last second included.
    expect(fullWeightLockDays).toBe(209 * 7);
    for (const now of [WEEK_START, WEEK_START + 3 * DAY, WEEK_START + WEEK - 1]) {
      expect(veyfiFromLock(10, fullWeightLockDays, now)).toBe(10 * weightPerYfi(now + 209 * WEEK, now));
      expect(veyfiFromLock(10, fullWeightLockDays, now)).toBe(10);
    }
  });

  it('scales linearly below the maximum and gives nothing for no lock', () => {
    expect(veyfiFromLock(10, 364, WEEK_START)).toBeCloseTo((10 * 52) / 208, 12);
    expect(veyfiFromLock(10, 0, WEEK_START)).toBe(0);
  });

  it('shows the duration in 365-day years and 30-day months', () => {
    expect(formatLockDuration(1_000)).toBe('2 years, 9 months, 0 days');
    expect(formatLockDuration(2_920)).toBe('8 years, 0 months, 0 days');
    expect(formatLockDuration(31)).toBe('0 years, 1 month, 1 day');
  });
});
