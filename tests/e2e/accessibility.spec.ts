/**
 * axe-core finds no accessibility violation, of any impact, where the sitemap
 * sweep (sitemap-sweep.spec.ts, every page in light and dark mode) does not
 * look: a page of each layout at phone width (with the size of its tap
 * targets too), the search modal with results, the chain-backed pages
 * verified against the local node (an address row's code to copy opened),
 * and the icon-only controls in forced colours.
 */
import type AxeBuilder from '@axe-core/playwright';
import {expect as chainExpect, test as chainTest} from '@site/tests/e2e/support/anvilNode';
import {
  axeViolations,
  type ColorScheme,
  settle,
  switchColorScheme,
  themeDependentOnly,
} from '@site/tests/e2e/support/axe';
import {expect, type Page, test} from '@site/tests/e2e/support/fixtures';
import {openSearch} from '@site/tests/e2e/support/search';

const other = (scheme: ColorScheme): ColorScheme => (scheme === 'light' ? 'dark' : 'light');

/** One page of each layout: at phone width the navbar, sidebar and tables take other forms. */
const PHONE_SAMPLE = [
  '/',
  '/getting-started/guides/using-yearn-v3',
  '/developers/addresses/v3-contracts',
  '/developers/smart-contracts/V3/VaultV3',
  '/contributing/governance/veyfi-calculator',
  '/search?q=vault',
];

test('no axe violations at 390 px on a page of each layout, in light and dark mode', async ({page}) => {
  test.setTimeout(PHONE_SAMPLE.length * 30_000);
  await page.setViewportSize({width: 390, height: 844});
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  const violations: string[] = [];
  for (const pathname of PHONE_SAMPLE) {
    await page.goto(pathname, {waitUntil: 'load'});
    await settle(page);
    const scheme = (await page.locator('html').getAttribute('data-theme')) as ColorScheme;
    violations.push(...(await axeViolations(page, `${pathname} at 390 px (${scheme})`)));
    await switchColorScheme(page, other(scheme));
    violations.push(...(await axeViolations(page, `${pathname} at 390 px (${other(scheme)})`, themeDependentOnly)));
  }
  expect(violations).toEqual([]);
});

test("every control on a page of each layout is a finger's target at 390 px: 24 px, or spaced as far (WCAG 2.5.8)", async ({
  page,
}) => {
  test.setTimeout(PHONE_SAMPLE.length * 30_000);
  await page.setViewportSize({width: 390, height: 844});
  const violations: string[] = [];
  for (const pathname of PHONE_SAMPLE) {
    await page.goto(pathname, {waitUntil: 'load'});
    await settle(page);
    // Off by default in axe-core; Lighthouse's accessibility score counts it.
    violations.push(...(await axeViolations(page, `${pathname} at 390 px`, (b) => b.withRules(['target-size']))));
  }
  expect(violations).toEqual([]);
});

test('no axe violations in the search modal with results, in light and dark mode', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await openSearch(page, '/getting-started/intro');
  await page.locator('.DocSearch-Input').fill('vault');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // DocSearch's own markup breaks these rules (a role="button" container
  // around the results, aria-controls naming lists that do not exist, a
  // header and a footer inside the dialog); the modal comes from
  // @docsearch/react and cannot be changed here. Its colours are ours and
  // stay checked, and every page behind it is checked with all rules above.
  const docSearchMarkup = (builder: AxeBuilder) =>
    builder.disableRules([
      'aria-valid-attr-value',
      'nested-interactive',
      'landmark-no-duplicate-banner',
      'landmark-no-duplicate-contentinfo',
      'landmark-unique',
    ]);
  const violations = await axeViolations(page, 'search modal (light)', docSearchMarkup);
  await switchColorScheme(page, 'dark');
  violations.push(...(await axeViolations(page, 'search modal (dark)', docSearchMarkup)));
  expect(violations).toEqual([]);
});

