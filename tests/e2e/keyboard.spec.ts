/**
 * The site works from the keyboard alone: on the home page, a doc page, the
 * search modal, the address checker and the veYFI calculator every control
 * is in the Tab order (forward and back), shows a visible focus ring in both
 * colour modes, and does its job with Enter, Space or the arrow keys.
 */

import type {Route} from '@playwright/test';
import {readSiteEnv} from '@site/config/env';
import {anvilOrigin} from '@site/harness/site/chainEndpoint';
import {addressPages} from '@site/src/data/addresses';
import {expect, failedLoadOf, type Page, test} from '@site/tests/e2e/support/fixtures';
import {codeBlocksLive, hydrated} from '@site/tests/e2e/support/hydration';
import {freezeTransitions, tabOrderProblems} from '@site/tests/e2e/support/keyboard';
import {openSearch} from '@site/tests/e2e/support/search';

// Every test here walks the page with dozens of key presses, each a round trip to the browser: a budget of
// their own rather than the default for a page load and a few checks. The Tab-order walks add to it per stop.
test.describe.configure({timeout: 120_000});

const DOC_PAGE = '/developers/data-services/yearn-data';
const ADDRESSES = '/developers/addresses';
const CALCULATOR = '/contributing/governance/veyfi-calculator';

async function open(page: Page, pathname: string): Promise<void> {
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await page.goto(pathname);
  await hydrated(page);
  await codeBlocksLive(page);
  await freezeTransitions(page);
}

/**
 * From now on, holds the page's requests to the build's RPC node (which the
 * fixture refuses) until `release`, then refuses them as before: a test sees
 * a retry's new request and the state the page shows while it waits.
 */
async function holdRpc(page: Page): Promise<{readonly requests: number; release(): void}> {
  const held: Route[] = [];
  let holding = true;
  let requests = 0;
  await page.route(
    (url) => url.origin === anvilOrigin,
    (route) => {
      requests++;
      if (holding) held.push(route);
      else void route.abort('connectionrefused');
    },
  );
  return {
    get requests() {
      return requests;
    },
    release() {
      holding = false;
      for (const route of held.splice(0)) void route.abort('connectionrefused');
    },
  };
}

/** Moves focus forward with Tab until `target` has it. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 200): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Enters a query in the open search modal as one input, so only one search
 * runs (typed letter by letter, earlier queries can answer late), and waits
 * for its results.
 */
async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.insertText(query);
  await expect(page.locator('.DocSearch-HitsFooter')).toBeVisible();
}

test.describe('home page', () => {
  test('every control is reached with Tab and Shift+Tab and shows a focus ring', async ({page}) => {
    await open(page, '/');
    expect(await tabOrderProblems(page)).toEqual([]);
  });

  test('the skip link, colour switch, announcement and links work from the keyboard', async ({page}) => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
    const html = page.locator('html');
    await tabTo(page, toggle);
    const label = await toggle.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    await expect(toggle).not.toHaveAttribute('aria-label', label ?? '');
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme', 'light');

    const versions = page.locator('.navbar__item.dropdown').filter({hasText: /^v\d/});
    await versions.locator('> .navbar__link').focus();
    await page.keyboard.press('Enter');
    await expect(versions.locator('.dropdown__menu')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(versions.locator('.dropdown__link').first()).toBeFocused();

    await page.locator('.theme-announcement-bar a').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);

    await page.locator('main a[href="/developers/building-on-yearn"]').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/developers\/building-on-yearn$/);
  });
});

