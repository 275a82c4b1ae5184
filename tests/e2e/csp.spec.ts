/**
 * Every page of the sitemap loads under the Content-Security-Policy the host
 * configuration sends (plugins/host-config, served by the local server) with
 * no violation, in both colour modes. The address pages' RPC requests are
 * refused by the test fixture after the policy has let them leave the page.
 */

import {expect, type Page, test} from './support/fixtures';
import {hydrated} from './support/hydration';
import {waitForWorkerControl} from './support/serviceWorker';
import {chunk, sitemapPaths} from './support/sitemap';

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', {value: seen});
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI || 'inline'}`);
    });
  });
}

async function violationsOn(page: Page, pathname: string): Promise<string[]> {
  const response = await page.goto(pathname);
  expect(response?.headers()['content-security-policy'], pathname).toContain("default-src 'self'");
  await hydrated(page);
  return page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations);
}

const CHUNKS = 6;
const paths = sitemapPaths();

for (const colorScheme of ['light', 'dark'] as const) {
  chunk(paths, CHUNKS).forEach((part, index) => {
    test(`pages ${index + 1}/${CHUNKS} load under the CSP with no violation (${colorScheme})`, async ({page}) => {
      test.setTimeout(part.length * 3_000);
      await page.emulateMedia({colorScheme});
      await recordViolations(page);
      const violations: string[] = [];
      for (const pathname of part) {
        for (const violation of await violationsOn(page, pathname)) violations.push(`${pathname}: ${violation}`);
      }
      expect(violations).toEqual([]);
    });
  });
}

test.describe('with the service worker on', () => {
  test.use({serviceWorkers: 'allow'});

  test('the worker installs and a page reloaded through it shows no violation', async ({page}) => {
    await recordViolations(page);
    expect(await violationsOn(page, '/developers/addresses/v3-contracts')).toEqual([]);
    // Only an activated worker handles the reload's navigation.
    await waitForWorkerControl(page);
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as {__cspViolations: string[]}).__cspViolations)).toEqual([]);
  });
});
