/**
 * Keeps DocSearch's "Unable to fetch results" screen up while searches fail.
 * DocSearch sets its error status and resets it to idle right away, so its
 * own error screen gives way to "No results". This renders the same markup
 * into the modal's dropdown (CSS hides the other screens meanwhile) as long
 * as the last search failed and the box holds a query.
 */

import type {SearchErrorStore} from '@site/src/search/searchErrors';
import {type ReactNode, useEffect, useState, useSyncExternalStore} from 'react';
import {createPortal} from 'react-dom';

interface SearchErrorScreenProps {
  store: SearchErrorStore;
  /** The element DocSearch's modal is rendered into. */
  container: HTMLElement;
  titleText: string;
  helpText: string;
}

function ErrorIcon(): ReactNode {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 20 20"
      fill="none"
      fillRule="evenodd"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
    </svg>
  );
}

function useHasQuery(container: HTMLElement): boolean {
  const [hasQuery, setHasQuery] = useState(false);
  useEffect(() => {
    const read = () => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      setHasQuery(Boolean(input && input.value.trim() !== ''));
    };
    read();
    container.addEventListener('input', read);
    return () => container.removeEventListener('input', read);
  }, [container]);
  return hasQuery;
}

export default function SearchErrorScreen({store, container, titleText, helpText}: SearchErrorScreenProps): ReactNode {
  const failed = useSyncExternalStore(store.subscribe, store.get, () => false);
  const hasQuery = useHasQuery(container);
  const dropdown = failed && hasQuery ? container.querySelector('.DocSearch-Dropdown') : null;
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}
