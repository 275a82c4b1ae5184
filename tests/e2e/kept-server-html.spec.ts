/**
 * Content that never changes after the build is not re-rendered by React
 * when a page opened directly hydrates (src/components/KeptServerHtml): the
 * address tables, a contract reference article and the code blocks keep the
 * very DOM nodes the server sent, and their interactive parts still work.
 *
 * The page's scripts are held back until the server HTML is parsed, each
 * node under test is marked with a property of its own (a DOM node keeps it
 * only while it is the same object), then the scripts run and the page
 * hydrates. A node React replaced would be a new object without the mark,
 * and one React hydrated carries its fiber.
 */
import type {Page} from '@playwright/test';
import {expect, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';

const ADDRESS_PAGE = '/developers/addresses/v3-contracts';
const CONTRACT_PAGE = '/developers/smart-contracts/V3/VaultV3';

declare global {
  interface Element {
    servedNode?: string;
  }
}

/**
 * Opens a page with its JavaScript held until `mark` has run on the parsed
 * server HTML, then lets it load and waits for hydration.
 */
async function openWithServerNodesMarked(page: Page, path: string, selectors: Record<string, string>): Promise<void> {
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route('**/assets/js/**', async (route) => {
    if (holding) held.push(() => route.continue());
    else await route.continue();
  });
  await page.goto(path, {waitUntil: 'commit'});
  // The document is parsed ("interactive") before its deferred scripts run, and they are held.
  await page.waitForFunction(() => document.readyState !== 'loading');
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
  const missing = await page.evaluate((wanted) => {
    const absent: string[] = [];
    for (const [name, selector] of Object.entries(wanted)) {
      const nodes = document.querySelectorAll(selector);
      if (nodes.length === 0) absent.push(name);
      for (const node of nodes) node.servedNode = name;
    }
    return absent;
  }, selectors);
  expect(missing, 'selectors that found no server node').toEqual([]);
  holding = false;
  await Promise.all(held.map((release) => release()));
  await hydrated(page);
}

/**
 * How many nodes each selector finds after hydration, how many of them carry
 * the server's mark, and how many React owns: React hydrates a server node
 * by adopting it, so sameness alone does not tell kept from hydrated, but an
 * adopted node carries React's fiber key and a kept one never does.
 */
function survivors(page: Page, selectors: Record<string, string>) {
  return page.evaluate((wanted) => {
    const counts: Record<string, {now: number; served: number; react: number}> = {};
    for (const [name, selector] of Object.entries(wanted)) {
      const nodes = [...document.querySelectorAll(selector)];
      counts[name] = {
        now: nodes.length,
        served: nodes.filter((node) => node.servedNode === name).length,
        react: nodes.filter((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))).length,
      };
    }
    return counts;
  }, selectors);
}

/** Every node found is the server's own, and React never touched it. */
function expectKept(counts: Record<string, {now: number; served: number; react: number}>, atLeast: number): void {
  for (const [name, {now, served, react}] of Object.entries(counts)) {
    expect(now, name).toBeGreaterThanOrEqual(atLeast);
    expect({served, react}, `${name}: the server's nodes, and those React hydrated`).toEqual({served: now, react: 0});
  }
}

test('the address tables keep the served rows through hydration; their badges turn live and their copy buttons copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const kept = {
    rows: 'table tr[data-entry-id]',
    addresses: 'table tr[data-entry-id] code',
    copyButtons: 'table tr[data-entry-id] button[data-copy-address]',
  };
  const badges = '[data-badge-slot] > [data-verification]';
  await openWithServerNodesMarked(page, ADDRESS_PAGE, {...kept, badges});
  expectKept(await survivors(page, kept), 10);
  // The live part: each slot's served badge is replaced by a live one, one per slot, which follows the check
  // (chain reads are refused here, so every badge ends as "not checked").
  const slots = await page.locator('[data-badge-slot]').count();
  await expect(page.locator('[data-badge-slot] > [data-verification="not-checked"]')).toHaveCount(slots);
  const {now, served} = (await survivors(page, {badges})).badges!;
  expect({now, served}).toEqual({now: slots, served: 0});
  // The kept copy buttons still copy.
  const button = page.locator(kept.copyButtons).first();
  const address = await button.getAttribute('data-copy-address');
  await button.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('a contract reference article keeps its served nodes through hydration, and its links navigate in the page', async ({
  page,
}) => {
  const kept = {
    headings: 'article .markdown h3[id]',
    tables: 'article .markdown table',
    links: 'article .markdown a[href^="/developers/smart-contracts/deprecated/"]',
  };
  await openWithServerNodesMarked(page, CONTRACT_PAGE, kept);
  expectKept(await survivors(page, kept), 1);
  await page.evaluate(() => {
    (window as Window & {sameDocument?: boolean}).sameDocument = true;
  });
  const link = page.locator(kept.links).first();
  const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(target);
  expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('the code blocks keep their served lines through hydration and turn live around them', async ({page}) => {
  const kept = {blocks: '.theme-code-block pre', lines: '.theme-code-block .token-line'};
  await openWithServerNodesMarked(page, ADDRESS_PAGE, kept);
  expectKept(await survivors(page, kept), 1);
  const block = page.locator('.theme-code-block').last();
  const lines = await block.locator('.token-line').count();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  expect(await block.locator('.token-line').count()).toBe(lines);
});
