import {inModalOrder, searchDocs, sectionTag} from '@site/mcp/search';
import {engine} from '@site/tests/unit/fixtures/search/corpus';
import {describe, expect, it} from 'vitest';

const origin = 'https://docs.example.org';

describe('searchDocs', () => {
  it('answers with title, section, group, heading, absolute URL and a plain-text snippet', async () => {
    const result = await searchDocs(engine, origin, {query: 'harvesting collects'});
    expect(result.hits[0]).toEqual({
      title: 'Glossary',
      section: 'resources',
      group: 'Resources',
      heading: 'Harvest',
      url: `${origin}/resources/glossary#harvest`,
      snippet: 'Harvesting collects rewards and sells them for the underlying asset <script>alert(1)</script> & more.',
    });
  });

  it('keeps to one docs section when asked, and leaves out pages of no current docs version', async () => {
    const all = await searchDocs(engine, origin, {query: 'vault'});
    expect(all.hits.map((hit) => hit.url)).not.toContain(`${origin}/developers/old/vault`);
    const guides = await searchDocs(engine, origin, {query: 'deposit', section: 'getting-started'});
    expect(guides.hits.length).toBeGreaterThan(0);
    expect(guides.hits.every((hit) => hit.section === 'getting-started')).toBe(true);
  });

  it('returns at most `limit` hits', async () => {
    expect((await searchDocs(engine, origin, {query: 'vault', limit: 1})).hits).toHaveLength(1);
  });
});

describe('inModalOrder', () => {
  it('lists each result group’s hits together, groups in order of first appearance', () => {
    const hit = (lvl0: string, id: number) => ({id, hierarchy: {lvl0}});
    expect(inModalOrder([hit('A', 1), hit('B', 2), hit('A', 3), hit('C', 4), hit('B', 5)]).map((h) => h.id)).toEqual([
      1, 3, 2, 5, 4,
    ]);
  });
});

describe('sectionTag', () => {
  it('is the docs plugin tag of the section’s current version', () => {
    expect(sectionTag('getting-started')).toBe('docs-getting-started-current');
  });
});
