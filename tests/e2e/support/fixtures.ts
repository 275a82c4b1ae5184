/**
 * The test fixture every end-to-end test uses. It blocks and records every
 * request to a host other than the local server, and collects console
 * errors and failed same-origin requests, so a test can assert a clean page.
 * Requests to the build's RPC endpoint are refused unless a spec opts into
 * the local node (`chain: true`), so pages that verify addresses behave the
 * same whichever specs happen to run beside them.
 */
import {test as base, expect, type Page} from '@playwright/test';
import {anvilOrigin} from './chainEndpoint';

export interface PageHealth {
  /** Requests to other hosts, aborted before they left the machine. */
  externalRequests: string[];
  consoleErrors: string[];
  /** Same-origin requests that failed or answered with an error status. */
  failedRequests: string[];
}

function isLocal(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:';
}

export const test = base.extend<{chain: boolean; health: PageHealth; withoutServiceWorkers: undefined}>({
  chain: [false, {option: true}],
  // Where service workers are blocked (all specs but offline.spec.ts), Playwright's stand-in
  // register() resolves to nothing and plugin-pwa logs an error; a page that sees no service
  // worker support, like a browser without one, does not try.
  withoutServiceWorkers: [
    async ({page, serviceWorkers}, use) => {
      if (serviceWorkers === 'block') {
        await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'));
      }
      await use(undefined);
    },
    {auto: true},
  ],
  health: [
    async ({page, chain}, use) => {
      const health: PageHealth = {externalRequests: [], consoleErrors: [], failedRequests: []};
      const isRpc = (url: string | undefined) => !!url && url.startsWith(anvilOrigin);
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (!chain && url.origin === anvilOrigin) return route.abort('connectionrefused');
        if (isLocal(url)) return route.fallback();
        health.externalRequests.push(url.href);
        return route.abort('blockedbyclient');
      });
      page.on('console', (message) => {
        // The refused RPC calls are the designed offline state, reported on the page itself.
        if (message.type() === 'error' && !(!chain && isRpc(message.location().url))) health.consoleErrors.push(message.text());
      });
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        if (isLocal(url) && !(!chain && isRpc(request.url())) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
          health.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
        }
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (isLocal(url) && response.status() >= 400) health.failedRequests.push(`${response.url()} ${response.status()}`);
      });
      await use(health);
    },
    {auto: true},
  ],
});

export {expect};
export type {Page};
