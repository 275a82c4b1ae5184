/**
 * The search page's search helper, loaded with its client on the page's first
 * query rather than with the page: algoliasearch-helper and Algolia's client
 * are the most script the page has, and a reader who opens it to type has
 * nothing to ask them for until the first query.
 */
import {getLocalSearchClient} from '@site/src/search/localSearchClient';
import type {AlgoliaSearchHelper} from 'algoliasearch-helper';

export interface SearchHelperSource {
  mode: 'local' | 'algolia';
  /** The local index, in local mode. */
  indexUrl: string;
  appId: string;
  apiKey: string;
  indexName: string;
  disjunctiveFacets: string[];
}

/** Makes a helper over the configured client: the site's own index, or Algolia's. */
export async function loadSearchHelper({
  mode,
  indexUrl,
  appId,
  apiKey,
  indexName,
  disjunctiveFacets,
}: SearchHelperSource): Promise<AlgoliaSearchHelper> {
  const [{default: algoliaSearchHelper}, client] = await Promise.all([
    import('algoliasearch-helper'),
    mode === 'local'
      ? getLocalSearchClient(indexUrl)
      : import('algoliasearch/lite').then(({liteClient}) => liteClient(appId, apiKey)),
  ]);
  return algoliaSearchHelper(client as never, indexName, {hitsPerPage: 20, advancedSyntax: true, disjunctiveFacets});
}
