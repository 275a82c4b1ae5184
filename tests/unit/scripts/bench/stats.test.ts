import {percentile, summarize} from '@site/scripts/bench/stats';
import {describe, expect, it} from 'vitest';

describe('summarize', () => {
  it('gives the middle sample of an odd count and the mean of the middle two of an even one', () => {
    expect(summarize([3, 1, 2])).toEqual({median: 2, min: 1, max: 3});
    expect(summarize([4, 1, 3, 2])).toEqual({median: 2.5, min: 1, max: 4});
  });

  it('refuses no samples', () => {
    expect(() => summarize([])).toThrow();
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({length: 20}, (_, i) => i + 1);
    expect(percentile(samples, 95)).toBe(19);
    expect(percentile(samples, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
  });
});
