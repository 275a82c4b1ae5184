// @ejected-from @docusaurus/theme-search-algolia@3.10.2 src/theme/SearchBar/index.tsx (npx tsx scripts/diff-ejected.ts shows what the installed version changed since)
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-search-algolia. What every page loads is
// only the button, the shortcuts, the open/close state and the dialog shown
// while the modal loads (SearchModalShell.tsx); the modal, its wiring
// (SearchModal.tsx) and DocSearch load on first use.

import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {getLocalSearchClient} from '@site/src/search/localSearchClient';
import {useLocalSearchPluginData} from '@site/src/theme/SearchBar/useLocalSearchPluginData';
import {type ComponentType, type ReactNode, useCallback, useDeferredValue, useRef, useSyncExternalStore} from 'react';
import {createPortal} from 'react-dom';
import {CLOSED, searchModalState} from './modalState';
import {SearchButton} from './SearchButton';
import type {DocSearchV4Props, SearchModalProps} from './SearchModal';
import {SearchModalShell} from './SearchModalShell';
import {useModalLoading} from './useModalLoading';
import {useSearchShortcuts} from './useSearchShortcuts';

let SearchModal: ComponentType<SearchModalProps> | null = null;

/** The element the modal renders into: one per document, kept when a new navbar mounts. */
let modalContainer: HTMLDivElement | null = null;

function prepareModalContainer(mode: string): void {
  if (!modalContainer) {
    modalContainer = document.createElement('div');
    // Lets CSS drop Algolia's logo when Algolia is not answering
    modalContainer.className = `search-modal-root search-modal-root--${mode}`;
    document.body.insertBefore(modalContainer, document.body.firstChild);
  }
}

const loadedModal = () => SearchModal;

/** The modal and, in local mode, the engine and index manifest. */
function loadSearch(mode: string, indexUrl: string): Promise<void> {
  if (mode === 'local') getLocalSearchClient(indexUrl).preload();
  return importSearchModalIfNeeded();
}

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

/**
 * Hints the browser that the website will load data from Algolia, so it
 * preconnects to the DocSearch cluster: the first query is faster,
 * especially on mobile.
 */
function AlgoliaPreconnect({appId}: {appId: string}) {
  return (
    <Head>
      <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
    </Head>
  );
}

function DocSearch(props: DocSearchV4Props) {
  const {mode, indexUrl} = useLocalSearchPluginData();
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const {isOpen, initialQuery} = useSyncExternalStore(searchModalState.subscribe, searchModalState.get, () => CLOSED);

  const {Modal, failed, shellQuery, loadModal, preloadSearch, openModal} = useModalLoading({
    loadSearch: useCallback(() => loadSearch(mode, indexUrl), [mode, indexUrl]),
    loaded: loadedModal,
    prepareContainer: useCallback(() => prepareModalContainer(mode), [mode]),
  });
  // The tap is answered by the light shell even when DocSearch has already loaded: its modal, many times
  // heavier to render, takes over in a deferred render that yields to the frame showing the shell.
  const ShownModal = useDeferredValue(isOpen ? Modal : null);

  const closeModal = useCallback(() => {
    searchModalState.close();
    searchButtonRef.current?.focus();
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      openModal(event.key);
    },
    [openModal],
  );

  const openEmpty = useCallback(() => openModal(), [openModal]);

  useSearchShortcuts({
    isOpen,
    onOpen: openEmpty,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {mode === 'algolia' && <AlgoliaPreconnect appId={props.appId} />}

      <SearchButton
        onFocus={preloadSearch}
        onMouseOver={preloadSearch}
        onPointerDown={preloadSearch}
        onClick={openEmpty}
        ref={searchButtonRef}
        translations={props.translations?.button ?? buttonTranslations}
      />

      {isOpen &&
        modalContainer &&
        createPortal(
          ShownModal ? (
            <ShownModal
              {...props}
              mode={mode}
              indexUrl={indexUrl}
              // What was typed in the shell until the modal took over, which starts with the key that opened it.
              initialQuery={shellQuery.current || initialQuery}
              onClose={closeModal}
              container={modalContainer}
            />
          ) : (
            <SearchModalShell query={shellQuery} onClose={closeModal} failed={failed} onRetry={loadModal} />
          ),
          modalContainer,
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
