/**
 * `search_docs`: the site's own search engine over the built index, asked as
 * the search bar's modal asks it (src/search/answer.ts: distinct pages
 * first, at most MODAL_RESULTS_PER_GROUP hits per result group) and read in
 * the order the modal shows its hits (groups in order of first appearance),
 * so an agent gets the ranking a reader sees.
 */
import {type DocsSectionId, docsSectionIds} from '../src/data/sections';
import {answerRequest} from '../src/search/answer';
import type {SearchEngine} from '../src/search/engine';
import {MODAL_HITS_PER_PAGE, MODAL_RESULTS_PER_GROUP} from '../src/search/tunables';
import type {SearchHit} from '../src/search/types';

/** The docs sections, by the first segment of their pages' paths. */
export const DOCS_SECTIONS = docsSectionIds;
export type DocsSection = DocsSectionId;

/** Longest query answered: longer than any question a search box takes, short enough to stay cheap. */
export const MAX_QUERY_LENGTH = 256;
export const DEFAULT_SEARCH_LIMIT = MODAL_HITS_PER_PAGE;
export const MAX_SEARCH_LIMIT = 20;

export interface DocsHit {
  /** The page's title. */
  title: string;
  /** The docs section of the page (one of DOCS_SECTIONS), or null for a page outside them. */
  section: string | null;
  /** The result group the modal shows the hit under (a sidebar category or section). */
  group: string;
  /** The heading of the matching section, when it is not the page itself. */
  heading: string | null;
  url: string;
  /** Text around the match, or the heading when the heading matched. */
  snippet: string;
}

const HTML_ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/** The engine's snippets are HTML-escaped for the modal; agents read plain text. */
function plainText(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity]!);
}

/** The docs tag of a section's pages in the index (plugin-content-docs' `docs-<id>-current`). */
export function sectionTag(section: DocsSection): string {
  return `docs-${section}-current`;
}

/** The hits in the order the modal lists them: each result group's hits together, groups in order of first appearance. */
export function inModalOrder<T extends {hierarchy: {lvl0: string | null}}>(hits: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const group = hit.hierarchy.lvl0 ?? '';
    groups.set(group, [...(groups.get(group) ?? []), hit]);
  }
  return [...groups.values()].flat();
}

function docsHit(hit: SearchHit): DocsHit {
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
  const heading = levels.map((level) => hit.hierarchy[level]).find((text) => text) ?? null;
  const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? '';
  return {
    title,
    section: /^docs-(.+)-current$/.exec(hit.docusaurus_tag)?.[1] ?? null,
    group: hit.hierarchy.lvl0 ?? '',
    heading,
    url: hit.url,
    snippet: plainText(hit._snippetResult.content?.value ?? heading ?? title),
  };
}

export async function searchDocs(
  engine: SearchEngine,
  origin: string,
  {query, section, limit = DEFAULT_SEARCH_LIMIT}: {query: string; section?: DocsSection; limit?: number},
): Promise<{total: number; hits: DocsHit[]}> {
  const sections = section ? [section] : DOCS_SECTIONS;
  const response = await answerRequest(
    engine,
    {
      query,
      hitsPerPage: limit,
      attributesToSnippet: ['content:30'],
      highlightPreTag: '',
      highlightPostTag: '',
      facetFilters: ['language:en', sections.map((name) => `docusaurus_tag:${sectionTag(name)}`)],
    },
    {origin, maxHitsPerGroup: MODAL_RESULTS_PER_GROUP},
  );
  // Algolia's response type allows partial hits; the local engine's are whole.
  return {total: response.nbHits, hits: inModalOrder(response.hits as SearchHit[]).map(docsHit)};
}
