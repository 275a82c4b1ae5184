/**
 * Reads search requests in every shape the two callers send: DocSearch's
 * `{requests: [{indexName, query, ...}]}` and algoliasearch-helper's legacy
 * `[{indexName, params}]`, where `params` is an object or a query string.
 */
import type {FlatSearchRequest} from './types';

interface LegacyRequest {
  indexName?: string;
  params?: string | Record<string, unknown>;
  [key: string]: unknown;
}

export type MultiSearchBody = {requests: LegacyRequest[]} | LegacyRequest[];

function parseParamValue(raw: string): unknown {
  if (/^[[{]/.test(raw) || /^(true|false|-?\d+(\.\d+)?)$/.test(raw)) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

function parseParamString(params: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) result[key] = parseParamValue(value);
  return result;
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function toStringList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.split(',').filter(Boolean);
  return undefined;
}

export function flattenRequest({params, ...rest}: LegacyRequest): FlatSearchRequest {
  const merged: Record<string, unknown> = {
    ...rest,
    ...(typeof params === 'string' ? parseParamString(params) : (params ?? {})),
  };
  const facetFilters =
    typeof merged.facetFilters === 'string' ? parseParamValue(merged.facetFilters) : merged.facetFilters;
  return {
    ...merged,
    indexName: typeof merged.indexName === 'string' ? merged.indexName : undefined,
    query: typeof merged.query === 'string' ? merged.query : String(merged.query ?? ''),
    page: toNumber(merged.page),
    hitsPerPage: toNumber(merged.hitsPerPage),
    facetFilters: facetFilters as FlatSearchRequest['facetFilters'],
    facets: toStringList(merged.facets),
    attributesToRetrieve: toStringList(merged.attributesToRetrieve),
    attributesToSnippet: toStringList(merged.attributesToSnippet),
    attributesToHighlight: toStringList(merged.attributesToHighlight),
    highlightPreTag: typeof merged.highlightPreTag === 'string' ? merged.highlightPreTag : undefined,
    highlightPostTag: typeof merged.highlightPostTag === 'string' ? merged.highlightPostTag : undefined,
    snippetEllipsisText: typeof merged.snippetEllipsisText === 'string' ? merged.snippetEllipsisText : undefined,
  };
}

export function flattenRequests(body: MultiSearchBody): FlatSearchRequest[] {
  const list = Array.isArray(body) ? body : body.requests;
  return list.map(flattenRequest);
}

/** The request as an Algolia `params` string, echoed back in responses. */
export function paramsString(request: FlatSearchRequest): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}
