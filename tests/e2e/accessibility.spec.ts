/**
 * axe-core finds no accessibility violation, of any impact, on any page of
 * the sitemap, in light and in dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './support/fixtures';
import {chunk, sitemapPaths} from './support/sitemap';

const paths = sitemapPaths();

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [index, group] of chunk(paths, 8).entries()) {
    test(`no axe violations in ${colorScheme} mode, part ${index + 1}`, async ({page}) => {
      test.setTimeout(group.length * 6_000 + 20_000);
      await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
      const violations: string[] = [];
      for (const pathname of group) {
        await page.goto(pathname, {waitUntil: 'load'});
        await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await new AxeBuilder({page}).analyze();
        for (const violation of results.violations) {
          const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
          violations.push(`${pathname}: [${violation.impact}] ${violation.id} (${violation.nodes.length}) ${targets}`);
        }
      }
      expect(violations).toEqual([]);
    });
  }
}
