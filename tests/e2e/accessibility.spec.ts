/**
 * axe-core finds no accessibility violation, of any impact, in light and in
 * dark mode, on every hand-written page of the sitemap and on a sample of
 * the generated contract reference pages (they share one template; axe on
 * all of them takes longer than the rest of the suite together).
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './support/fixtures';
import {chunk, sitemapPaths} from './support/sitemap';
import {hasSourceFile} from './support/builtSite';

const GENERATED_SAMPLE = new Set([
  '/developers/smart-contracts/V3/VaultV3',
  '/developers/smart-contracts/V3/Periphery/Accountant',
  '/developers/smart-contracts/V2/vault',
  '/developers/smart-contracts/deprecated/V3/version-3.0.3/VaultV3',
  '/developers/smart-contracts/deprecated/V1/interfaces',
]);
const paths = sitemapPaths().filter((route) => hasSourceFile(route) || !route.startsWith('/developers/smart-contracts/') || GENERATED_SAMPLE.has(route));

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [index, group] of chunk(paths, 8).entries()) {
    test(`no axe violations in ${colorScheme} mode, part ${index + 1}`, async ({page}) => {
      test.setTimeout(group.length * 15_000 + 20_000);
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
