/**
 * Whatever a built page says can be searched for, in the forms readers type:
 * pages go through the extractor and the index builder as in the build, and
 * queries through the engine as in the modal. Numbers, standards' names,
 * versions, hex addresses and identifier parts are read alike on both
 * sides; no query of the site's words comes back empty; one family of pages
 * takes at most two of the first five places while other pages match.
 */

import {SEARCH_PAGE_STATUS_RULES} from '@site/config/search';
import {compactIndex} from '@site/plugins/local-search/buildIndex';
import {extractPage} from '@site/plugins/local-search/extractPage';
import {shardIndex} from '@site/plugins/local-search/shardIndex';
import {SearchEngine} from '@site/src/search/engine';
import {type CompactIndex, INDEX_FORMAT_VERSION} from '@site/src/search/indexFormat';
import {PAGE_STATUS} from '@site/src/search/pageStatus';
import {parseQuery, scanWords, tokenize} from '@site/src/search/text';
import {docPage, heading} from '@site/tests/unit/fixtures/search/pages';
import {describe, expect, it} from 'vitest';

// The Yearn 4626 Router on Ethereum (shared/reference/briefs/developers/v3/Integrating_v3.md), checksummed as the address tables write it.
const ROUTER_ADDRESS = '0x1112dbCF805682e828606f74AB717abf4b4FD8DE';

const builtPages = [
  docPage({
    url: '/developers/router',
    title: 'Yearn4626Router',
    body: `<p>Routes deposits into ERC-4626 vaults in one transaction.</p>${heading(2, 'Deployment', 'deployment')}<p>Deployed at <code>${ROUTER_ADDRESS}</code> on Ethereum.</p>`,
  }),
  docPage({
    url: '/developers/releases',
    title: 'Vault releases',
    body: `<p>Most V3 vaults run release v3.0.4 of the vault contract.</p>${heading(2, 'Limits', 'limits')}<p>A deposit limit of 10,000 USDC applies to new vaults.</p>`,
  }),
  docPage({
    url: '/developers/smart-contracts/deprecated/V2/version-0.4.3/vault',
    title: 'Vault',
    body: '<p>The V2 vault of release 0.4.3, before the 3.0 line.</p>',
  }),
  docPage({
    url: '/contributing/proposals',
    title: 'List of YIPs',
    body: '<p>Every Yearn Improvement Proposal on record, newest first.</p>',
  }),
];

const index = compactIndex(
  builtPages.map(
    (html, i) => extractPage(html, {fallbackUrl: `/p${i}`, sectionLabels: {}, statusRules: SEARCH_PAGE_STATUS_RULES})!,
  ),
);

async function engineOf(compact: CompactIndex): Promise<SearchEngine> {
  const files = shardIndex(compact);
  return SearchEngine.open(async (path) => JSON.parse(JSON.stringify(files.get(path))));
}

const engine = await engineOf(index);

/** Pages in the modal's order (each page's best section first). */
async function pages(query: string, on: SearchEngine = engine, limit = 20): Promise<string[]> {
  const result = await on.search(query, undefined, limit, {distinctPages: true});
  const hits = await on.hits(result.sections, result);
  return [...new Set(hits.map((hit) => hit.record.url_without_anchor))];
}

describe('the extractor and the query read words alike', () => {
  it('reads a standard’s name as one word, however it is written', async () => {
    expect(tokenize('ERC-4626')).toEqual(['erc4626', 'erc', '4626']);
    for (const query of ['ERC-4626', 'ERC4626', 'erc 4626', 'erc-4626', '4626']) {
      expect(await pages(query), query).toEqual(['/developers/router']);
    }
  });

  it('finds an identifier from its parts and the parts from the identifier', async () => {
    expect((await pages('4626 router'))[0]).toBe('/developers/router');
    expect((await pages('Yearn4626Router'))[0]).toBe('/developers/router');
  });

  it('matches a version whole, with or without its v, and never the same digits in another order', async () => {
    expect(scanWords('v3.0.4').map((word) => word.whole)).toEqual(['3.0.4']);
    expect(await pages('3.0.4')).toEqual(['/developers/releases']);
    expect(await pages('v3.0.4')).toEqual(['/developers/releases']);
    expect(await pages('0.4.3')).toEqual(['/developers/smart-contracts/deprecated/V2/version-0.4.3/vault']);
    // The end of a sentence is no part of a version
    expect(tokenize('It runs 3.0.4.')).toContain('3.0.4');
  });

  it('reads a number with thousands separators as the number', async () => {
    expect(await pages('10000')).toEqual(['/developers/releases']);
    expect(await pages('10,000 USDC')).toEqual(['/developers/releases']);
  });

  it('finds an address from the whole of it or from its first six hex digits, in any case, with or without 0x', async () => {
    for (const query of [
      ROUTER_ADDRESS,
      ROUTER_ADDRESS.toLowerCase(),
      ROUTER_ADDRESS.toUpperCase().replace('0X', '0x'),
      ROUTER_ADDRESS.slice(0, 8),
      ROUTER_ADDRESS.slice(2, 10).toLowerCase(),
      `router ${ROUTER_ADDRESS.slice(0, 10)}`,
    ]) {
      expect(await pages(query), query).toEqual(['/developers/router']);
    }
    // Five hex digits are too few to stand for an address
    expect(parseQuery(ROUTER_ADDRESS.slice(0, 7)).words[0]!.isLast).toBe(true);
    expect(parseQuery(`${ROUTER_ADDRESS.slice(0, 7)} vault`).words[0]!.isLast).toBe(false);
  });

  it('reads a plural acronym as the plural of the acronym, not as two words', async () => {
    expect(tokenize('YIPs')).toEqual(['yips']);
    expect(await pages('YIP list')).toEqual(['/contributing/proposals']);
    expect(await pages('list of YIPs')).toEqual(['/contributing/proposals']);
  });
});

