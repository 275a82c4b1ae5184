/**
 * Stands in for @docusaurus/plugin-pwa's registerSw.js: the same
 * registration, guarded. Where service workers exist but are blocked (a
 * privacy setting, a sandboxed frame, a test browser), the original logs
 * "registerSW failed TypeError: …reading 'waiting'" or a SecurityError on
 * every page; the site then simply works without offline reading, quietly.
 * Behaviour where registration works is the original's: the worker URL
 * carries the offline-mode decision, a waiting worker is activated at once
 * unless pages are kept offline, in which case the "Reload to update" popup
 * asks first. It uses the Service Worker API directly where the original
 * loads workbox-window for the same three calls (register, the waiting
 * events, a message to the worker).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {afterPageLoad} from './afterPageLoad';

/** True when this browser offers service workers and the page may use them. */
export function canRegisterServiceWorker(
  nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  try {
    return !!nav && 'serviceWorker' in nav && !!nav.serviceWorker && typeof nav.serviceWorker.register === 'function';
  } catch {
    // Reading navigator.serviceWorker throws where storage is denied to the page.
    return false;
  }
}

if (ExecutionEnvironment.canUseDOM && canRegisterServiceWorker()) {
  // The worker is registered only once the page has loaded, as plugin-pwa does; its code is
  // fetched then too, so that it does not compete with the page's own code and requests.
  afterPageLoad(() => {
    import('./serviceWorkerRegistration')
      .then(({startServiceWorker}) => startServiceWorker())
      // The chunk did not load (offline on a first visit): the next page view tries again.
      .catch(() => undefined);
  });
}
