import {encodePostings, forEachPosting} from '@site/src/search/shardFormat';
import {describe, expect, it} from 'vitest';

function decode(encoded: string): number[][] {
  const postings: number[][] = [];
  forEachPosting(encoded, (delta, score, heading) => postings.push([delta, score, heading]));
  return postings;
}

describe('encoded postings', () => {
  it('read back the same triples, across digit boundaries and for large numbers', () => {
    const triples = [
      [0, 1, 0],
      [31, 32, 3],
      [33, 1023, 0],
      [1024, 32767, 255],
      [32768, 1_048_576, 1],
      [7, 123_456_789, 0],
    ];
    const encoded = encodePostings(triples.flat());
    expect(decode(encoded)).toEqual(triples);
  });

  it('are JSON-safe and take under 60% of the characters of the numbers written as JSON', () => {
    const numbers = [3, 1099, 0, 10, 474, 0, 59, 1170, 0, 129, 1276, 4];
    const encoded = encodePostings(numbers);
    expect(encoded).toMatch(/^[0-9a-zA-Z_-]+$/);
    expect(JSON.stringify(encoded).length).toBeLessThan(JSON.stringify(numbers).length * 0.6);
  });

  it('give one character per number below 32', () => {
    expect(encodePostings([0, 5, 31])).toHaveLength(3);
    expect(decode(encodePostings([0, 5, 31]))).toEqual([[0, 5, 31]]);
  });
});
