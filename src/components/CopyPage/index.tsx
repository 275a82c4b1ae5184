import {useLocation} from '@docusaurus/router';
import {type CopyResult, copyPageMarkdown} from '@site/src/docs-tooling/copyPage';
import {twinPathFor} from '@site/src/docs-tooling/twinPath';
import {useState} from 'react';
import styles from './styles.module.css';

type Status = {state: 'idle'} | {state: 'copying'} | {state: 'done'; result: CopyResult};

/** "Copy page" (the page's Markdown twin to the clipboard) and a link to view that Markdown. */
export default function CopyPage(): React.ReactElement {
  const {pathname} = useLocation();
  const twinUrl = twinPathFor(pathname);
  const [status, setStatus] = useState<Status>({state: 'idle'});

  async function copy(): Promise<void> {
    setStatus({state: 'copying'});
    const result = await copyPageMarkdown(twinUrl, {
      fetch: (url) => window.fetch(url),
      clipboard: navigator.clipboard,
    });
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
