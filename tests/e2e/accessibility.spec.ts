/**
 * axe-core finds no accessibility violation, of any impact, in light and in
 * dark mode, on one page of every kind the site has: the home and search
 * pages, a guide of each section, pages heavy with code, formulas, diagrams
 * and tables, an address page, generated index and contract reference pages,
 * and the not-found page.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './support/fixtures';

const PAGES = [
  '/',
  '/search',
  '/getting-started/intro',
  '/getting-started/guides/how-apy-works',
  '/getting-started/yearn-principles',
  '/developers/v3/strategy_writing_guide',
  '/developers/addresses/v3-contracts',
  '/developers/security/multisig',
  '/developers/smart-contracts/V3/VaultV3',
  '/contributing/governance/veyfi-calculator',
  '/contributing/operations/osc-levels',
  '/resources/deprecated',
  '/resources/defi-glossary',
  '/partners/partner-tracker',
  '/no/such/page',
];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const pathname of PAGES) {
    test(`no axe violations on ${pathname} in ${colorScheme} mode`, async ({page}) => {
      test.setTimeout(60_000);
      await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
      await page.goto(pathname, {waitUntil: 'load'});
      await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const results = await new AxeBuilder({page}).analyze();
      const violations = results.violations.map((violation) => {
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
        return `[${violation.impact}] ${violation.id} (${violation.nodes.length}) ${targets}`;
      });
      expect(violations).toEqual([]);
    });
  }
}
