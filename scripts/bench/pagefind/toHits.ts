/**
 * Pagefind's results as the hits the DocSearch modal reads from the site's
 * own engine, so both engines go through the same grouping and scoring.
 * Pagefind ranks pages; each page becomes one hit, at the section of the
 * page that matched most (its heading's anchor in the URL), grouped under
 * the page's section like the site's records.
 */
import type {RecordType, SearchHit} from '../../../src/search/types';
import {type PagefindResultData, type PagefindSubResult, SECTION_META} from './pagefindApi';

export interface HitOptions {
  /** Prefixed to Pagefind's site paths: the modal needs absolute URLs. */
  origin: string;
  highlightPreTag: string;
  highlightPostTag: string;
}

/** The group of pages whose section Pagefind was not told. */
export const UNKNOWN_SECTION = 'Documentation';

function matchWeight(section: PagefindSubResult): number {
  return section.weighted_locations.reduce((sum, location) => sum + location.weight, 0);
}

/** The section with the most weight in matches; the first of equals, so the page's opening on a tie. */
export function bestSection(data: PagefindResultData): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  for (const section of data.sub_results) if (!best || matchWeight(section) > matchWeight(best)) best = section;
  return best;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Pagefind marks matches with `<mark>`; the request names its own tags. */
function retag(excerpt: string, options: HitOptions): string {
  return excerpt.replaceAll('<mark>', options.highlightPreTag).replaceAll('</mark>', options.highlightPostTag);
}

function headingLevel(section: PagefindSubResult | undefined): Exclude<RecordType, 'content'> | null {
  const level = Number(section?.anchor?.element.match(/^h([2-6])$/)?.[1]);
  return level ? (`lvl${level}` as Exclude<RecordType, 'content'>) : null;
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** One page of Pagefind's results as a modal hit. */
export function pagefindHit(data: PagefindResultData, options: HitOptions): Partial<SearchHit> {
  const section = bestSection(data);
  const level = headingLevel(section);
  const title = data.meta.title ?? '';
  const hierarchy: SearchHit['hierarchy'] = {
    lvl0: data.meta[SECTION_META] ?? UNKNOWN_SECTION,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  if (level && section) hierarchy[level] = section.title;
  const url = level && section ? section.url : withoutHash(data.url);
  const excerpt = retag(section?.excerpt ?? data.excerpt, options);
  const titleHighlights = Object.fromEntries(
    Object.entries(hierarchy)
      .filter(([, value]) => value)
      .map(([key, value]) => [key, {value: escapeHtml(value!), matchLevel: 'none' as const, matchedWords: []}]),
  );
  return {
    objectID: url,
    type: level ?? 'lvl1',
    hierarchy,
    content: excerpt,
    url: `${options.origin}${url}`,
    url_without_anchor: `${options.origin}${withoutHash(url)}`,
    anchor: level && section?.anchor ? section.anchor.id : null,
    language: 'en',
    _highlightResult: {
      hierarchy: titleHighlights,
      content: {value: excerpt, matchLevel: 'full', matchedWords: []},
    },
    _snippetResult: {
      hierarchy: titleHighlights,
      content: {value: excerpt, matchLevel: 'full'},
    },
  };
}
