import {missingResultsUrl} from '@site/src/search/missingResultsUrl';
import {MAX_QUERY_LENGTH, normalizeQuery, parseQuery, queryWords, toWellFormed} from '@site/src/search/text';
import {describe, expect, it} from 'vitest';

describe('query text', () => {
  it('replaces unpaired surrogates so the query can be URL-encoded, keeping real pairs', () => {
    const fixed = toWellFormed('a\uD800b\uDC00c😀');
    expect(fixed).toBe('a\uFFFDb\uFFFDc😀');
    expect(() => encodeURIComponent(fixed)).not.toThrow();
  });

  it('caps the query at Algolia’s length limit without splitting a pair badly', () => {
    const query = `${'x'.repeat(MAX_QUERY_LENGTH - 1)}😀tail`;
    const normalized = normalizeQuery(query);
    expect(normalized).toHaveLength(MAX_QUERY_LENGTH);
    expect(() => encodeURIComponent(normalized)).not.toThrow();
  });

  it('splits words on anything but letters and digits, lowercased, at most 12 of them', () => {
    expect(queryWords('ERC-4626 Vault_V3')).toEqual(['erc', '4626', 'vault', 'v3']);
    expect(queryWords('ab '.repeat(50))).toHaveLength(12);
  });

  it('answers a query whose last word has one letter so far as it stood before that letter', () => {
    const before = parseQuery('vault ');
    expect(parseQuery('vault s')).toEqual(before);
    expect(before.words.at(-1)).toMatchObject({term: 'vault', isLast: true});
    expect(queryWords('vault 3')).toEqual(['vault', '3']);
    expect(queryWords('vault st')).toEqual(['vault', 'st']);
    expect(queryWords('s')).toEqual(['s']);
  });

  it('completes the word being typed from two letters alone, from three after other words', () => {
    const last = (query: string) => parseQuery(query).words.at(-1)!;
    expect(last('st')).toMatchObject({term: 'st', isLast: true});
    expect(last('vault st')).toMatchObject({term: 'st', isLast: false});
    expect(last('vault str')).toMatchObject({term: 'str', isLast: true});
  });
});

describe('missingResultsUrl', () => {
  it('opens a new GitHub issue titled with the query', () => {
    const url = missingResultsUrl('https://github.com/yearn/yearn-devdocs/issues', 'yvUSDC address');
    expect(url).toBe(
      `https://github.com/yearn/yearn-devdocs/issues/new?title=${encodeURIComponent('Search: no results for "yvUSDC address"')}`,
    );
  });

  it('links to another tracker as it is', () => {
    expect(missingResultsUrl('https://forum.example/feedback', 'x')).toBe('https://forum.example/feedback');
  });
});
