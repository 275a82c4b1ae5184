import {boundedDistance, isOneEditApart} from '@site/src/search/editDistance';
import {describe, expect, it} from 'vitest';

describe('edit distance', () => {
  it('measures edit distance within a bound', () => {
    expect(boundedDistance('vault', 'vaults', 1)).toBe(1);
    expect(boundedDistance('stratgy', 'strategy', 1)).toBe(1);
    expect(boundedDistance('vault', 'valid', 1)).toBe(-1);
  });

  it('tells words one edit apart: a letter changed, added or dropped, anywhere', () => {
    for (const [a, b] of [
      ['vault', 'vaults'],
      ['vaults', 'vault'],
      ['stratgy', 'strategy'],
      ['strategy', 'strategu'],
      ['deposit', 'xeposit'],
      ['yearn', 'earn'],
      ['a', ''],
    ])
      expect(isOneEditApart(a!, b!), `${a} ~ ${b}`).toBe(true);
    for (const [a, b] of [
      ['vault', 'vault'],
      ['vault', 'valid'],
      ['vault', 'vaultss'],
      ['strategy', 'stratgey'],
      ['deposit', 'depot'],
      ['ab', 'ba'],
    ])
      expect(isOneEditApart(a!, b!), `${a} ~ ${b}`).toBe(false);
  });
});
