/**
 * The test fixture every end-to-end test uses. It blocks and records every
 * request to a host other than the local server, and watches the page's
 * health: uncaught page errors, console errors and failed same-origin
 * requests. Any test FAILS when its pages threw an uncaught error or logged
 * a console error it did not allow: a test that provokes an error on purpose
 * (a refused request, a crashing fixture page) allows exactly that error with
 * `health.allow(pattern, reason)`. Requests to the build's RPC endpoint are
 * refused unless a spec opts into the local node (`chain: true`), so pages
 * that verify addresses behave the same whichever specs happen to run beside
 * them; the refused calls are the designed "not checked" state and never
 * count as errors.
 */
import {test as base, expect, type Page} from '@playwright/test';
import {anvilOrigins} from '@site/harness/site/chainEndpoint';
import {type Allowance, failedLoadOf, type HealthRecord, unhealthyMessage} from '@site/tests/e2e/support/health';

export interface PageHealth extends HealthRecord {
  /** Requests to other hosts, aborted before they left the machine. */
  externalRequests: string[];
  /**
   * Lets this test's pages log console errors (or throw page errors) that
   * match `pattern`, because the test provokes them on purpose. An entry that
   * matches nothing fails the test too, so the list never outlives its cause.
   */
  allow(pattern: RegExp, reason: string): void;
}

function isLocal(url: URL): boolean {
  return (
    ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:'
  );
}

export {failedLoadOf};

export const test = base.extend<{
  chain: boolean;
  expectedHealthFailure: string | undefined;
  health: PageHealth;
  withoutServiceWorkers: undefined;
}>({
  chain: [false, {option: true}],
  // For the fixture's own tests (page-health.spec.ts): the exact message the health check must
  // fail this test with. The test then passes if and only if it failed with that message.
  expectedHealthFailure: [undefined, {option: true}],
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
    async ({page, context, chain, expectedHealthFailure}, use, testInfo) => {
      const allowances: Allowance[] = [];
      const health: PageHealth = {
        externalRequests: [],
        consoleErrors: [],
        pageErrors: [],
        failedRequests: [],
        allow: (pattern, reason) => {
          allowances.push({pattern, reason, used: false});
        },
      };
      // The fixture's own record, which a test cannot clear: it judges the page by this, not by `health`.
      const seen = {consoleErrors: [] as string[], pageErrors: [] as string[], failedRequests: [] as string[]};
      const note = (kind: keyof typeof seen, entry: string) => {
        seen[kind].push(entry);
        health[kind].push(entry);
      };
      const isRpc = (url: string | undefined) => !!url && anvilOrigins.some((origin) => url.startsWith(origin));
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (!chain && anvilOrigins.includes(url.origin)) return route.abort('connectionrefused');
        if (isLocal(url)) return route.fallback();
        health.externalRequests.push(url.href);
        return route.abort('blockedbyclient');
      });
      // On the context, so a second page a test opens in it is watched as well.
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        // The refused RPC calls are the designed offline state, reported on the page itself.
        if (!chain && isRpc(source)) return;
        note('consoleErrors', source ? `${message.text()} [${source}]` : message.text());
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        note('pageErrors', `${error.name}: ${error.message}`);
      });
      context.on('requestfailed', (request) => {
        const url = new URL(request.url());
        if (isLocal(url) && !(!chain && isRpc(request.url())) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
          note('failedRequests', `${request.url()} ${request.failure()?.errorText ?? ''}`);
        }
      });
      context.on('response', (response) => {
        const url = new URL(response.url());
        if (isLocal(url) && response.status() >= 400) note('failedRequests', `${response.url()} ${response.status()}`);
      });
      await use(health);
      // A test that stopped early (failed, timed out) may not have reached the error it allows.
      const finished = testInfo.status === 'passed';
      const message = unhealthyMessage(
        seen,
        finished ? allowances : allowances.map((allowance) => ({...allowance, used: true})),
      );
      if (expectedHealthFailure === undefined) {
        if (message) throw new Error(message);
        return;
      }
      if (message !== expectedHealthFailure)
        throw new Error(
          `The health check was to fail this test with:\n${expectedHealthFailure}\n` +
            (message ? `It failed it with:\n${message}` : 'It passed it.'),
        );
    },
    {auto: true},
  ],
});

export type {Page};
export {expect};
