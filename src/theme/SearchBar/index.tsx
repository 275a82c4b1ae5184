// @ejected-from @docusaurus/theme-search-algolia@3.10.2 src/theme/SearchBar/index.tsx (npx tsx scripts/diff-ejected.ts shows what the installed version changed since)
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-search-algolia. What every page loads is
// only the button, the shortcuts and the open/close state; the modal, its
// wiring (SearchModal.tsx) and DocSearch load on first use.

import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {getLocalSearchClient} from '@site/src/search/localSearchClient';
import {useLocalSearchPluginData} from '@site/src/search/useLocalSearchPluginData';
import {type ComponentType, type ReactNode, useCallback, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {SearchButton} from './SearchButton';
import type {DocSearchV4Props, SearchModalProps} from './SearchModal';
import {useSearchShortcuts} from './useSearchShortcuts';

let SearchModal: ComponentType<SearchModalProps> | null = null;

function importSearchModalIfNeeded() {
  if (SearchModal) {
    return Promise.resolve();
  }
  return Promise.all([import('./SearchModal'), import('./modalStyles')]).then(([{default: Modal}]) => {
    SearchModal = Modal;
  });
}

const buttonTranslations = {
  buttonText: translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  }),
  buttonAriaLabel: translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  }),
};

function DocSearch(props: DocSearchV4Props) {
  const {mode, indexUrl} = useLocalSearchPluginData();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // Intent to search (hover, focus, touch) starts loading the modal and,
  // in local mode, the engine and index manifest.
  const preloadSearch = useCallback(() => {
    if (mode === 'local') getLocalSearchClient(indexUrl).preload();
    return importSearchModalIfNeeded();
  }, [mode, indexUrl]);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // Lets CSS drop Algolia's logo when Algolia is not answering
      divElement.className = `search-modal-root search-modal-root--${mode}`;
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [mode]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    preloadSearch().then(() => setIsOpen(true));
  }, [prepareSearchContainer, preloadSearch]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {mode === 'algolia' && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
        and allows it to preconnect to the DocSearch cluster. It makes the first
        query faster, especially on mobile. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onTouchStart={preloadSearch}
        onFocus={preloadSearch}
        onMouseOver={preloadSearch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? buttonTranslations}
      />

      {isOpen &&
        SearchModal &&
        searchContainer.current &&
        createPortal(
          <SearchModal
            {...props}
            mode={mode}
            indexUrl={indexUrl}
            initialQuery={initialQuery}
            onClose={closeModal}
            container={searchContainer.current}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchV4Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchV4Props = {
    ...(siteConfig.themeConfig.algolia as DocSearchV4Props),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
