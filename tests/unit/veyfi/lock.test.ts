import {formatLockDuration, veyfiFromLock} from '@site/src/veyfi/lock';
import {describe, expect, it} from 'vitest';

describe('lock sub-calculator', () => {
  it('scales linearly up to four years', () => {
    expect(veyfiFromLock(10, 1_000)).toBeCloseTo((10 * (1_000 / 365)) / 4, 12);
    expect(veyfiFromLock(10, 365)).toBeCloseTo(2.5, 12);
    expect(veyfiFromLock(10, 0)).toBe(0);
  });

  it('gives nothing extra beyond four years, up to the eight-year slider end', () => {
    expect(veyfiFromLock(10, 1_460)).toBe(10);
    expect(veyfiFromLock(10, 2_920)).toBe(10);
    expect(veyfiFromLock(10, 5_000)).toBe(10);
  });

  it('shows the duration in 365-day years and 30-day months', () => {
    expect(formatLockDuration(1_000)).toBe('2 years, 9 months, 0 days');
    expect(formatLockDuration(2_920)).toBe('8 years, 0 months, 0 days');
    expect(formatLockDuration(31)).toBe('0 years, 1 month, 1 day');
  });
});
