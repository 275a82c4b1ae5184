/**
 * Replaces plugin-pwa's popup, shown when a new deploy's service worker is
 * waiting: our wording, and announced to screen readers (the original is a
 * plain box). It renders outside the app, so it uses no Docusaurus context.
 */
import {type ReactNode, useState} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/PwaReloadPopup';
import {activateWaitingWorker} from '@site/src/offline/activateUpdate';
import styles from './styles.module.css';

export default function PwaReloadPopup({onReload}: Props): ReactNode {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <div className={clsx('alert', 'alert--secondary', styles.popup)} role="alert">
      <p>A new version of the docs is available.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary button--sm"
          onClick={() => {
            setVisible(false);
            void activateWaitingWorker(navigator.serviceWorker, () => window.location.reload());
            onReload();
          }}>
          Reload to update
        </button>
        <button type="button" className="close" aria-label="Not now" onClick={() => setVisible(false)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
