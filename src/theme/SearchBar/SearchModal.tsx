/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// The DocSearch modal and its wiring, split out of the upstream SearchBar so
// that it loads with DocSearch on first use instead of with every page.

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  DocSearchTranslations,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/config/customFields';
import {latestOnly} from '@site/src/search/latestOnly';
import {getLocalSearchClient} from '@site/src/search/localSearchClient';
import {missingResultsUrl} from '@site/src/search/missingResultsUrl';
import {withOptionalWords} from '@site/src/search/optionalWords';
import type {SearchMode} from '@site/src/search/pluginData';
import {createSearchErrorStore, type SearchErrorStore, trackSearchErrors} from '@site/src/search/searchErrors';
import {toWellFormed} from '@site/src/search/text';
import translations from '@theme/SearchTranslations';
import type {FacetFilters} from 'algoliasearch/lite';
import {type ReactNode, useCallback, useMemo, useState} from 'react';
import SearchErrorScreen from './SearchErrorScreen';
import SearchSuggestions from './SearchSuggestions';
import {useDialogRole} from './useDialogRole';
import {useModalFocusTrap} from './useModalFocusTrap';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: Exclude<(DocSearchModalProps & {askAi: unknown})['askAi'], string | undefined>;
};

// DocSearchProps with the options DocSearch v4 added, as the stock search bar types them.
export interface DocSearchV4Props extends Omit<DocSearchProps, 'askAi'> {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

// The spec's wording for the no-results screen ("No results for …").
const modalTranslations: NonNullable<DocSearchTranslations['modal']> = {
  ...translations.modal,
  noResultsScreen: {
    ...translations.modal?.noResultsScreen,
    noResultsText: translate({
      id: 'search.modal.noResultsScreen.noResultsText',
      message: 'No results for',
      description: 'The text before the query when search finds nothing',
    }),
  },
};

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

// Local mode answers from the built-in index instead of Algolia; both modes
// report failures to the store behind the persistent error screen.
function useTransformSearchClient(
  mode: SearchMode,
  indexUrl: string,
  errorStore: SearchErrorStore,
  maxResultsPerGroup: number | undefined,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (mode === 'local') {
        // Hits the modal would drop from a full group are not answered, and
        // a request a newer keystroke overtook stops, so neither fetches
        // texts nobody sees.
        const client = getLocalSearchClient(indexUrl);
        const modalClient = {
          ...client,
          search: latestOnly((body: Parameters<typeof client.search>[0], isCurrent) =>
            client.search(body, {maxHitsPerGroup: maxResultsPerGroup, isCurrent}),
          ),
        };
        return trackSearchErrors(modalClient, errorStore) as unknown as DocSearchTransformClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      // Every word optional: more matched words rank first, as in local mode.
      const search = searchClient.search.bind(searchClient);
      searchClient.search = ((body: Parameters<typeof search>[0], ...rest: unknown[]) =>
        (search as (...args: unknown[]) => ReturnType<typeof search>)(
          withOptionalWords(body),
          ...rest,
        )) as typeof searchClient.search;
      return trackSearchErrors(searchClient, errorStore);
    },
    [docusaurusVersion, mode, indexUrl, errorStore, maxResultsPerGroup],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({closeModal}: {closeModal: () => void}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  // encodeURIComponent throws on unpaired surrogates
  return (
    <Link to={createSearchLink(toWellFormed(state.query))} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, ...props}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // A new object would make DocSearch rebuild its autocomplete and drop the
  // typed query, so the parameters only change when their content does.
  const serialized = JSON.stringify({...props.searchParameters, facetFilters});
  return useMemo(() => JSON.parse(serialized), [serialized]);
}

export interface SearchModalProps extends DocSearchV4Props {
  mode: SearchMode;
  indexUrl: string;
  initialQuery: string | undefined;
  onClose: () => void;
  /** The element the modal is portaled into. */
  container: HTMLElement;
}

export default function SearchModal({
  externalUrlRegex,
  mode,
  indexUrl,
  initialQuery,
  onClose,
  container,
  ...props
}: SearchModalProps): ReactNode {
  const {issueTracker} = useDocusaurusContext().siteConfig.customFields as SiteCustomFields;
  const [errorStore] = useState(createSearchErrorStore);
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient(mode, indexUrl, errorStore, props.maxResultsPerGroup);
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(issueTracker, query),
    [issueTracker],
  );
  const resultsFooterComponent = useResultsFooterComponent({
    closeModal: onClose,
  });
  const suggest = useCallback((query: string) => getLocalSearchClient(indexUrl).suggest(query), [indexUrl]);
  const currentPlaceholder = translations.modal?.searchBox?.placeholderText || props.placeholder;
  useModalFocusTrap(container);
  useDialogRole(container);

  return (
    <>
      <DocSearchModal
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        getMissingResultsUrl={getMissingResultsUrl}
        {...(props.searchPagePath && {
          resultsFooterComponent,
        })}
        placeholder={currentPlaceholder}
        {...(props as Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'>)}
        translations={props.translations?.modal ?? modalTranslations}
        searchParameters={searchParameters}
        {...(mode === 'local' && {insights: false})}
      />
      <SearchErrorScreen
        store={errorStore}
        container={container}
        titleText={modalTranslations.errorScreen!.titleText!}
        helpText={modalTranslations.errorScreen!.helpText!}
      />
      {mode === 'local' && (
        <SearchSuggestions
          container={container}
          suggest={suggest}
          helpText={modalTranslations.noResultsScreen?.suggestedQueryText ?? 'Try searching for'}
        />
      )}
    </>
  );
}
