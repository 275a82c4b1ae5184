import {answerRequest} from '@site/src/search/answer';
import {SearchEngine} from '@site/src/search/engine';
import {SupersededSearchError} from '@site/src/search/latestOnly';
import {flattenRequests} from '@site/src/search/requests';
import {engine, memoryLoader} from '@site/tests/unit/fixtures/search/corpus';
import {describe, expect, it} from 'vitest';

const origin = 'http://127.0.0.1:4301';

/** DocSearch's modal request, as DocSearch v3.9 builds it. */
function modalRequest(query: string, snippetWords = 10) {
  const levels = [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:${snippetWords}`);
  return {
    query,
    indexName: 'yearn-docs',
    attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
    attributesToSnippet: [...levels, `content:${snippetWords}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    facetFilters: [
      'language:en',
      [
        'docusaurus_tag:default',
        'docusaurus_tag:docs-developers-current',
        'docusaurus_tag:docs-getting-started-current',
        'docusaurus_tag:docs-resources-current',
      ],
    ],
  };
}

const words = (html: string) =>
  html
    .replace(/<\/?mark>|…/g, '')
    .split(/\s+/)
    .filter(Boolean);

describe('answerRequest (DocSearch modal)', () => {
  it('returns absolute URLs with anchors and only the hierarchy levels a hit has', async () => {
    const response = await answerRequest(engine, modalRequest('harvest'), {origin});
    const hit = response.hits[0]!;
    expect(hit.url).toBe(`${origin}/resources/glossary#harvest`);
    expect(Object.keys(hit._highlightResult!.hierarchy!)).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(hit._highlightResult!.hierarchy!.lvl2!.value).toBe('<mark>Harvest</mark>');
  });

  it('escapes page text so only the highlight tags are markup', async () => {
    const response = await answerRequest(engine, modalRequest('harvesting collects'), {origin});
    const content = response.hits[0]!._highlightResult!.content!.value;
    expect(content).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(content).toContain('<mark>Harvesting</mark>');
  });

  it('cuts snippets to the requested number of words around the match', async () => {
    const ten = (await answerRequest(engine, modalRequest('underlying'), {origin})).hits[0]!._snippetResult!.content!
      .value;
    const five = (await answerRequest(engine, modalRequest('underlying', 5), {origin})).hits[0]!._snippetResult!
      .content!.value;
    expect(words(ten)).toHaveLength(10);
    expect(words(five)).toHaveLength(5);
    expect(five).toContain('<mark>underlying</mark>');
    expect(five.startsWith('…')).toBe(true);
  });

  it('counts matching sections in nbHits and pages them', async () => {
    const all = await answerRequest(engine, {...modalRequest('vault'), facetFilters: undefined}, {origin});
    expect(all.nbHits).toBe(all.hits.length);
    const second = await answerRequest(
      engine,
      {...modalRequest('vault'), facetFilters: undefined, hitsPerPage: 2, page: 1},
      {origin},
    );
    expect(second.nbHits).toBe(all.nbHits);
    expect(second.nbPages).toBe(Math.ceil(all.nbHits / 2));
    expect(second.hits.map((hit) => hit.url)).toEqual(all.hits.slice(2, 4).map((hit) => hit.url));
  });

  it('answers only the hits the modal shows when it caps each group, and still counts them all', async () => {
    const all = await answerRequest(engine, {...modalRequest('vault'), facetFilters: undefined}, {origin});
    const groupOf = (hit: (typeof all.hits)[number]) => hit.hierarchy?.lvl0;
    const groups = all.hits.map(groupOf);
    expect(new Set(groups).size).toBeLessThan(groups.length);
    const capped = await answerRequest(
      engine,
      {...modalRequest('vault'), facetFilters: undefined},
      {origin, maxHitsPerGroup: 1},
    );
    expect(capped.nbHits).toBe(all.nbHits);
    expect(capped.hits.map((hit) => hit.url)).toEqual(
      all.hits
        .filter((hit, i) => all.hits.findIndex((other) => groupOf(other) === groupOf(hit)) === i)
        .map((hit) => hit.url),
    );
  });

  it('applies contextual facet filters', async () => {
    const response = await answerRequest(engine, modalRequest('vault'), {origin});
    expect(response.hits.map((hit) => hit.url)).not.toContain(`${origin}/developers/old/vault`);
  });
});

describe('answerRequest (algoliasearch-helper on /search)', () => {
  it('reads the legacy request form with a params string and answers facets, default tags and snippets', async () => {
    const [main, facetQuery] = flattenRequests([
      {
        indexName: 'yearn-docs',
        params:
          'query=deposit&hitsPerPage=20&page=0&facets=%5B%22language%22%2C%22docusaurus_tag%22%5D&facetFilters=%5B%5B%22language%3Aen%22%5D%5D',
      },
      {
        indexName: 'yearn-docs',
        params: {
          query: 'deposit',
          hitsPerPage: 0,
          facets: 'docusaurus_tag',
          attributesToHighlight: [],
          attributesToSnippet: [],
        },
      },
    ]);
    const response = await answerRequest(engine, main!, {origin});
    expect(response.query).toBe('deposit');
    expect(response.facets!.language!.en).toBe(response.nbHits);
    const hit = response.hits.find((candidate) => candidate.content)!;
    expect(hit._snippetResult!.content!.value).toMatch(
      /<span class="algolia-docsearch-suggestion--highlight">deposits?<\/span>/i,
    );
    const facets = await answerRequest(engine, facetQuery!, {origin});
    expect(facets.hits).toEqual([]);
    expect(Object.values(facets.facets!.docusaurus_tag!).reduce((a, b) => a + b, 0)).toBe(response.nbHits);
  });

  it('answers hostile queries quickly and as text', async () => {
    const huge = 'vault '.repeat(2000);
    const started = Date.now();
    const response = await answerRequest(engine, {query: `${huge}<img src=x onerror=alert(1)>\uD800`}, {origin});
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.query.length).toBeGreaterThan(10_000);
    expect(JSON.stringify(response.hits)).not.toContain('<img');
  });
});

describe('answerRequest (overtaken by a newer request)', () => {
  it('stops before reading any text when a newer request has started', async () => {
    const loader = memoryLoader();
    const fresh = await SearchEngine.open(loader);
    let current = true;
    const answering = answerRequest(fresh, modalRequest('vault'), {origin, isCurrent: () => current});
    current = false;
    await expect(answering).rejects.toBeInstanceOf(SupersededSearchError);
    expect(loader.reads.filter((path) => path.startsWith('c/'))).toEqual([]);
    const answered = await answerRequest(fresh, modalRequest('vault'), {origin, isCurrent: () => true});
    expect(answered.hits.length).toBeGreaterThan(0);
    expect(loader.reads.some((path) => path.startsWith('c/'))).toBe(true);
  });
});
