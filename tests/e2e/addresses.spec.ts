import {readFileSync} from 'node:fs';
import path from 'node:path';
import {addressPages, entryById, explorerUrl} from '../../src/data/addresses';
import type {AddressPageId} from '../../src/data/addresses/types';
import {anvilUrl, expect, mismatchedRouter, scenario, test} from './support/anvilNode';
import {failedLoadOf} from './support/fixtures';

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

function builtHtml(route: string): string {
  return readFileSync(path.join(buildDir, `${route}.html`), 'utf8');
}

function mainnetCount(page: AddressPageId): number {
  return addressPages[page].entries.filter((e) => e.chainId === 1).length;
}

test.describe('address pages without JavaScript', () => {
  for (const page of Object.values(addressPages)) {
    test(`the built HTML of ${page.route} holds every published entry`, () => {
      const html = builtHtml(page.route);
      for (const entry of page.entries) {
        expect(html, entry.id).toContain(`data-entry-id=${entry.id}`);
        expect(html, entry.id).toContain(entry.address);
        expect(html, entry.id).toContain(explorerUrl(entry.chainId, entry.address));
      }
      expect(html.match(/data-entry-id=/g)?.length).toBe(page.entries.length);
    });
  }
});

test.describe('live verification against the local node', () => {
  test.beforeEach(async ({anvil}) => {
    expect(anvil.url).toBe(anvilUrl);
  });

  test('the V3 page verifies its addresses in one request and flags the mismatched router loudly', async ({
    page,
    pageErrors,
    health,
  }) => {
    const rpcRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(anvilUrl)) rpcRequests.push(request.postData() ?? '');
    });
    await page.goto('/developers/addresses/v3-contracts');
    const summary = page.locator('[data-verification-summary="done"]');
    await expect(summary).toBeVisible();
    const total = mainnetCount('v3');
    await expect(summary).toContainText(
      new RegExp(`${total - 1} of ${total} addresses verified on-chain at block \\d`),
    );
    await expect(summary).toContainText('1 address does not match');

    const routerRow = page.locator(`tr[data-entry-id="${scenario.mismatch}"]`);
    const mismatch = routerRow.locator('[data-verification="mismatch"]');
    await expect(mismatch).toContainText('Mismatch');
    await expect(mismatch).toContainText(`Protocol Address Provider.getRouter() returns ${mismatchedRouter}`);
    await expect(page.locator('[data-verification="verified"]')).toHaveCount(total - 1);
    await expect(page.locator(`tr[data-entry-id="v3/apr-oracle"] [data-verification="verified"]`)).toContainText(
      'Verified',
    );

    expect(rpcRequests).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    expect(health.consoleErrors).toEqual([]);
  });

  test('a published address without code is reported as such', async ({page}) => {
    await page.goto('/developers/addresses/ycrv-contracts');
    await expect(page.locator(`tr[data-entry-id="${scenario.noCode}"] [data-verification="no-code"]`)).toContainText(
      'No code',
    );
    await expect(page.locator('[data-verification-summary="done"]')).toContainText(
      '1 published address has no contract code on Ethereum.',
    );
  });

  test('badges replace their placeholders without shifting the layout', async ({page}) => {
    await page.goto('/developers/addresses/yprisma-contracts');
    await expect(page.locator('[data-verification-summary="done"]')).toBeVisible();
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(layoutShift).toBeLessThan(0.01);
  });

  test('every other address page verifies all of its Ethereum addresses in one request', async ({page}) => {
    // Eleven pages in a row: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(anvilUrl)) requests++;
    });
    const counts: string[] = [];
    for (const id of [
      'index',
      'core',
      'v2',
      'styfi',
      'veyfi',
      'yvusd',
      'ybold',
      'yyb',
      'ypools',
      'yprisma',
      'lens',
    ] as const) {
      requests = 0;
      await page.goto(addressPages[id].route);
      const total = mainnetCount(id);
      await expect(page.locator('[data-verification-summary="done"]'), id).toContainText(
        `${total} of ${total} addresses verified on-chain at block`,
      );
      // All of a page's reads go out as one multicall request.
      expect(requests, id).toBe(1);
      counts.push(`${addressPages[id].route}: ${total} addresses in ${requests} RPC request(s)`);
    }
    // The request count of each page, in the JSON report.
    test.info().annotations.push({type: 'RPC requests per address page', description: counts.join('; ')});
  });

  test('the stYFI page checks the Staking Middleware through stYFI.hooks()', async ({page}) => {
    await page.goto(addressPages.styfi.route);
    const row = page.locator('tr[data-entry-id="styfi/staking-middleware"]');
    await expect(row).toContainText('stYFI.hooks()');
    await expect(row.locator('[data-verification="verified"]')).toContainText('Verified');
    await expect(page.locator('tr[data-entry-id="styfi/staking-middleware-previous"]')).toContainText('Deprecated');
  });

  test('with the node down the page stays complete, says "not checked" and recovers on Retry', async ({
    page,
    pageErrors,
    health,
  }) => {
    health.allow(failedLoadOf(anvilUrl), 'the node is down on purpose until Retry');
    await page.route(`${anvilUrl}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/developers/addresses/veyfi-contracts');
    const summary = page.locator('[data-verification-summary="done"]');
    await expect(summary).toContainText('The Ethereum node could not be reached');
    await expect(summary.getByRole('button', {name: 'Retry'})).toBeVisible();
    await expect(page.locator('[data-verification="not-checked"]').first()).toContainText('Not checked');
    await expect(page.locator('[data-verification="not-checked"]')).toHaveCount(mainnetCount('veyfi'));
    // The published addresses are all still there.
    await expect(page.locator('tr[data-entry-id]')).toHaveCount(addressPages.veyfi.entries.length);

    await page.unroute(`${anvilUrl}/**`);
    await summary.getByRole('button', {name: 'Retry'}).click();
    await expect(summary).toContainText(`${mainnetCount('veyfi')} of ${mainnetCount('veyfi')} addresses verified`);
    expect(pageErrors).toEqual([]);
  });

  test('the result is kept for the session: going back to a page does not ask the node again', async ({page}) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(anvilUrl)) requests++;
    });
    const summary = page.locator('[data-verification-summary="done"]');
    await page.goto('/developers/addresses/yprisma-contracts');
    await expect(summary).toContainText(`${mainnetCount('yprisma')} of ${mainnetCount('yprisma')} addresses verified`);
    await page.getByRole('link', {name: 'veYFI addresses'}).first().click();
    await expect(page).toHaveURL(/\/developers\/addresses\/veyfi-contracts/);
    await expect(summary).toContainText(`${mainnetCount('veyfi')} of ${mainnetCount('veyfi')} addresses verified`);
    await page.goBack();
    await expect(page).toHaveURL(/\/developers\/addresses\/yprisma-contracts/);
    await expect(summary).toContainText(`${mainnetCount('yprisma')} of ${mainnetCount('yprisma')} addresses verified`);
    expect(requests).toBe(2);
  });
});

test.describe('address checker', () => {
  const ychad = entryById('core/ychad')!.address;

  async function check(page: import('@playwright/test').Page, value: string) {
    await page.getByLabel('Address to check').fill(value);
    await page.getByRole('button', {name: 'Check address'}).click();
  }

  test('explains each kind of invalid input precisely', async ({page, anvil, pageErrors}) => {
    expect(anvil.url).toBe(anvilUrl);
    await page.goto('/developers/addresses');
    const message = page.locator('[data-checker="invalid"]');
    await check(page, ychad.slice(2));
    await expect(message).toHaveText('An Ethereum address starts with 0x.');
    await check(page, ychad.slice(0, 30));
    await expect(message).toHaveText('An address has exactly 40 hexadecimal characters after 0x; this one has 28.');
    await check(page, `0x${'z'.repeat(40)}`);
    await expect(message).toContainText('character 3 is “z”');
    const flipped = ychad.replace('F', 'f');
    await check(page, flipped);
    await expect(message).toContainText('does not match');
    await check(page, '');
    await expect(message).toHaveText('Paste an address to check it.');
    await expect(page.getByLabel('Address to check')).toHaveAttribute('aria-invalid', 'true');
    expect(pageErrors).toEqual([]);
  });

  test('finds a published address, with its page, status and code on-chain', async ({page, anvil}) => {
    expect(anvil.url).toBe(anvilUrl);
    await page.goto('/developers/addresses');
    await check(page, ychad.toLowerCase());
    const published = page.locator('[data-checker="published"]');
    await expect(published).toContainText('This is a published Yearn address.');
    await expect(published).toContainText(
      'Yearn multisig (daddy) on Ethereum, listed under “Ethereum” on Core Yearn Contract Addresses.',
    );
    await expect(published.getByRole('link', {name: 'Core Yearn Contract Addresses'})).toHaveAttribute(
      'href',
      '/developers/addresses/core-contracts',
    );
    await expect(published).toContainText('Current address');
    await expect(page.getByText('On Ethereum: contract code is deployed at this address')).toBeVisible();
  });

  test('labels a replaced address as deprecated', async ({page, anvil}) => {
    expect(anvil.url).toBe(anvilUrl);
    await page.goto('/developers/addresses');
    await check(page, entryById('veyfi/dyfi-redemption-previous')!.address);
    await expect(page.locator('[data-checker="published"]')).toContainText('Deprecated: Replaced');
  });

  test('says plainly that an unknown address is not a published Yearn contract', async ({page, anvil}) => {
    expect(anvil.url).toBe(anvilUrl);
    await page.goto('/developers/addresses');
    await check(page, '0x000000000000000000000000000000000000dEaD');
    await expect(page.locator('[data-checker="unknown"]')).toContainText(
      'This address is not a published Yearn contract',
    );
    await expect(page.getByText('On Ethereum: there is no contract code at this address.')).toBeVisible();
  });
});

test('pages that do not read the chain load no Ethereum client code', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  });
  await page.goto('/developers/building-on-yearn');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // Strings that only the viem-based client bundles contain.
  expect(scripts.filter((s) => s.includes('aggregate3') || s.includes('HttpRequestError'))).toEqual([]);
});