describe('nothing on the site is unfindable', () => {
  it('finds every word of every page, and never answers a query of the site’s words with nothing', async () => {
    const pageWords = new Map<string, Set<string>>();
    for (const [pageIndex, , text] of index.h) {
      const url = index.p[pageIndex]![0];
      for (const word of tokenize(text)) pageWords.set(word, (pageWords.get(word) ?? new Set()).add(url));
    }
    index.c.forEach(([headingIndex, text]) => {
      const url = index.p[index.h[headingIndex]![0]]![0];
      for (const word of tokenize(text)) pageWords.set(word, (pageWords.get(word) ?? new Set()).add(url));
    });
    expect(pageWords.size).toBeGreaterThan(50);
    const words = [...pageWords.keys()];
    for (const [word, urls] of pageWords) {
      const found = await pages(word, engine, 50);
      for (const url of urls) expect(found, word).toContain(url);
    }
    // Words of different pages together: the pages with any of them
    for (let i = 0; i + 2 < words.length; i += 3) {
      const query = words.slice(i, i + 3).join(' ');
      expect((await engine.search(query)).count, query).toBeGreaterThan(0);
    }
  });
});

describe('one family does not crowd out the answer', () => {
  const {current, legacy} = PAGE_STATUS;
  const records = Array.from({length: 6}, (_, i) => 60 + i);
  const corpus: CompactIndex = {
    v: INDEX_FORMAT_VERSION,
    p: [
      ...records.map((n): CompactIndex['p'][number] => [
        `/governance/yips/yip-${n}`,
        'Governance',
        'default',
        'en',
        legacy,
        '/governance/yips/yip-#',
      ]),
      ['/security/multisig', 'Security', 'default', 'en', current, ''],
    ],
    h: [
      ...records.map((n, i): CompactIndex['h'][number] => [i, 1, `YIP-${n}: Rotate multisig signers`, '', -1]),
      [records.length, 1, 'Multisig', '', -1],
      [records.length, 2, 'Signers', 'signers', records.length],
    ],
    c: [
      ...records.map((n, i): CompactIndex['c'][number] => [i, `Replaces multisig signers, proposal ${n}.`]),
      [records.length + 1, 'Nine signers approve each transaction of the multisig.'],
    ],
  };
  const small = engineOf(corpus);

  it('gives the records of one numbered series at most two of the first five places while another page matches', async () => {
    const found = await pages('multisig signers', await small);
    // Every record matches better than the multisig page: two of them come first, then the page
    expect(found.slice(0, 3)).toEqual(['/governance/yips/yip-60', '/governance/yips/yip-61', '/security/multisig']);
    // The other records stay reachable, below
    expect(found).toHaveLength(records.length + 1);
    expect((await (await small).search('multisig signers')).count).toBe(records.length + 2);
  });

  it('lets the series fill the first places when nothing else matches', async () => {
    const found = await pages('rotate', await small);
    expect(found.slice(0, 5).every((url) => url.includes('/yips/'))).toBe(true);
  });

  it('classifies numbered records as one family by their path', async () => {
    const {classifyPage} = await import('@site/src/search/pageStatus');
    const a = classifyPage('/contributing/governance/yips/yip-62', SEARCH_PAGE_STATUS_RULES, false);
    const b = classifyPage('/contributing/governance/yips/yip-84', SEARCH_PAGE_STATUS_RULES, false);
    expect(a.family).toBe(b.family);
    expect(a.family).not.toBe('');
    expect(classifyPage('/developers/addresses/v3-contracts', SEARCH_PAGE_STATUS_RULES, false).family).toBe('');
  });
});
