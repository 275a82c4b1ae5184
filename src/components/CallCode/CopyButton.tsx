import {writeText} from '@site/src/clientModules/copyAddress';
import type React from 'react';
import {useState} from 'react';
import styles from './styles.module.css';

/** A button that copies `text`, with a status that says "Copied" (or that it failed) for two seconds. */
export default function CopyButton({text, label}: {text: string; label: string}): React.ReactElement {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <>
      <button
        type="button"
        className={styles.copy}
        aria-label={label}
        onClick={async () => {
          setState((await writeText(text)) ? 'copied' : 'failed');
          window.setTimeout(() => setState('idle'), 2000);
        }}
      >
        Copy
      </button>
      <span role="status" className={styles.copyStatus}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </>
  );
}