test('address links keep 4.5:1 on the highlighted rows of the address tables in dark mode', async ({page}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
  const violations: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({width, height: 900});
    await page.goto('/developers/addresses/v3-contracts');
    await settle(page);
    // Every row highlighted as the theme highlights a table's alternate rows (its stripe, the lighter row
    // background), so each address link is checked on the lightest grey its row can have.
    await page.addStyleTag({
      content: '[data-address-table] tbody tr { background: var(--ifm-table-stripe-background) !important; }',
    });
    violations.push(
      ...(await axeViolations(page, `highlighted address rows at ${width} px (dark)`, (builder) =>
        builder.include('[data-address-table]').withRules(['color-contrast']),
      )),
    );
  }
  expect(violations).toEqual([]);
});

/** Chain-backed states worth a look of their own: every badge kind, and a computed boost with its chart. */
const chainStates: [string, (page: Page) => Promise<void>][] = [
  [
    '/developers/addresses/v3-contracts',
    async (page) => {
      await chainExpect(page.locator('[data-verification="mismatch"]')).toBeVisible();
      // A row's code to copy, opened: the language picker, the code and its Copy button (the Read panels' code is the same component).
      const row = page.locator('tr[data-entry-id="v3/dumper"]');
      await row.locator('details[data-address-code] > summary').click();
      await chainExpect(row.locator('[data-call-code] pre')).toBeVisible({timeout: 30_000});
    },
  ],
  [
    '/developers/addresses/ycrv-contracts',
    async (page) => {
      await chainExpect(page.locator('[data-verification="no-code"]')).toBeVisible();
    },
  ],
  [
    '/contributing/governance/veyfi-calculator',
    async (page) => {
      await chainExpect(page.getByTestId('supply-status')).toBeVisible();
      await page.getByTestId('gauge-select').selectOption({index: 1});
      await page.getByTestId('veyfi-input').fill('10');
      await page.getByRole('button', {name: 'Calculate'}).click();
      await chainExpect(page.getByTestId('boost-chart').locator('canvas')).toBeVisible();
    },
  ],
];

chainTest.describe('chain-backed pages with data from the local node', () => {
  for (const [pathname, prepare] of chainStates) {
    chainTest(`no axe violations on ${pathname} in light and dark mode`, async ({page, anvil, health}) => {
      // Two full axe runs over a long, verified page: a walk with a budget of its own, not the default 30 s.
      chainTest.setTimeout(120_000);
      chainExpect(anvil.url).toBeTruthy();
      if (pathname.endsWith('veyfi-calculator')) {
        health.allow(
          /ydaemon\.yearn\.fi|ypricemagic\.yearn\.fi/,
          'no host but this machine answers: the price services are blocked, and the calculator says so',
        );
      }
      await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
      await page.goto(pathname);
      await settle(page);
      await prepare(page);
      const violations = await axeViolations(page, `${pathname} (light)`);
      await switchColorScheme(page, 'dark');
      violations.push(...(await axeViolations(page, `${pathname} (dark)`, themeDependentOnly)));
      chainExpect(violations).toEqual([]);
    });
  }
});

test('in forced colours the icon-only controls keep their icons', async ({browser}) => {
  const context = await browser.newContext({forcedColors: 'active'});
  const page = await context.newPage();
  await page.goto('/developers/addresses/v3-contracts');
  // Each control, and the CSS selector of its icon: hiding the icon must change the control's pixels.
  const controls = [
    {name: 'GitHub link', control: page.locator('.navbar-icon--github'), icon: '.navbar-icon--github::before'},
    {
      name: 'colour mode switch',
      control: page.getByRole('button', {name: /^Switch between dark and light mode/}),
      icon: '.navbar button[title] svg',
    },
    {
      name: 'copy button',
      control: page.locator('.copy-address__button').first(),
      icon: '.copy-address__button svg',
    },
  ];
  for (const {name, control, icon} of controls) {
    await control.scrollIntoViewIfNeeded();
    const shown = await control.screenshot({animations: 'disabled'});
    const hiding = await page.addStyleTag({content: `${icon} { visibility: hidden !important; }`});
    const hidden = await control.screenshot({animations: 'disabled'});
    await hiding.evaluate((style) => (style as HTMLStyleElement).remove());
    expect(shown.equals(hidden), `${name}: its icon shows`).toBe(false);
  }
  await context.close();
});
