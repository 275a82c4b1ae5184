/**
 * The site's performance budgets, in one place so that `npm run bench`
 * (BENCHMARKS.md) and the byte-budget test (tests/e2e/budget.spec.ts) judge
 * against the same numbers. Byte sizes are gzip sizes in decimal units
 * (1 KB = 1000 bytes), the stricter reading of "KB".
 */

export const KB = 1000;
export const MB = 1000 * KB;
export const GB = 1000 * MB;

/** `<` and `<=` are ceilings, `>=` a floor, each as the target was written. */
export type Comparison = '<' | '<=' | '>=';

export interface Budget {
  limit: number;
  comparison: Comparison;
}

const atMost = (limit: number): Budget => ({limit, comparison: '<='});
const below = (limit: number): Budget => ({limit, comparison: '<'});
const atLeast = (limit: number): Budget => ({limit, comparison: '>='});

export const budgets = {
  /** Runtime, main and common chunks: the scripts every page's HTML loads. */
  sharedJs: atMost(140 * KB),
  /** All JS a doc page fetches until the network is idle. */
  pageJs: atMost(200 * KB),
  /** CSS a page fetches on its first load. */
  firstLoadCss: atMost(20 * KB),
  lighthouseMobilePerformance: atLeast(90),
  lighthouseDesktopPerformance: atLeast(98),
  /** Accessibility, best practices and SEO. */
  lighthouseOtherCategories: atLeast(100),
  lcpMobileMs: atMost(2000),
  tbtMobileMs: atMost(200),
  cls: atMost(0.02),
  buildWallSeconds: atMost(120),
  buildPeakMemoryBytes: atMost(3 * GB),
  staticOutputBytes: atMost(30 * MB),
  /** JS the search bar adds to the first load of a page that never opens it. */
  searchFirstLoadJs: below(3 * KB),
  /** Ctrl+K on a freshly loaded page, then a word typed, until its results show. */
  searchColdResultsMs: below(300),
  searchColdResultsThrottledMs: below(1000),
  searchKeystrokeP95Ms: below(50),
  /** Everything the first query downloads (modal code, engine, index files). */
  searchFirstQueryBytes: below(200 * KB),
  /** Time the search index adds to the production build. */
  searchIndexBuildSeconds: below(10),
  /** Time the ~190 generated contract reference pages add to the production build. */
  contractPagesBuildSeconds: atMost(15),
  /** Measured pages make no request to another host (the machine has no internet, nor should readers need it). */
  externalRequests: atMost(0),
} satisfies Record<string, Budget>;

export type BudgetName = keyof typeof budgets;

export function meetsBudget(value: number, {limit, comparison}: Budget): boolean {
  if (comparison === '<') return value < limit;
  if (comparison === '<=') return value <= limit;
  return value >= limit;
}
