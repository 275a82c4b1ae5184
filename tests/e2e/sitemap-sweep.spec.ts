/**
 * One sweep over every page of the sitemap and the not-found page: each is
 * loaded once in light and once in dark mode, and on each load it is served
 * the site's Content-Security-Policy, reports no violation of it, shows no
 * accessibility violation of any impact (axe-core) and stays healthy (no
 * page error, no console error: the test fixture fails the part otherwise).
 * Chain-backed pages are checked in their "not checked" state here (the RPC is
 * refused); accessibility.spec.ts checks them once more, verified, against the
 * local node, and csp.spec.ts what the policy allows.
 */
import {axeCore, axeViolations, type ColorScheme, MINIMUM_AXE_CORE, settle} from './support/axe';
import {expect, test} from './support/fixtures';
import {recordViolations, violationsSeen} from './support/pageSweep';
import {sitemapPaths} from './support/sitemap';

const NOT_FOUND_PAGE = '/no/such/page';
const paths = [...sitemapPaths(), NOT_FOUND_PAGE];
const SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

test('the sweep covers every sitemap page', () => {
  expect(paths.length).toBeGreaterThan(300);
  expect(paths).toContain('/');
  expect(paths).toContain('/developers/addresses');
});

test('the sweep runs a current axe-core (4.14 or newer, which catches label-content-name-mismatch)', () => {
  const [major, minor] = axeCore.version.split('.').map(Number);
  expect(major! * 1000 + minor!, `axe-core ${axeCore.version}`).toBeGreaterThanOrEqual(
    MINIMUM_AXE_CORE[0] * 1000 + MINIMUM_AXE_CORE[1],
  );
});

// Pages are dealt out in turn, so every part gets its share of the long
// generated contract pages and the parts take about as long as each other.
const PARTS = 16;
const parts = Array.from({length: PARTS}, (_, part) => paths.filter((_, index) => index % PARTS === part));
/**
 * The most a load, its settling and an axe run may take, per page and colour mode: a guard against a
 * hang, well above what the long contract pages take on a loaded 2-core machine (about 15 s).
 */
const MS_PER_LOAD = 45_000;

for (const [index, group] of parts.entries()) {
  test(`pages part ${index + 1}/${PARTS}: CSP, axe and page health in light and dark mode`, async ({
    page,
    request,
    health,
  }) => {
    test.setTimeout(group.length * SCHEMES.length * MS_PER_LOAD + 15_000);
    if (group.includes(NOT_FOUND_PAGE))
      health.allow(/\/no\/such\/page\b/, 'the not-found page is checked too: its 404 is the point');
    // Every page is served the one policy csp.spec.ts examines: the site's, as on its front page.
    const policy = (await request.get('/')).headers()['content-security-policy'];
    expect(policy, 'the front page is served with a Content-Security-Policy').toBeTruthy();
    await recordViolations(page);
    const problems: string[] = [];
    for (const pathname of group) {
      for (const scheme of SCHEMES) {
        const label = `${pathname} (${scheme})`;
        await page.emulateMedia({colorScheme: scheme, reducedMotion: 'reduce'});
        const response = await page.goto(pathname, {waitUntil: 'load'});
        if (response?.headers()['content-security-policy'] !== policy)
          problems.push(`${label}: served another policy: ${response?.headers()['content-security-policy']}`);
        await settle(page);
        await expect(page.locator('html'), label).toHaveAttribute('data-theme', scheme);
        problems.push(...(await axeViolations(page, label)));
        problems.push(...(await violationsSeen(page)).map((violation) => `${label}: CSP violation ${violation}`));
      }
    }
    expect(problems).toEqual([]);
  });
}
