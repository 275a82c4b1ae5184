import {useLocation} from '@docusaurus/router';
import type {CopyResult} from '@site/src/docs-tooling/copyPage';
import {twinPathFor} from '@site/src/docs-tooling/twinPath';
import {useState} from 'react';
import styles from './styles.module.css';

type Status = {state: 'idle'} | {state: 'copying'} | {state: 'done'; result: CopyResult};

/** "Copy page" (the page's Markdown twin to the clipboard) and a link to view that Markdown. */
export default function CopyPage(): React.ReactElement {
  const {pathname} = useLocation();
  const twinUrl = twinPathFor(pathname);
  const [status, setStatus] = useState<Status>({state: 'idle'});

  // The copy code loads on first use: every doc page shows the button, few readers press it.
  async function copy(): Promise<void> {
    setStatus({state: 'copying'});
    let result: CopyResult;
    try {
      const {copyPageMarkdown} = await import('@site/src/docs-tooling/copyPage');
      result = await copyPageMarkdown(twinUrl, {fetch: (url) => window.fetch(url), clipboard: navigator.clipboard});
    } catch {
      result = {ok: false, reason: 'the copy function could not be loaded; check your connection and try again'};
    }
    setStatus({state: 'done', result});
  }

  let message = '';
  if (status.state === 'done') {
    message = status.result.ok ? 'Copied the page as Markdown.' : `Could not copy: ${status.result.reason}.`;
  }

  return (
    <div className={styles.actions} data-twin-skip>
      <button
        type="button"
        className={`button button--sm ${styles.copyButton}`}
        onClick={copy}
        disabled={status.state === 'copying'}
      >
        Copy page
      </button>
      <a className={styles.viewLink} href={twinUrl} target="_blank" rel="noopener">
        View as Markdown
      </a>
      <span
        className={`${styles.status} ${status.state === 'done' && !status.result.ok ? styles.error : ''}`}
        role="status"
        aria-live="polite"
      >
        {message}
      </span>
    </div>
  );
}
