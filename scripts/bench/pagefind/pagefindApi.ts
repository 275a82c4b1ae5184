/**
 * The part of Pagefind's search API (its `pagefind.js`, in the browser or
 * in Node) that the adapter uses: a search lists every matching page, best
 * first, and each page's data (a fragment file) loads only when asked for.
 */

export interface PagefindAnchor {
  /** Tag of the heading, `h2`, `h3`… */
  element: string;
  id: string;
  text: string;
  location: number;
}

export interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

/** A section of a page: the text before its first heading, or a heading with the text under it. */
export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  excerpt: string;
  locations: number[];
  weighted_locations: PagefindWeightedLocation[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
  word_count: number;
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
}

export interface PagefindApi {
  options(options: {basePath?: string; excerptLength?: number}): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<PagefindSearch | null>;
}

/** The page meta the bench's index build adds: the result group, as the site's own index names it. */
export const SECTION_META = 'section';
