/**
 * A page names in its HTML every script it needs to become interactive, so
 * a browser fetches them all at once, beside runtime and main, instead of
 * learning of the page's own chunks only once main has run, a round trip
 * later (plugins/internals/route-scripts). Scripts the page loads on demand (the chain
 * client, the service worker's registration) may come later.
 */
import type {Route} from '@playwright/test';
import {expect, test} from '@site/tests/e2e/support/fixtures';

const PAGES = [
  '/',
  '/getting-started/guides/using-yearn-v3',
  '/developers/smart-contracts/V3/VaultV3',
  '/developers/addresses/v3-contracts',
  '/contributing/governance/veyfi-calculator',
  '/search',
];

/** The local scripts a page's HTML names, as the server sends it. */
function scriptsNamedIn(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/<script\b[^>]*\bsrc="?(\/[^"\s>]+\.js)/g), ([, src]) => src!));
}

for (const path of PAGES) {
  test(`${path} hydrates from the scripts its HTML names, each fetched once`, async ({page}) => {
    test.setTimeout(60_000);
    const response = await page.request.get(path);
    const named = scriptsNamedIn(await response.text());
    expect(named.size, 'runtime, main and at least one chunk of the page').toBeGreaterThan(2);

    // Every other script is held back until the page has hydrated: a chunk the page needs but does not name would stall it.
    const heldBack: Route[] = [];
    let released = false;
    const fetched: string[] = [];
    await page.route('**/*.js', (route) => {
      const {pathname} = new URL(route.request().url());
      fetched.push(pathname);
      if (released || named.has(pathname)) return route.fallback();
      heldBack.push(route);
      return undefined;
    });
    await page.goto(path);
    // A long page hydrates in seconds on a busy 2-core machine; a stalled one never does.
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({timeout: 30_000});
    released = true;
    await Promise.all(heldBack.map((route) => route.fallback()));

    expect(fetched.filter((src, index) => fetched.indexOf(src) !== index)).toEqual([]);
    expect(
      [...named].filter((src) => !fetched.includes(src)),
      'named scripts the page never fetched',
    ).toEqual([]);
  });
}
