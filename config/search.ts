/**
 * Search configuration. Without Algolia credentials the DocSearch UI is
 * answered by the built-in index (the local-search plugin); the theme still
 * needs Algolia-shaped settings, so local mode gets fixed placeholders that
 * never reach the network. The index name also keys readers' recent and
 * favourite searches in localStorage.
 */
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {LocalSearchOptions} from '../plugins/local-search';
import type {SiteEnv} from './env';

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
    searchParameters: {},
    // DocSearch's modal reads this: results shown per group (lvl0)
    maxResultsPerGroup: 5,
  } as AlgoliaThemeConfig['algolia'];
}

/** Old contract versions stay findable but rank below the current ones. */
export const SEARCH_PAGE_BOOSTS = [{pathIncludes: '/deprecated/', boost: 0.5}];

export function localSearchOptions(algolia: SiteEnv['algolia']): LocalSearchOptions {
  return {mode: algolia ? 'algolia' : 'local', sectionLabels: SEARCH_SECTION_LABELS, pageBoosts: SEARCH_PAGE_BOOSTS};
}
