/**
 * Replaces plugin-pwa's popup, shown when a new deploy's service worker is
 * waiting: our wording, and announced to screen readers (the original is a
 * plain box). It renders outside the app, so it uses no Docusaurus context.
 * Its `onReload` prop is left uncalled: activateUpdate.ts says why.
 */

import {activateWaitingWorker} from '@site/src/offline/activateUpdate';
import clsx from 'clsx';
import {type ReactNode, useState} from 'react';
import styles from './styles.module.css';

type PopupState = 'offered' | 'updating' | 'dismissed';

export default function PwaReloadPopup(): ReactNode {
  const [state, setState] = useState<PopupState>('offered');
  if (state === 'dismissed') return null;
  const updating = state === 'updating';
  // While updating, the popup stays where it is until the page reloads: hiding it would put the
  // pointer over whatever lies beneath, and a link there preloads its page through the old worker
  // just as Chromium stops that worker for the new one, which can leave the new one waiting.
  return (
    <div className={clsx('alert', 'alert--secondary', styles.popup)} role="alert" aria-busy={updating}>
      <p>{updating ? 'Updating to the new version of the docs…' : 'A new version of the docs is available.'}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={updating}
          onClick={() => {
            setState('updating');
            void activateWaitingWorker(navigator.serviceWorker, () => window.location.reload());
          }}
        >
          {updating ? 'Updating…' : 'Reload to update'}
        </button>
        <button
          type="button"
          className="close"
          aria-label="Not now"
          disabled={updating}
          onClick={() => setState('dismissed')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
