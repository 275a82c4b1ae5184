import {findThrottlingRate, MAX_BISECT_STEPS, SCORE_TOLERANCE} from '@site/scripts/bench/throttlingRate';
import {describe, expect, it} from 'vitest';

// The low-tier class's score is Chrome DevTools' CPU calibration target
// (front_end/panels/mobile_throttling/CalibrationController.ts: lowScore 264).
const LOW = 264;

/**
 * A page whose score falls faster than the rate rises, as applied throttling behaves on a busy host: measured
 * on this project's CI host, a 8.5× slowdown of a host scoring about 2,240 gave about 190 in the throttled page,
 * not 264 (2240 / 190 = 8.5^1.15).
 */
function throttledPage(hostScore: number, exponent: number) {
  const rates: number[] = [];
  return {
    rates,
    scoreAt: async (rate: number) => {
      rates.push(rate);
      return hostScore / rate ** exponent;
    },
  };
}

describe('the throttling rate for a phone class, found in the throttled page', () => {
  it('gives the class score where the score falls faster than the rate rises, at a lower rate than the proportional one', async () => {
    for (const host of [1100, 2240, 2900]) {
      const page = throttledPage(host, 1.15);
      const found = await findThrottlingRate(LOW, page.scoreAt);
      expect(Math.abs(host / found.rate ** 1.15 - LOW)).toBeLessThan(SCORE_TOLERANCE);
      expect(found.score).toBeCloseTo(host / found.rate ** 1.15, 6);
      expect(found.rate).toBeLessThan(host / LOW);
      expect(found).toMatchObject({hostScore: host, hostSlowerThanDevice: false});
    }
  });

  it('gives about the proportional rate where the score falls in proportion', async () => {
    const found = await findThrottlingRate(LOW, throttledPage(2300, 1).scoreAt);
    expect(Math.abs(found.rate - 2300 / LOW) / (2300 / LOW)).toBeLessThan(0.04);
  });

  it('widens the upper bound when the page is still faster than the class there', async () => {
    // Scores barely fall: half again the proportional rate is far from slow enough.
    const page = throttledPage(2300, 0.6);
    const found = await findThrottlingRate(LOW, page.scoreAt);
    expect(Math.abs(found.score - LOW)).toBeLessThan(SCORE_TOLERANCE);
    expect(found.rate).toBeGreaterThan((2300 / LOW) * 1.5);
  });

  it('tries rates of at most two decimals, never below 1, a bounded number of times', async () => {
    const page = throttledPage(2240, 1.15);
    await findThrottlingRate(LOW, page.scoreAt);
    expect(page.rates[0]).toBe(1);
    for (const rate of page.rates) {
      expect(rate).toBeGreaterThanOrEqual(1);
      expect(Math.round(rate * 100) / 100).toBe(rate);
    }
    expect(page.rates.length).toBeLessThanOrEqual(2 + MAX_BISECT_STEPS);
  });

  it('runs unthrottled on a host no faster than the class, and says when it is slower', async () => {
    expect(await findThrottlingRate(LOW, throttledPage(200, 1).scoreAt)).toEqual({
      rate: 1,
      score: 200,
      hostScore: 200,
      hostSlowerThanDevice: true,
    });
    const atClass = await findThrottlingRate(LOW, throttledPage(270, 1).scoreAt);
    expect(atClass).toMatchObject({rate: 1, hostSlowerThanDevice: false});
  });

  it('stops at a benchmark that gave no score', async () => {
    await expect(findThrottlingRate(LOW, async (rate) => (rate === 1 ? 2300 : Number.NaN))).rejects.toThrow(
      /no score at a 13\.07× slowdown/,
    );
  });
});
