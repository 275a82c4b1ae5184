import {SearchEngine} from '@site/src/search/engine';
import type {FacetFilters} from '@site/src/search/types';
import {engine, memoryLoader} from '@site/tests/unit/fixtures/search/corpus';
import {describe, expect, it} from 'vitest';

async function urls(query: string, filters?: FacetFilters): Promise<string[]> {
  const result = await engine.search(query, filters);
  return (await engine.hits(result.sections, result)).map((hit) => hit.record.url);
}

describe('SearchEngine ranking', () => {
  it('ranks an exact title match first', async () => {
    expect((await urls('vault'))[0]).toMatch(/^\/developers\/(v3|old)\/vault$/);
    expect((await urls('glossary'))[0]).toBe('/resources/glossary');
  });

  it('ranks a heading match above a content match', async () => {
    const hits = await urls('harvest');
    expect(hits[0]).toBe('/resources/glossary#harvest');
    // "Strategy reports" is a heading; the vault page only mentions strategies in a paragraph
    const strategy = await urls('strategy');
    expect(strategy[0]).toBe('/getting-started/guides/deposits#strategy-reports');
    expect(strategy).toContain('/developers/v3/vault');
  });

  it('returns one hit per URL (distinct sections)', async () => {
    const hits = await urls('vault');
    expect(new Set(hits).size).toBe(hits.length);
  });

  it('ranks sections with more of the words first, and still finds those with some of them', async () => {
    const hits = await urls('deposit governance');
    expect(hits[0]).toBe('/developers/v3/vault#deposit-limits');
    expect(hits.length).toBeGreaterThan(1);
    expect(await urls('glossary zebra')).toContain('/resources/glossary');
  });

  it('matches the last word as a prefix and tolerates a typo in longer words', async () => {
    expect(await urls('allocat')).toContain('/developers/v3/overview#how-a-vault-works');
    expect(await urls('stratgy')).toContain('/getting-started/guides/deposits#strategy-reports');
  });

  it('applies facet filters: AND of OR-groups, with negation', async () => {
    expect(await urls('vault', ['docusaurus_tag:docs-developers-0.4'])).toEqual(['/developers/old/vault']);
    expect(
      await urls('vault', [['docusaurus_tag:docs-resources-current', 'docusaurus_tag:docs-getting-started-current']]),
    ).toEqual(['/getting-started/guides/deposits']);
    expect(await urls('vault', ['docusaurus_tag:-docs-developers-0.4'])).not.toContain('/developers/old/vault');
    expect(await urls('vault', ['language:fr'])).toEqual([]);
  });

  it('fetches only the shards of the query words and the chunks of the hits', async () => {
    const loader = memoryLoader();
    const fresh = await SearchEngine.open(loader);
    const result = await fresh.search('harvest');
    expect(loader.reads).toEqual(['manifest.json', expect.stringMatching(/^s\/.+\.json$/)]);
    await fresh.hits(result.sections.slice(0, 1), result);
    expect(loader.reads).toHaveLength(3);
    expect(loader.reads[2]).toMatch(/^c\/\d+\.json$/);
  });

  it('shows the paragraph that matches, or the heading when it matches as many words', async () => {
    const result = await engine.search('underlying asset');
    const [hit] = await engine.hits(result.sections.slice(0, 1), result);
    expect(hit!.record).toMatchObject({type: 'content', hierarchy: {lvl1: 'Glossary', lvl2: 'Harvest'}});
    expect(hit!.record.content).toContain('underlying asset');
    const heading = await engine.search('harvest');
    const [headingHit] = await engine.hits(heading.sections.slice(0, 1), heading);
    expect(headingHit!.record).toMatchObject({type: 'lvl2', content: null, url: '/resources/glossary#harvest'});
  });

  it('ranks only the best sections when given a limit, and still counts every match', async () => {
    const full = await engine.search('vault');
    expect(full.count).toBeGreaterThan(2);
    for (const limit of [1, 2, full.count - 1]) {
      const limited = await engine.search('vault', undefined, limit);
      expect(limited.count).toBe(full.count);
      expect(limited.sections).toEqual(full.sections.slice(0, limit));
    }
    const perPage = Array.from(full.pageCounts).reduce((sum, count) => sum + count, 0);
    expect(perPage).toBe(full.count);
  });

  it('finds nothing for an empty or punctuation-only query', async () => {
    expect(await urls('')).toEqual([]);
    expect(await urls('!!! ???')).toEqual([]);
  });
});
