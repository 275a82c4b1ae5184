/**
 * Search configuration. Without Algolia credentials the DocSearch UI is
 * answered by the built-in index (the local-search plugin); the theme still
 * needs Algolia-shaped settings, so local mode gets fixed placeholders that
 * never reach the network. The index name also keys readers' recent and
 * favourite searches in localStorage.
 */
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {docsSections} from '../src/data/sections';
import type {PageStatusRule} from '../src/search/pageStatus';
import type {SearchMode} from '../src/search/pluginData';
import {MODAL_HITS_PER_PAGE, MODAL_RESULTS_PER_GROUP} from '../src/search/tunables';
import type {SiteEnv} from './env';

export {MODAL_HITS_PER_PAGE, MODAL_RESULTS_PER_GROUP};

export const LOCAL_INDEX_NAME = 'yearn-docs';

/** lvl0 (the result group) of pages outside any sidebar category, by docs plugin id: their section's label. */
export const SEARCH_SECTION_LABELS: Record<string, string> = Object.fromEntries(
  docsSections.map((section) => [section.id, section.label]),
);

export function algoliaThemeConfig(algolia: SiteEnv['algolia']): AlgoliaThemeConfig['algolia'] {
  return {
    ...(algolia ?? {appId: 'local', apiKey: 'local', indexName: LOCAL_INDEX_NAME}),
    contextualSearch: true,
    searchPagePath: 'search',
    searchParameters: {hitsPerPage: MODAL_HITS_PER_PAGE},
    maxResultsPerGroup: MODAL_RESULTS_PER_GROUP,
  } as AlgoliaThemeConfig['algolia'];
}

/**
 * Pages that rank below current ones on equal matches, by path: old contract
 * releases and retired products (deprecated), the V1 and V2 generations and
 * the records of past governance proposals, one page per YIP (legacy). A page
 * that opens with a `:::legacy` notice is legacy too. They stay findable; old
 * releases show their version in the hit.
 */
export const SEARCH_PAGE_STATUS_RULES: PageStatusRule[] = [
  {pattern: /\/deprecated(\/|$)/, status: 'deprecated'},
  {pattern: /\/v[12](\/|$)/i, status: 'legacy'},
  {pattern: /\/governance\/yips\//, status: 'legacy'},
];

/**
 * What the local-search plugin takes from the site's configuration (a type
 * alias, so it passes as a plugin entry's indexable options object).
 */
export type SiteSearchOptions = {
  mode: SearchMode;
  sectionLabels: Record<string, string>;
  statusRules: readonly PageStatusRule[];
};

export function localSearchOptions(algolia: SiteEnv['algolia']): SiteSearchOptions {
  return {
    mode: algolia ? 'algolia' : 'local',
    sectionLabels: SEARCH_SECTION_LABELS,
    statusRules: SEARCH_PAGE_STATUS_RULES,
  };
}
