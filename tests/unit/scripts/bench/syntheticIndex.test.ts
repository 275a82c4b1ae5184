import {multiplyIndex} from '@site/scripts/bench/syntheticIndex';
import type {CompactIndex} from '@site/src/search/indexFormat';
import {tokenize} from '@site/src/search/text';
import {describe, expect, it} from 'vitest';

const index: CompactIndex = {
  v: 2,
  p: [
    ['/a', 'Docs', 'docs', 'en'],
    ['/b', 'Docs', 'docs', 'en'],
  ],
  h: [
    [0, 1, 'Vaults overview', '', -1],
    [0, 2, 'Deposits', 'deposits', 0],
    [1, 1, 'Strategies', '', -1],
  ],
  c: [
    [0, 'Vaults hold deposits and lend them to strategies.'],
    [2, 'Each strategy earns yield for one vault.'],
  ],
};

describe('multiplyIndex', () => {
  const copies = multiplyIndex(index, 10);

  it('copies every page, heading and paragraph, each copy under its own URLs', () => {
    expect(copies.p).toHaveLength(20);
    expect(copies.h).toHaveLength(30);
    expect(copies.c).toHaveLength(20);
    expect(new Set(copies.p.map(([url]) => url)).size).toBe(20);
    expect(copies.p.slice(0, 2)).toEqual(index.p);
  });

  it('points headings and paragraphs at the pages and parents of their own copy', () => {
    for (const [page, , , , parent] of copies.h) {
      if (parent >= 0) expect(copies.h[parent]![0]).toBe(page);
    }
    copies.h.forEach(([page], i) => {
      expect(Math.floor(i / 3)).toBe(Math.floor(page / 2));
    });
    for (const [heading] of copies.c) expect(heading).toBeLessThan(copies.h.length);
  });

  it('grows the vocabulary, keeping each new word in the shard of the word it replaces', () => {
    const words = (i: CompactIndex) =>
      new Set([...i.h.flatMap(([, , text]) => tokenize(text)), ...i.c.flatMap(([, text]) => tokenize(text))]);
    const original = words(index);
    const grown = words(copies);
    expect(grown.size).toBeGreaterThan(original.size);
    for (const word of grown) expect([...original].some((known) => word.startsWith(known))).toBe(true);
  });
});
