/**
 * Shown while a page chunk loads, and when it fails. Replaces the fallback
 * whose white-on-red error text fails contrast; behaviour is the same: the
 * error text and a Retry button that tries the chunk again.
 */
import type React from 'react';
import type {LoadingComponentProps} from 'react-loadable';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): React.ReactElement | null {
  if (error) {
    return (
      <div className="page-load-error container margin-vert--xl" role="alert">
        <h1>This page could not be loaded</h1>
        <p>{String(error)}</p>
        <p>Check your connection, then try again.</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className="page-loading" role="status" aria-live="polite">
        <span className="page-loading__spinner" aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
