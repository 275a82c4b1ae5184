/**
 * The test fixture every end-to-end test uses. It blocks and records every
 * request to a host other than the local server, and collects console
 * errors and failed same-origin requests, so a test can assert a clean page.
 */
import {test as base, expect, type Page} from '@playwright/test';

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

export const test = base.extend<{health: PageHealth}>({
  health: [
    async ({page}, use) => {
      const health: PageHealth = {externalRequests: [], consoleErrors: [], failedRequests: []};
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (isLocal(url)) return route.fallback();
        health.externalRequests.push(url.href);
        return route.abort('blockedbyclient');
      });
      page.on('console', (message) => {
        if (message.type() === 'error') health.consoleErrors.push(message.text());
      });
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        if (isLocal(url) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
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
