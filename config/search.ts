/**
 * Search configuration. Without Algolia credentials the DocSearch UI is
 * answered by the built-in index (the local-search plugin); the theme still
 * needs Algolia-shaped settings, so local mode gets fixed placeholders that
 * never reach the network. The index name also keys readers' recent and
 * favourite searches in localStorage.
 */
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {LocalSearchOptions} from '../plugins/local-search';
import type {PageStatusRule} from '../src/search/pageStatus';
import {MODAL_HITS_PER_PAGE, MODAL_RESULTS_PER_GROUP} from '../src/search/tunables';
import type {SiteEnv} from './env';

export {MODAL_HITS_PER_PAGE, MODAL_RESULTS_PER_GROUP};

export const LOCAL_INDEX_NAME = 'yearn-docs';

/** lvl0 (the result group) of pages outside any sidebar category: their section's navbar label. */
export const SEARCH_SECTION_LABELS: Record<string, string> = {
  'getting-started': 'User Docs',
  developers: 'Dev Docs',
  contributing: 'DAO Docs',
  resources: 'Resources',
  partners: 'Partners',
};

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

export function localSearchOptions(algolia: SiteEnv['algolia']): LocalSearchOptions {
  return {
    mode: algolia ? 'algolia' : 'local',
    sectionLabels: SEARCH_SECTION_LABELS,
    statusRules: SEARCH_PAGE_STATUS_RULES,
  };
}
