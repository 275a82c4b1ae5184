/**
 * The search modal's loading, as the search bar shows it: a hint of intent
 * loads it while the page is idle; until it has loaded, the shell
 * (./SearchModalShell.tsx) answers the tap, and what is typed there becomes
 * the modal's first query; a failed load is kept for the shell to show, with
 * a retry.
 */

import {afterNextPaint} from '@site/src/scheduling/afterNextPaint';
import {type ComponentType, useCallback, useMemo, useRef, useState} from 'react';
import {preloadOnce} from './loadTiming';
import {searchModalState} from './modalState';
import type {SearchModalProps} from './SearchModal';

interface ModalLoading {
  /** Loads the modal (and what it needs first); resolves once `loaded` gives it. */
  loadSearch: () => Promise<void>;
  loaded: () => ComponentType<SearchModalProps> | null;
  /** Makes the element the dialog renders into. */
  prepareContainer: () => void;
}

export function useModalLoading({loadSearch, loaded, prepareContainer}: ModalLoading) {
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(loaded);
  const [failed, setFailed] = useState(false);
  // What the reader types in the shell; read when the modal takes over, so typing re-renders nothing.
  const shellQuery = useRef('');

  const loadModal = useCallback(() => {
    setFailed(false);
    loadSearch().then(
      () => {
        if (searchModalState.get().isOpen) searchModalState.open(shellQuery.current || undefined);
        setModal(loaded);
      },
      () => setFailed(true),
    );
  }, [loadSearch, loaded]);

  // A hint of intent (hover, focus, a press) makes the dialog's container at once, so the tap that follows only
  // renders into it, and loads search while the page is idle (./loadTiming.ts); a press is a tap's start.
  const preloadModal = useMemo(() => preloadOnce(loadSearch), [loadSearch]);
  const preloadSearch = useCallback(() => {
    prepareContainer();
    preloadModal();
  }, [preloadModal, prepareContainer]);

  const openModal = useCallback(
    (query?: string) => {
      prepareContainer();
      shellQuery.current = query ?? '';
      // A failure shown before belongs to an earlier try: this one starts afresh.
      setFailed(false);
      searchModalState.open(query);
      if (!loaded()) afterNextPaint(loadModal);
    },
    [prepareContainer, loaded, loadModal],
  );

  return {Modal, failed, shellQuery, loadModal, preloadSearch, openModal};
}
