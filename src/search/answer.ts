/**
 * Answers Algolia search requests from the local engine with Algolia's
 * response shape: what DocSearch's modal and the /search page (through
 * algoliasearch-helper) read, including highlights, snippets, paging and
 * facet counts.
 */
import type {RankedSection, SearchEngine, SectionHit} from './engine';
import {countFacets} from './facetFilters';
import {type HighlightOptions, highlight, snippet} from './highlight';
import {SupersededSearchError} from './latestOnly';
import {paramsString} from './requests';
import {GROUP_HITS_AFTER_OTHERS} from './tunables';
import {
  type FlatSearchRequest,
  HIERARCHY_LEVELS,
  type HierarchyLevel,
  type SearchHit,
  type SearchResponse,
} from './types';

export const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
/** Algolia's index default that DocSearch indices use: 10-word content snippets. */
const DEFAULT_SNIPPETS = ['content:10'];
const FACETABLE = ['language', 'docusaurus_tag'];
/** DocSearch indices' highlight tags; the /search page styles this class. */
export const DEFAULT_HIGHLIGHT_PRE_TAG = '<span class="algolia-docsearch-suggestion--highlight">';
export const DEFAULT_HIGHLIGHT_POST_TAG = '</span>';

export interface AnswerOptions {
  /** Prefixed to stored paths, because DocSearch's URL handling needs absolute URLs. */
  origin: string;
  /**
   * The DocSearch modal shows at most this many hits per lvl0 group. Hits of
   * the requested page past that are left out, so their texts are never
   * fetched; nbHits still counts them.
   */
  maxHitsPerGroup?: number;
  /** False once a newer request has replaced this one: it then stops before fetching more files. */
  isCurrent?: () => boolean;
}

function stopIfSuperseded(options: AnswerOptions): void {
  if (options.isCurrent?.() === false) throw new SupersededSearchError();
}

function snippetSizes(request: FlatSearchRequest): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const entry of request.attributesToSnippet ?? DEFAULT_SNIPPETS) {
    const [attribute, count] = entry.split(':');
    if (attribute) sizes.set(attribute, Number(count) > 0 ? Number(count) : 10);
  }
  return sizes;
}

function clampInteger(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function buildHit(hit: SectionHit, words: string[], request: FlatSearchRequest, origin: string): SearchHit {
  const {weight: _weight, ...record} = hit.record;
  const options: HighlightOptions = {
    preTag: request.highlightPreTag ?? DEFAULT_HIGHLIGHT_PRE_TAG,
    postTag: request.highlightPostTag ?? DEFAULT_HIGHLIGHT_POST_TAG,
    queryWords: words,
    isMatch: (word) => hit.terms.has(word),
  };
  const ellipsis = request.snippetEllipsisText ?? '…';
  const sizes = snippetSizes(request);
  const highlightAll = request.attributesToHighlight === undefined || request.attributesToHighlight.length > 0;

  const result: SearchHit = {
    ...record,
    url: `${origin}${record.url}`,
    url_without_anchor: `${origin}${record.url_without_anchor}`,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {hierarchy: {}},
  };
  // Only levels that exist: the /search page shows every highlighted level as a breadcrumb.
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level as HierarchyLevel];
    if (text === null) continue;
    if (highlightAll) result._highlightResult.hierarchy[level] = highlight(text, options);
    const size = sizes.get(`hierarchy.${level}`);
    if (size !== undefined) result._snippetResult.hierarchy[level] = snippet(text, size, ellipsis, options);
  }
  if (record.content !== null) {
    if (highlightAll) result._highlightResult.content = highlight(record.content, options);
    const size = sizes.get('content');
    if (size !== undefined) result._snippetResult.content = snippet(record.content, size, ellipsis, options);
  }
  return result;
}

/** The sections the modal would show: the first `max` of each lvl0 group, in rank order. */
function firstOfEachGroup(sections: RankedSection[], engine: SearchEngine, max: number | undefined): RankedSection[] {
  if (max === undefined) return sections;
  const shown = new Map<string, number>();
  let latest = '';
  return sections.filter((section) => {
    const group = engine.lvl0Of(section.id);
    const count = (shown.get(group) ?? 0) + 1;
    // The modal lists each group's hits together, in the order groups first appear: a lower hit
    // of a group shown earlier would come before better hits of later groups, so once another
    // group has begun, an earlier group takes only up to GROUP_HITS_AFTER_OTHERS hits.
    if (group !== latest && shown.has(group) && count > GROUP_HITS_AFTER_OTHERS) return false;
    shown.set(group, count);
    latest = group;
    return count <= max;
  });
}

function requestedFacets(request: FlatSearchRequest): string[] {
  const facets = typeof request.facets === 'string' ? [request.facets] : (request.facets ?? []);
  return facets.includes('*') ? FACETABLE : facets;
}

export async function answerRequest(
  engine: SearchEngine,
  request: FlatSearchRequest,
  options: AnswerOptions,
): Promise<SearchResponse> {
  const started = Date.now();
  const query = request.query ?? '';
  const hitsPerPage = clampInteger(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
  const page = clampInteger(request.page, 0, 0, Number.MAX_SAFE_INTEGER);
  stopIfSuperseded(options);
  // The modal (which caps its groups) shows each page's best section before a second one of any page.
  const result = await engine.search(query, request.facetFilters, (page + 1) * hitsPerPage, {
    distinctPages: options.maxHitsPerGroup !== undefined,
  });
  stopIfSuperseded(options);
  const nbHits = result.count;
  const pageSections = result.sections.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const pageHits = await engine.hits(firstOfEachGroup(pageSections, engine, options.maxHitsPerGroup), result);
  const facets = requestedFacets(request);

  return {
    hits: pageHits.map((hit) => buildHit(hit, result.words, request, options.origin)),
    nbHits,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    ...(facets.length > 0 && {
      facets: countFacets(engine.matchingPages(result.pageCounts), facets),
      exhaustiveFacetsCount: true,
    }),
    query,
    params: paramsString(request),
    index: request.indexName ?? '',
    processingTimeMS: Date.now() - started,
  };
}