test.describe('doc page', () => {
  test('every control is reached with Tab and Shift+Tab and shows a focus ring', async ({page}) => {
    await open(page, DOC_PAGE);
    expect(await tabOrderProblems(page)).toEqual([]);
  });

  test('sidebar categories, heading anchors, code copy and "Copy page" work from the keyboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, DOC_PAGE);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const collapsed = sidebar.locator('button.menu__caret[aria-expanded="false"]').first();
    const category = (await collapsed.getAttribute('aria-label'))?.replace(/^Expand /, '');
    await tabTo(page, collapsed);
    await page.keyboard.press('Enter');
    const caret = sidebar.getByRole('button', {name: `Collapse ${category}`, exact: true});
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    // The list is shown a frame after it expands (it opens with a height animation), and hidden, out of the Tab
    // order, once it has collapsed.
    const firstLink = caret.locator('xpath=ancestor::li[1]/ul//a').first();
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(caret).toBeFocused();
    await page.keyboard.press('Space');
    await expect(sidebar.getByRole('button', {name: `Expand ${category}`, exact: true})).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(firstLink).toBeHidden();

    const anchor = page.locator('article h2 .hash-link').first();
    await anchor.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#[\w-]+$/);

    const copyCode = page.locator('.theme-code-block button[title="Copy"]').first();
    const lines = await copyCode
      .locator('xpath=ancestor::*[contains(@class, "theme-code-block")][1]')
      .locator('pre code .token-line')
      .allTextContents();
    const code = lines.join('\n');
    expect(code.trim()).not.toBe('');
    await copyCode.focus();
    await page.keyboard.press('Enter');
    await expect(copyCode).toHaveAttribute('aria-label', 'Copied');
    await expect
      .poll(() => page.evaluate(async () => (await navigator.clipboard.readText()).trimEnd()))
      .toBe(code.trimEnd());

    await page.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({hasText: 'Copied the page'})).toBeVisible();
    const twin = await (await page.request.get(`${DOC_PAGE}.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

    const next = page.locator('.pagination-nav__link--next');
    const target = await next.getAttribute('href');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });
});

test.describe('search modal', () => {
  test('every control is reached with Tab and Shift+Tab without leaving the modal, and shows a focus ring', async ({
    page,
  }) => {
    await openSearch(page, '/getting-started/intro');
    await freezeTransitions(page);
    await searchFor(page, 'vault');
    expect(await tabOrderProblems(page, '.DocSearch-Modal', {trapped: true})).toEqual([]);
  });

  test('Escape closes and returns focus, arrow keys choose a result, Enter opens it', async ({page}) => {
    await openSearch(page, '/getting-started/intro');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();

    await searchFor(page, 'vault');
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const href = await hits.nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page).toHaveURL(new URL(href ?? '', page.url()).href);
  });
});

test.describe('address checker', () => {
  const published = addressPages.v3.entries.find((entry) => entry.chainId === 1)!;

  test('every control is reached with Tab and Shift+Tab and shows a focus ring, with a result shown', async ({
    page,
  }) => {
    await open(page, ADDRESSES);
    await page.getByLabel('Address to check').fill(published.address);
    await page.getByLabel('Address to check').press('Enter');
    await expect(page.locator('[data-checker="published"]')).toBeVisible();
    // The on-chain check (refused here) ends with its own Retry; walk once everything has settled.
    await expect(page.getByText(/On Ethereum: not checked/).getByRole('button', {name: 'Retry'})).toBeVisible();
    await expect(page.locator('[data-verification="pending"]')).toHaveCount(0);
    expect(await tabOrderProblems(page)).toEqual([]);
  });

  test('Enter checks the typed address, the result link and Retry work from the keyboard', async ({page}) => {
    await open(page, ADDRESSES);
    const input = page.getByLabel('Address to check');
    await tabTo(page, input);
    await page.keyboard.type('0x1234');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-checker="invalid"]')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill(published.address.toLowerCase());
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Check address'})).toBeFocused();
    await page.keyboard.press('Space');
    const result = page.locator('[data-checker="published"]');
    await expect(result).toContainText(published.name);
    const code = page.getByText(/On Ethereum: not checked/);
    await expect(code).toBeVisible();

    // Retry reads the chain again: the new request is held until the page shows it is reading.
    const node = await holdRpc(page);
    const retry = code.getByRole('button', {name: 'Retry'});
    await tabTo(page, retry, 20);
    await page.keyboard.press('Enter');
    await expect.poll(() => node.requests).toBeGreaterThan(0);
    await expect(page.getByText('Reading Ethereum for contract code…')).toBeVisible();
    await expect(code).toHaveCount(0);
    node.release();
    await expect(code).toBeVisible();
    await expect(retry).toBeVisible();

    const link = result.getByRole('link').first();
    await link.focus();
    const href = await link.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe('veYFI calculator', () => {
  test.beforeEach(({health}) => {
    // Choosing a gauge asks both price services, which are outside the test machine: the fixture blocks them.
    const {ydaemonUrl, priceServiceUrl} = readSiteEnv();
    health.allow(failedLoadOf(`${ydaemonUrl}/`), 'the yield-data service is blocked');
    health.allow(failedLoadOf(`${priceServiceUrl}/`), 'the price service is blocked');
  });

  test('every control is reached with Tab and Shift+Tab and shows a focus ring, with the chart shown', async ({
    page,
  }) => {
    await open(page, CALCULATOR);
    await page.getByTestId('supply-input').fill('10000');
    await page.getByTestId('gauge-select').selectOption({index: 1});
    await page.getByTestId('gauge-total-input').fill('500000');
    await page.getByTestId('veyfi-input').fill('10');
    await page.getByRole('button', {name: 'Calculate'}).click();
    await expect(page.getByTestId('veyfi-output')).toBeVisible();
    // The blocked price services end in the price's own retry, one more stop: walk once it shows.
    await expect(page.getByTestId('price-missing').getByRole('button', {name: 'retry'})).toBeVisible();
    expect(await tabOrderProblems(page)).toEqual([]);
  });

  test('tabs, gauge list, inputs, checkbox, slider, unit switch and buttons work from the keyboard', async ({page}) => {
    await open(page, CALCULATOR);
    const supply = page.getByTestId('supply-input');
    await tabTo(page, supply);
    await page.keyboard.type('10000');
    const retry = page.getByTestId('supply-missing').getByRole('button', {name: 'retry'});
    await page.keyboard.press('Shift+Tab');
    await expect(retry).toBeFocused();
    // Retry reads the totals again: the new request is held until the panel shows it is reading.
    const node = await holdRpc(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => node.requests).toBeGreaterThan(0);
    await expect(page.getByText('Reading the veYFI total supply and gauge totals from Ethereum…')).toBeVisible();
    await expect(page.getByTestId('supply-missing')).toHaveCount(0);
    node.release();
    await expect(page.getByTestId('supply-missing')).toBeVisible();

    const veyfiTab = page.getByRole('tab', {name: 'Calculate from veYFI'});
    const depositTab = page.getByRole('tab', {name: 'Calculate from Gauge Deposit'});
    await tabTo(page, veyfiTab);
    for (const [key, tab] of [
      ['ArrowRight', depositTab],
      ['ArrowRight', veyfiTab],
      ['ArrowLeft', depositTab],
      ['Home', veyfiTab],
      ['End', depositTab],
      ['ArrowLeft', veyfiTab],
    ] as const) {
      await page.keyboard.press(key);
      await expect(tab, key).toBeFocused();
      await expect(tab, key).toHaveAttribute('aria-selected', 'true');
    }
    await expect(depositTab).toHaveAttribute('tabindex', '-1');

    // Tab leaves the tab list for the selected panel.
    await page.keyboard.press('Tab');
    const gauge = page.getByTestId('gauge-select');
    await expect(gauge).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(gauge).not.toHaveValue('');
    const gaugeTotal = page.getByTestId('gauge-total-input');
    await gaugeTotal.focus();
    await page.keyboard.type('500000');

    await tabTo(page, page.getByTestId('veyfi-input'));
    await page.keyboard.press('Tab');
    const useLock = page.getByRole('checkbox', {name: 'use veYFI calculator'});
    await expect(useLock).toBeFocused();
    await page.keyboard.press('Space');
    await expect(useLock).toBeChecked();
    await expect(page.getByTestId('veyfi-input')).toBeDisabled();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('lock-yfi')).toBeFocused();
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    const slider = page.getByRole('slider');
    await expect(slider).toBeFocused();
    const startDays = Number(await slider.inputValue());
    for (const [key, days] of [
      ['ArrowLeft', String(startDays - 1)],
      ['Home', '0'],
      ['ArrowRight', '1'],
      ['End', await slider.getAttribute('max')],
    ] as const) {
      await page.keyboard.press(key);
      await expect(slider, key).toHaveValue(days ?? '');
    }
    await expect(page.getByTestId('lock-result')).toContainText('You will get');

    const calculate = page.getByRole('button', {name: 'Calculate'});
    await tabTo(page, calculate, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('veyfi-output')).toBeVisible();

    await depositTab.focus();
    await page.keyboard.press('Enter');
    await expect(depositTab).toHaveAttribute('aria-selected', 'true');
    const shares = page.getByRole('radio', {name: 'in Vault Shares'});
    await tabTo(page, shares, 5);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', {name: 'in USD'})).toBeChecked();
    await expect(page.getByLabel('Deposit (USD)')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(shares).toBeChecked();
    await expect(page.getByLabel('Deposit (vault shares)')).toBeVisible();
  });
});
