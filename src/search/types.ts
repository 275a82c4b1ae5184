/**
 * Shapes shared by the search index builder, the local engine and the
 * Algolia-compatible answers. Records follow DocSearch's schema so the same
 * records work in the built-in index and in an Algolia index.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

/** One DocSearch record: a heading (type lvl1–lvl6) or a paragraph under one (type content). */
export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Site path including the base URL and the heading anchor; absolute URLs are made at query time. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  /** DocSearch's weight: lvl1 = 90 … lvl6 = 40, content = 0; higher ranks first on ties. */
  weight: {level: number; position: number};
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface SearchHit extends Omit<SearchRecord, 'weight'> {
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, SnippetValue>>;
    content?: SnippetValue;
  };
}

/** FacetFilters as Algolia accepts them: AND of entries, each entry a value or an OR-group. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** One search request with its parameters flattened, as Algolia's v5 API body carries it. */
export interface FlatSearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [parameter: string]: unknown;
}

export interface SearchResponse {
  hits: Array<Partial<SearchHit>>;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount?: boolean;
  facets?: Record<string, Record<string, number>>;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
}

export interface MultiSearchResponse {
  results: SearchResponse[];
}
