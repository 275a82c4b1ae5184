/**
 * Code blocks keep their server-rendered, highlighted HTML when a page opens
 * and turn live only when the reader nears one: the block must then work
 * (copy button) around the same lines, and a page reached by client
 * navigation must render its code highlighted too.
 */
import {expect, failedLoadOf, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';

const PAGE_WITH_CODE_AT_THE_END = '/developers/addresses/v3-contracts';

test('a code block far down the page gets a working copy button once the reader scrolls to it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE_WITH_CODE_AT_THE_END);
  await hydrated(page);
  const block = page.locator('.theme-code-block').last();
  // Highlighted in the page's own HTML, before any script has run for it.
  await expect(block.locator('.token.keyword').first()).toHaveText('import');
  const served = await block.locator('pre').evaluate((pre) => pre.outerHTML);
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const copyButton = block.getByRole('button', {name: 'Copy code to clipboard'});
  await expect(copyButton).toBeVisible();
  // "Copied" shows for one second only, which a busy machine can miss between two polls: the page records it.
  const copiedShown = copyButton.evaluate(
    (button) =>
      new Promise<string | null>((resolve) => {
        new MutationObserver(() => resolve(button.getAttribute('aria-label'))).observe(button, {
          attributeFilter: ['aria-label'],
        });
      }),
  );
  await copyButton.click();
  expect(await copiedShown).toBe('Copied');
  // The live block shows the very lines the server highlighted.
  expect(await block.locator('pre').evaluate((pre) => pre.outerHTML)).toBe(served);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import {createPublicClient, http, parseAbi} from 'viem';");
  // Every line of the block, and nothing else.
  expect(copied.trimEnd().split('\n')).toHaveLength(await block.locator('.token-line').count());
});

test('a page reached by client navigation renders its address tables and highlighted code', async ({page}) => {
  await page.goto('/developers/addresses/core-contracts');
  await hydrated(page);
  await page.locator('article').getByRole('link', {name: 'V3'}).first().click();
  await expect(page).toHaveURL(/\/developers\/addresses\/v3-contracts$/);
  await expect(page.locator('tr[data-entry-id="v3/router"]')).toContainText('0x');
  // One badge in each of the row's chain cells (the router has one address on every V3 chain).
  const router = page.locator('tr[data-entry-id="v3/router"]');
  const chainCells = await router.locator('[data-chain-cell]').count();
  expect(chainCells).toBeGreaterThan(1);
  await expect(router.locator('[data-chain-cell] [data-verification]')).toHaveCount(chainCells);
  const block = page.locator('.theme-code-block').last();
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('.token.keyword').first()).toHaveText('import');
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
});

test('a code block focused from the keyboard keeps the focus as it turns live', async ({page}) => {
  await page.goto(PAGE_WITH_CODE_AT_THE_END);
  await hydrated(page);
  const block = page.locator('.theme-code-block').last();
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(0);
  await block.locator('pre').focus();
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(1);
  await expect(block.locator('pre')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(block.locator('pre')).not.toBeFocused();
});

test('when the live block cannot load, code stays as served and the page keeps working', async ({
  page,
  health,
  baseURL,
}) => {
  health.allow(failedLoadOf(`${baseURL}/`), 'every script is refused on purpose');
  // Its code blocks all start below the first two screens, and it has no diagram.
  await page.goto('/developers/v3/vault_deployment');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const block = page.locator('.theme-code-block').first();
  const served = await block.textContent();
  await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await expect.poll(() => health.failedRequests.length).toBeGreaterThan(0);
  await expect(block.locator('.token').first()).toBeVisible();
  expect(await block.textContent()).toBe(served);
  // Only the browser's own notes on the refused requests (allowed above): nothing thrown, nothing unhandled.
  expect(health.pageErrors).toEqual([]);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const category = (await sidebar
    .locator('button.menu__caret[aria-expanded="false"]')
    .first()
    .getAttribute('aria-label'))!.replace(/^Expand /, '');
  await sidebar.getByRole('button', {name: `Expand ${category}`, exact: true}).click();
  await expect(sidebar.getByRole('button', {name: `Collapse ${category}`, exact: true})).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
