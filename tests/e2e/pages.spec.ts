/**
 * Every page in the sitemap loads cleanly: it has a title and an h1, doc
 * pages show their sidebar, and nothing fails or logs an error on the way.
 */
import {expect, test} from './support/fixtures';
import {chunk, sitemapPaths} from './support/sitemap';

const paths = sitemapPaths();
const NON_DOC_PAGES = new Set(['/', '/search']);
/** Doc pages the spec makes reachable by link only: they show no sidebar. */
const LINK_ONLY_PAGES = new Set(['/getting-started/products/ybal/overview']);

test("the sitemap lists the site's pages", () => {
  expect(paths.length).toBeGreaterThan(100);
  expect(paths).toContain('/getting-started/intro');
  expect(paths).not.toContain('/__e2e__/crash');
});

for (const [index, group] of chunk(paths, 12).entries()) {
  test(`sitemap pages, part ${index + 1}`, async ({page, health}) => {
    test.setTimeout(group.length * 8_000 + 10_000);
    for (const pathname of group) {
      const response = await page.goto(pathname, {waitUntil: 'load'});
      expect(response?.status(), pathname).toBe(200);
      await expect(page.locator('h1').first(), pathname).toBeVisible();
      expect(await page.title(), pathname).toMatch(/\S.* \| Yearn Docs$|^Yearn Docs/);
      if (!NON_DOC_PAGES.has(pathname) && !LINK_ONLY_PAGES.has(pathname)) {
        await expect(page.locator('nav[aria-label="Docs sidebar"]'), pathname).toBeVisible();
      }
      await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
    }
    expect(health.consoleErrors).toEqual([]);
    expect(health.failedRequests).toEqual([]);
    expect(health.externalRequests).toEqual([]);
  });
}
