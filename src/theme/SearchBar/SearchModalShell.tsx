/**
 * The search dialog from the reader's tap until DocSearch's own modal has
 * loaded. DocSearch loads on first use, and on a slow phone its code takes
 * longer to arrive and start than a tap should wait for an answer; the shell
 * opens in the next frame with the same frame and search box, and what the
 * reader types in it becomes the modal's first query. If the modal cannot
 * load (offline on a first visit, say), the shell says so and offers a retry.
 */
import type {ReactNode, RefObject} from 'react';

interface SearchModalShellProps {
  /** What the reader has typed: the key that opened search, then the field's value. */
  query: RefObject<string>;
  onClose: () => void;
  /** The modal failed to load. */
  failed: boolean;
  onRetry: () => void;
}

export function SearchModalShell({query, onClose, failed, onRetry}: SearchModalShellProps): ReactNode {
  return (
    // A click on the backdrop closes the dialog, as DocSearch's does; Escape is the keyboard's way (useSearchShortcuts).
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it, through the page-wide shortcut.
    <div
      className="search-modal-shell"
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="search-modal-shell__box">
        <input
          // biome-ignore lint/a11y/noAutofocus: the dialog's one field, focused as DocSearch focuses its own.
          autoFocus
          className="search-modal-shell__input"
          type="search"
          aria-label="Search"
          placeholder="Search docs"
          defaultValue={query.current}
          onInput={(event) => {
            query.current = event.currentTarget.value;
          }}
        />
        {failed ? (
          <div className="search-modal-shell__status" role="alert">
            <p>Search could not load. Check your connection, then try again.</p>
            <button type="button" className="button button--primary button--sm" onClick={onRetry}>
              Retry
            </button>
          </div>
        ) : (
          <p className="search-modal-shell__status" role="status">
            Loading search…
          </p>
        )}
      </div>
    </div>
  );
}
