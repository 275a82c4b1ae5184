import {useOfflineReading} from '@site/src/components/OfflineReading/useOfflineReading';
import type React from 'react';
import styles from './styles.module.css';

/** The footer's "Save the docs for offline reading" switch, with its progress and outcome. */
export default function OfflineReadingPanel(): React.ReactElement {
  const {state, status, optIn, optOut, retry} = useOfflineReading();
  return (
    <div className={styles.offline}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={state.optedIn}
          onChange={(event) => (event.target.checked ? optIn() : optOut())}
        />
        Save the docs for offline reading
      </label>
      <p role="status" className={styles.message}>
        {status.message}
      </p>
      {status.detail && (
        <p className={styles.detail}>
          {status.progress && (
            <progress value={status.progress.value} max={status.progress.max} aria-label="Saving progress" />
          )}
          {status.detail}
        </p>
      )}
      {status.canRetry && (
        <button type="button" className="button button--secondary button--sm" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}
