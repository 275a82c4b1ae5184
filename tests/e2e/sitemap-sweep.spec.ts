/**
 * One sweep over every page of the sitemap and the not-found page. Each is
 * loaded once and checked in light mode, then in dark mode (switched in
 * place, as the site follows the system preference when no choice is
 * stored). On each page:
 * - it answers 200 (the not-found page 404) with the site's one
 *   Content-Security-Policy and reports no violation of it;
 * - it has a title and a visible h1, a doc page shows its sidebar, and it
 *   hydrates;
 * - axe-core finds no accessibility violation of any impact: every rule in
 *   light mode, and in dark mode again every rule that reads colours or the
 *   images a theme swaps (the rest see the same DOM in both modes);
 * - it stays healthy: no page error, no console error, no failed request
 *   (the test fixture fails the part otherwise) and no request off the machine.
 * Chain-backed pages are checked in their "not checked" state here (the RPC is
 * refused); accessibility.spec.ts checks them once more, verified, against the
 * local node, and csp.spec.ts what the policy allows.
 */
import type {Page} from '@playwright/test';
import {
  axeCore,
  axeViolations,
  type ColorScheme,
  MINIMUM_AXE_CORE,
  settle,
  switchColorScheme,
  themeDependentOnly,
} from '@site/tests/e2e/support/axe';
import {expect, test} from '@site/tests/e2e/support/fixtures';
import {recordViolations, violationsSeen} from '@site/tests/e2e/support/pageSweep';
import {sitemapPaths} from '@site/tests/e2e/support/sitemap';

const NOT_FOUND_PAGE = '/no/such/page';
const sitemap = sitemapPaths();
const paths = [...sitemap, NOT_FOUND_PAGE];
const SCHEMES: readonly ColorScheme[] = ['light', 'dark'];
const NON_DOC_PAGES = new Set(['/', '/search', NOT_FOUND_PAGE]);
/** Doc pages the spec makes reachable by link only: they show no sidebar. */
const LINK_ONLY_PAGES = new Set(['/getting-started/products/ybal/overview']);

test('the sweep covers every sitemap page and only published ones', () => {
  expect(paths.length).toBeGreaterThan(300);
  expect(paths).toContain('/');
  expect(paths).toContain('/getting-started/intro');
  expect(paths).toContain('/developers/addresses');
  expect(sitemap).not.toContain('/__e2e__/crash');
});

test('the sweep runs a current axe-core (4.14 or newer, which catches label-content-name-mismatch)', () => {
  const [major, minor] = axeCore.version.split('.').map(Number);
  expect(major! * 1000 + minor!, `axe-core ${axeCore.version}`).toBeGreaterThanOrEqual(
    MINIMUM_AXE_CORE[0] * 1000 + MINIMUM_AXE_CORE[1],
  );
});

/** What a reader sees first on any page: a status, a title, an h1, and on doc pages the sidebar. */
async function pageProblems(page: Page, pathname: string, status: number | undefined): Promise<string[]> {
  const problems: string[] = [];
  const expected = pathname === NOT_FOUND_PAGE ? 404 : 200;
  if (status !== expected) problems.push(`${pathname}: answered ${status}, not ${expected}`);
  if (!/\S.* \| Yearn Docs$|^Yearn Docs/.test(await page.title()))
    problems.push(`${pathname}: title "${await page.title()}"`);
  if (!(await page.locator('h1').first().isVisible())) problems.push(`${pathname}: no visible h1`);
  if (
    !NON_DOC_PAGES.has(pathname) &&
    !LINK_ONLY_PAGES.has(pathname) &&
    !(await page.locator('nav[aria-label="Docs sidebar"]').isVisible())
  )
    problems.push(`${pathname}: no docs sidebar`);
  return problems;
}

// Pages are dealt out in turn, so every part gets its share of the long
// generated contract pages and the parts take about as long as each other.
const PARTS = 16;
const parts = Array.from({length: PARTS}, (_, part) => paths.filter((_, index) => index % PARTS === part));
/**
 * The most a load, its settling and both axe runs may take, per page: a guard against a hang,
 * well above what the long contract pages take on a loaded 2-core machine (about 15 s).
 */
const MS_PER_PAGE = 60_000;

for (const [index, group] of parts.entries()) {
  test(`pages part ${index + 1}/${PARTS}: status, title, CSP, axe and page health in light and dark mode`, async ({
    page,
    request,
    health,
  }) => {
    test.setTimeout(group.length * MS_PER_PAGE + 15_000);
    if (group.includes(NOT_FOUND_PAGE))
      health.allow(/\/no\/such\/page\b/, 'the not-found page is checked too: its 404 is the point');
    // Every page is served the one policy csp.spec.ts examines: the site's, as on its front page.
    const policy = (await request.get('/')).headers()['content-security-policy'];
    expect(policy, 'the front page is served with a Content-Security-Policy').toBeTruthy();
    await recordViolations(page);
    const problems: string[] = [];
    for (const pathname of group) {
      await page.emulateMedia({colorScheme: SCHEMES[0], reducedMotion: 'reduce'});
      const response = await page.goto(pathname, {waitUntil: 'load'});
      if (response?.headers()['content-security-policy'] !== policy)
        problems.push(`${pathname}: served another policy: ${response?.headers()['content-security-policy']}`);
      await settle(page);
      problems.push(...(await pageProblems(page, pathname, response?.status())));
      for (const scheme of SCHEMES) {
        await switchColorScheme(page, scheme);
        problems.push(
          ...(await axeViolations(page, `${pathname} (${scheme})`, (axe) =>
            scheme === SCHEMES[0] ? axe : themeDependentOnly(axe),
          )),
        );
      }
      problems.push(...(await violationsSeen(page)).map((violation) => `${pathname}: CSP violation ${violation}`));
    }
    expect(problems).toEqual([]);
    expect(health.externalRequests).toEqual([]);
  });
}
