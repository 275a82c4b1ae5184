import type {PagefindApi, PagefindResultData} from '@site/scripts/bench/pagefind/pagefindApi';
import {createPagefindBackend} from '@site/scripts/bench/pagefind/pagefindBackend';
import {pagefindHit} from '@site/scripts/bench/pagefind/toHits';
import {modalPages, modalRequest} from '@site/scripts/bench/searchQuality';
import {flattenRequests} from '@site/src/search/requests';
import {describe, expect, it} from 'vitest';

const TAGS = {origin: 'https://docs.example', highlightPreTag: '<em>', highlightPostTag: '</em>'};

/** A guide whose matches sit mostly under its "Withdrawing" heading (an h3). */
const GUIDE: PagefindResultData = {
  url: '/guides/vaults',
  excerpt: 'Deposit into a <mark>vault</mark> first.',
  meta: {title: 'Using <V3> Vaults', section: 'User Docs'},
  word_count: 120,
  sub_results: [
    {
      title: 'Using <V3> Vaults',
      url: '/guides/vaults',
      excerpt: 'Deposit into a <mark>vault</mark> first.',
      locations: [4],
      weighted_locations: [{weight: 1, balanced_score: 10, location: 4}],
    },
    {
      title: 'Withdrawing',
      url: '/guides/vaults#withdrawing',
      anchor: {element: 'h3', id: 'withdrawing', text: 'Withdrawing', location: 40},
      excerpt: 'To <mark>withdraw</mark>, redeem your <mark>vault</mark> shares.',
      locations: [41, 45],
      weighted_locations: [
        {weight: 1, balanced_score: 10, location: 41},
        {weight: 1, balanced_score: 10, location: 45},
      ],
    },
  ],
};

/** A page with one match in its opening and one under a heading: a tie. */
const FAQ: PagefindResultData = {
  url: '/faq',
  excerpt: 'Fees are <mark>low</mark>.',
  meta: {title: 'FAQ'},
  word_count: 40,
  sub_results: [
    {
      title: 'FAQ',
      url: '/faq',
      excerpt: 'Fees are <mark>low</mark>.',
      locations: [2],
      weighted_locations: [{weight: 1, balanced_score: 5, location: 2}],
    },
    {
      title: 'Costs',
      url: '/faq#costs',
      anchor: {element: 'h2', id: 'costs', text: 'Costs', location: 20},
      excerpt: 'Gas is <mark>low</mark> too.',
      locations: [22],
      weighted_locations: [{weight: 1, balanced_score: 5, location: 22}],
    },
  ],
};

describe('a Pagefind result as a modal hit', () => {
  it('points at the heading with the most matches, under the page title and its section', () => {
    const hit = pagefindHit(GUIDE, TAGS);
    expect(hit.url).toBe('https://docs.example/guides/vaults#withdrawing');
    expect(hit.url_without_anchor).toBe('https://docs.example/guides/vaults');
    expect(hit.anchor).toBe('withdrawing');
    expect(hit.type).toBe('lvl3');
    expect(hit.hierarchy).toEqual({
      lvl0: 'User Docs',
      lvl1: 'Using <V3> Vaults',
      lvl2: null,
      lvl3: 'Withdrawing',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
  });

  it('shows the matched words with the tags the request names, and titles as text', () => {
    const hit = pagefindHit(GUIDE, TAGS);
    expect(hit._snippetResult?.content?.value).toBe('To <em>withdraw</em>, redeem your <em>vault</em> shares.');
    expect(hit._highlightResult?.hierarchy.lvl1?.value).toBe('Using &lt;V3&gt; Vaults');
  });

  it('points at the page itself when its opening matches as much as any heading', () => {
    const hit = pagefindHit(FAQ, TAGS);
    expect(hit.url).toBe('https://docs.example/faq');
    expect(hit.anchor).toBeNull();
    expect(hit.type).toBe('lvl1');
    expect(hit.hierarchy?.lvl2).toBeNull();
  });

  it('groups a page Pagefind has no section for under "Documentation"', () => {
    expect(pagefindHit(FAQ, TAGS).hierarchy?.lvl0).toBe('Documentation');
  });
});

describe('the Pagefind backend', () => {
  const pages = [FAQ, GUIDE, {...FAQ, url: '/other', meta: {title: 'Other'}}];
  const loaded: string[] = [];
  const pagefind: PagefindApi = {
    options: async () => undefined,
    init: async () => undefined,
    search: async () => ({
      results: pages.map((page, rank) => ({
        id: page.url,
        score: 1 - rank / 10,
        data: async () => {
          loaded.push(page.url);
          return page;
        },
      })),
    }),
  };

  it('answers the modal request with one hit per page, pages of one section together as the modal groups them', async () => {
    const response = await createPagefindBackend(pagefind, '').search(modalRequest('low', ['default']));
    const result = response.results[0]!;
    expect(result.nbHits).toBe(3);
    expect(modalPages(result.hits)).toEqual(['/faq', '/other', '/guides/vaults']);
  });

  it('loads no page past the requested page size', async () => {
    loaded.length = 0;
    const [request] = flattenRequests(modalRequest('low', ['default']));
    const response = await createPagefindBackend(pagefind, '').search({requests: [{...request, hitsPerPage: 2}]});
    expect(response.results[0]!.hits).toHaveLength(2);
    expect(loaded).toEqual(['/faq', '/guides/vaults']);
  });
});
