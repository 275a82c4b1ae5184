/**
 * Pagefind behind the site's search backend interface: the Algolia-shaped
 * multi-search the modal sends, answered with Pagefind's results mapped to
 * the same hits. Only the query and the page size are read: the contextual
 * facet filters let every page of the site through (one language), and
 * Pagefind's own ranking decides the order.
 */
import type {LocalSearchBackend} from '../../../src/search/localSearchBackend';
import {flattenRequests, paramsString} from '../../../src/search/requests';
import {MODAL_HITS_PER_PAGE} from '../../../src/search/tunables';
import type {FlatSearchRequest, SearchResponse} from '../../../src/search/types';
import type {PagefindApi} from './pagefindApi';
import {pagefindHit} from './toHits';

async function answer(pagefind: PagefindApi, request: FlatSearchRequest, origin: string): Promise<SearchResponse> {
  const started = performance.now();
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? MODAL_HITS_PER_PAGE;
  const results = query.trim() ? ((await pagefind.search(query))?.results ?? []) : [];
  const pages = await Promise.all(results.slice(0, hitsPerPage).map((result) => result.data()));
  const options = {
    origin,
    highlightPreTag: request.highlightPreTag ?? '<mark>',
    highlightPostTag: request.highlightPostTag ?? '</mark>',
  };
  return {
    hits: pages.map((page) => pagefindHit(page, options)),
    nbHits: results.length,
    page: 0,
    nbPages: Math.ceil(results.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: paramsString(request),
    index: request.indexName ?? '',
    processingTimeMS: Math.round(performance.now() - started),
  };
}

export function createPagefindBackend(pagefind: PagefindApi, origin: string): LocalSearchBackend {
  return {
    search: async (body) => ({
      results: await Promise.all(flattenRequests(body).map((request) => answer(pagefind, request, origin))),
    }),
    suggest: async () => [],
  };
}
