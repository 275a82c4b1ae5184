/**
 * When a page's code chunk fails to load on first visit, Docusaurus leaves
 * the server-rendered page on screen but never makes it interactive, and
 * says nothing. This shows the reader what failed and a Retry button that
 * loads the page again, so a flaky connection costs one click, not a
 * silently broken page. Failures after the app has started are handled by
 * Docusaurus itself (it reloads the page).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {chunkErrorMessage} from './chunkLoadError';

const NOTICE_ID = 'chunk-load-error';

function showNotice(message: string): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = 'chunk-load-error';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = `This page could not finish loading: ${message}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  notice.append(text, retry);
  document.body.prepend(notice);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (window.docusaurusRoot) return;
    const message = chunkErrorMessage(event.reason);
    if (message) showNotice(message);
  });
}
