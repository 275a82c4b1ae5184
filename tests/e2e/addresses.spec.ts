import {readFileSync} from 'node:fs';
import {addressFacts} from '@site/harness/chain/addressFacts';
import {fileForRoute} from '@site/harness/site/builtSite';
import {addressPages, entryById, explorerUrl} from '@site/src/data/addresses';
import {pageChains} from '@site/src/data/addresses/pageChains';
import type {AddressPageId} from '@site/src/data/addresses/types';
import {chainById} from '@site/src/data/chains';
import {anvilUrl, anvilUrls, expect, mismatchedRouter, scenario, test} from '@site/tests/e2e/support/anvilNode';
import {failedLoadOf} from '@site/tests/e2e/support/fixtures';
import {layoutShiftOf} from '@site/tests/e2e/support/layoutShift';
import {type Hex, keccak256} from 'viem';

function builtHtml(route: string): string {
  const file = fileForRoute(route);
  if (!file) throw new Error(`no built page for ${route}`);
  return readFileSync(file, 'utf8');
}

function mainnetCount(page: AddressPageId): number {
  return addressPages[page].entries.filter((e) => e.chainId === 1).length;
}

test.describe('address pages without JavaScript', () => {
  for (const page of Object.values(addressPages)) {
    test(`the built HTML of ${page.route} holds every published entry`, () => {
      const html = builtHtml(page.route);
      for (const entry of page.entries) {
        expect(html, entry.id).toContain(entry.row ? `data-badge-slot=${entry.id}` : `data-entry-id=${entry.id}`);
        expect(html, entry.id).toContain(entry.address);
        expect(html, entry.id).toContain(explorerUrl(entry.chainId, entry.address));
      }
      // A contract at the same address on several chains is one row, with a cell (and badge slot) per chain.
      expect(html.match(/data-entry-id=/g)?.length).toBe(page.entries.filter((e) => !e.row).length);
      expect(html.match(/data-badge-slot=/g)?.length).toBe(page.entries.length);
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
    // Every chain's badges: the deterministic rows carry one per chain.
    await expect(page.locator('[data-verification="verified"]')).toHaveCount(addressPages.v3.entries.length - 1);
    await expect(
      page.locator(`tr[data-entry-id="v3/apr-oracle"] [data-chain-cell="1"] [data-verification="verified"]`),
    ).toContainText('Verified');

    expect(rpcRequests).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    expect(health.consoleErrors).toEqual([]);
  });

  test('a published address without code is reported as such', async ({page}) => {
    await page.goto('/developers/addresses/ycrv-contracts');
    await expect(page.locator(`tr[data-entry-id="${scenario.noCode}"] [data-verification="no-code"]`)).toContainText(
      'No code',
    );
    await expect(page.locator('[data-chain-summary="1"]')).toContainText(
      `Ethereum: ${mainnetCount('ycrv') - 1} of ${mainnetCount('ycrv')} addresses verified on-chain`,
    );
    await expect(page.locator('[data-chain-summary="1"]')).toContainText('(1 without code)');
  });

  test('shows each entry’s record beside its badge, and names code that changed since the recorded block', async ({
    page,
    pageErrors,
  }) => {
    // The record a build publishes for the page (plugins/addresses-json), here a fixture: the oracle's code is the
    // stand-in every node holds (tests/chain/fixtures), the Base router's record names code that is not there.
    const standIn = JSON.parse(readFileSync('tests/chain/fixtures/CannedResponder.json', 'utf8')) as {
      deployedBytecode: Hex;
    };
    const records = {
      'v3/apr-oracle': {block: 21_234_567, date: '2025-01-15', codeHash: keccak256(standIn.deployedBytecode)},
      'v3/router@8453': {block: 20_000_000, date: '2024-09-01', codeHash: `0x${'11'.repeat(32)}`},
    };
    await page.route('**/addresses/verified/v3.json', (route) => route.fulfill({json: records}));
    await page.goto('/developers/addresses/v3-contracts');
    await expect(page.locator('[data-verification-summary="done"]')).toBeVisible();
    const oracle = page.locator('tr[data-entry-id="v3/apr-oracle"] [data-chain-cell="1"]');
    await expect(oracle.locator('[data-verification="verified"]')).toBeVisible();
    await expect(oracle).toContainText('Last verified at block 21,234,567 on 2025-01-15');
    const baseRouter = page.locator(`tr[data-entry-id="${scenario.mismatch}"] [data-chain-cell="8453"]`);
    const changed = baseRouter.locator('[data-verification="code-changed"]');
    await expect(changed).toContainText('Code changed');
    await expect(changed).toContainText('since block 20,000,000');
    await expect(baseRouter).toContainText('Last verified at block 20,000,000 on 2024-09-01');
    await expect(page.locator('[data-chain-summary="8453"]')).toContainText('(1 with changed code)');
    // Entries without a record show none.
    await expect(page.getByText('Last verified at block')).toHaveCount(2);
    expect(pageErrors).toEqual([]);
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

  test('a link to a heading below the tables lands on it, and it stays in view as the tables verify', async ({
    page,
  }) => {
    // The tables skip layout while off screen; the heading comes after all ten of them.
    await page.goto('/developers/addresses/v3-contracts#how-to-verify-an-address-yourself');
    const heading = page.locator('h2#how-to-verify-an-address-yourself');
    await expect(heading).toBeInViewport();
    await expect(page.locator('[data-verification-summary="done"]').first()).toBeAttached();
    await expect(heading).toBeInViewport();
    await page.locator('.table-of-contents a[href="#protocol-entry-points"]').first().click();
    await expect(page.locator('h2#protocol-entry-points')).toBeInViewport();
  });

  test('every other address page verifies all of its Ethereum addresses in one request', async ({page}) => {
    // A dozen pages in a row: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(anvilUrl)) requests++;
    });
    const counts: string[] = [];
    // The V3 page is the test above: its router is mismatched on purpose.
    for (const {id} of Object.values(addressPages).filter((other) => other.id !== 'v3')) {
      requests = 0;
      await page.goto(addressPages[id].route);
      const total = mainnetCount(id);
      // The yCRV page holds the entry the scenario strips of code (the test above shows its badge).
      const withCode = total - addressPages[id].entries.filter((e) => e.id === scenario.noCode).length;
      await expect(page.locator('[data-chain-summary="1"]'), id).toContainText(
        `${withCode} of ${total} addresses verified on-chain at block`,
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
    await expect(page.locator('[data-verification="not-checked"][data-fault]').first()).toContainText('Node fault');
    await expect(page.locator('[data-verification="not-checked"][data-fault]')).toHaveCount(mainnetCount('veyfi'));
    // The published addresses are all still there.
    await expect(page.locator('tr[data-entry-id]')).toHaveCount(addressPages.veyfi.entries.length);

    await page.unroute(`${anvilUrl}/**`);
    await summary.getByRole('button', {name: 'Retry'}).click();
    await expect(summary).toContainText(`${mainnetCount('veyfi')} of ${mainnetCount('veyfi')} addresses verified`);
    expect(pageErrors).toEqual([]);
  });

  test('a badge’s own Retry reads its chain again and its badges turn verified', async ({page, pageErrors, health}) => {
    health.allow(failedLoadOf(anvilUrl), 'the node is down on purpose until Retry');
    await page.route(`${anvilUrl}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/developers/addresses/veyfi-contracts');
    const faults = page.locator('[data-badge-slot] > [data-verification="not-checked"][data-fault]');
    await expect(faults).toHaveCount(mainnetCount('veyfi'));
    await page.unroute(`${anvilUrl}/**`);
    await faults.first().getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('[data-badge-slot] > [data-verification="verified"]')).toHaveCount(mainnetCount('veyfi'));
    await expect(faults).toHaveCount(0);
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

test.describe('the V3 page on every chain, each against its own local node', () => {
  const v3 = addressPages.v3;
  const route = v3.route;
  const count = (chainId: number) => v3.entries.filter((e) => e.chainId === chainId).length;
  const line = (page: import('@playwright/test').Page, chainId: number) =>
    page.locator(`[data-chain-summary="${chainId}"]`);

  test('verifies every chain’s addresses on that chain, with no layout shift and no page error', async ({
    page,
    anvil,
    pageErrors,
  }) => {
    expect(anvil.url).toBe(anvilUrl);
    const shift = await layoutShiftOf(page, route, '[data-verification-summary="done"]');
    for (const chainId of pageChains(v3).filter((id) => id !== 1))
      await expect(line(page, chainId)).toContainText(
        `${chainById(chainId).name}: ${count(chainId)} of ${count(chainId)} addresses verified on-chain at block`,
      );
    // The router row: one cell per chain; Ethereum's answers the deliberate mismatch, the others verify.
    const router = page.locator(`tr[data-entry-id="${scenario.mismatch}"]`);
    await expect(router.locator('[data-chain-cell="8453"] [data-verification="verified"]')).toBeVisible();
    await expect(router.locator('[data-chain-cell="1"] [data-verification="mismatch"]')).toBeVisible();
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(pageErrors).toEqual([]);
  });

  test('one chain down leaves the others verified, and its Retry re-reads that chain only', async ({
    page,
    health,
    pageErrors,
  }) => {
    const katana = anvilUrls[747474];
    health.allow(failedLoadOf(katana), 'the Katana node is down on purpose until Retry');
    await page.route(`${katana}/**`, (r) => r.abort('connectionrefused'));
    const shift = await layoutShiftOf(page, route, '[data-verification-summary="done"]');
    await expect(line(page, 747474)).toContainText('Katana: The Katana node could not be reached');
    await expect(line(page, 8453)).toContainText(`Base: ${count(8453)} of ${count(8453)} addresses verified`);
    await expect(
      page.locator('[data-chain-cell="747474"] [data-verification="not-checked"][data-fault]').first(),
    ).toBeVisible();
    await expect(page.locator('[data-chain-cell="8453"] [data-verification="verified"]').first()).toBeVisible();
    expect(shift).toBeLessThanOrEqual(0.02);

    await page.unroute(`${katana}/**`);
    const asked: string[] = [];
    page.on('request', (request) => {
      const origin = Object.values(anvilUrls).find((url) => request.url().startsWith(url));
      if (origin) asked.push(origin);
    });
    await line(page, 747474).getByRole('button', {name: 'Retry'}).click();
    await expect(line(page, 747474)).toContainText(
      `Katana: ${count(747474)} of ${count(747474)} addresses verified on-chain`,
    );
    expect(new Set(asked)).toEqual(new Set([katana]));
    expect(pageErrors).toEqual([]);
  });

  test('a chain whose RPC answers as another chain shows that fault, never a result', async ({page, pageErrors}) => {
    // Base's requests reach Ethereum's node, which answers eth_chainId with 1.
    await page.route(`${anvilUrls[8453]}/**`, async (r) => r.fulfill({response: await r.fetch({url: anvilUrl})}));
    const shift = await layoutShiftOf(page, route, '[data-verification-summary="done"]');
    await expect(line(page, 8453)).toContainText('Base: The RPC configured for Base answers as chain 1.');
    const base = page.locator('[data-chain-cell="8453"] [data-verification="not-checked"][data-fault]');
    await expect(base.first()).toContainText('Wrong chain');
    // Every Base badge: the cells of the same-address rows and the rows of Base's own section.
    await expect(page.locator(`[data-verification="not-checked"][data-fault="wrong-chain"]`)).toHaveCount(count(8453));
    await expect(page.locator('[data-chain-cell="8453"] [data-verification="verified"]')).toHaveCount(0);
    await expect(line(page, 42161)).toContainText(`${count(42161)} of ${count(42161)} addresses verified`);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(pageErrors).toEqual([]);
  });

  test('the checker reads a Base explorer link as Base and shows the result on every chain the address is on', async ({
    page,
  }) => {
    const router = entryById('v3/router')!;
    await page.goto('/developers/addresses');
    await page.getByLabel('Address to check').fill(`https://basescan.org/address/${router.address}`);
    await page.getByRole('button', {name: 'Check address'}).click();
    await expect(page.locator('[data-checker="address"]')).toContainText('taken from the Base address page link');
    for (const chainId of pageChains({entries: v3.entries.filter((e) => e.address === router.address)}))
      await expect(page.locator(`[data-checker-chain="${chainId}"]`)).toContainText(
        `On ${chainById(chainId).name}: contract code is deployed`,
      );
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

test.describe('code to copy in an address row', () => {
  const languages = ['viem (TypeScript)', 'ethers v6 (TypeScript)', 'Foundry cast', 'web3.py (Python)'];

  test('loads on first use and reads the address in four languages; Copy copies the code shown', async ({
    page,
    context,
    anvil,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/developers/addresses/v3-contracts');
    await expect(page.locator('[data-verification-summary="done"]').first()).toBeVisible();
    // A string only the snippet code carries: none of it is loaded before a reader opens a row's code.
    expect(scripts.filter((script) => script.includes('to_checksum_address'))).toEqual([]);

    // The 4626 Router is named by the Protocol Address Provider: its code reads getRouter() there (independent facts).
    const [providerRead] = addressFacts().entries['v3/router']!.reads!;
    const row = page.locator('tr[data-entry-id="v3/router"]');
    await row.locator('details[data-address-code] > summary').click();
    const code = row.locator('[data-call-code]');
    await expect(code).toBeVisible({timeout: 30_000});
    await expect.poll(() => scripts.some((script) => script.includes('to_checksum_address'))).toBe(true);
    await expect(
      row.getByText('Protocol Address Provider.getRouter() on Ethereum returns this address.'),
    ).toBeVisible();
    const picker = row.getByRole('combobox', {name: 'Code in'});
    for (const language of languages) {
      await picker.selectOption({label: language});
      await expect(code.locator('pre')).toContainText(providerRead!.target);
      await expect(code.locator('pre')).toContainText('getRouter');
      await expect(code.locator('pre')).toContainText(anvil.url);
    }
    await row.getByRole('button', {name: 'Copy the web3.py (Python) code'}).click();
    await expect(row.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    const shown = await code.locator('pre').textContent();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  });

  test('an address nothing on-chain names offers the code at it, on its chain', async ({page, anvil}) => {
    const dumper = addressFacts().entries['v3/dumper']!.address;
    await page.goto('/developers/addresses/v3-contracts');
    const row = page.locator('tr[data-entry-id="v3/dumper"]');
    await row.locator('details[data-address-code] > summary').click();
    const code = row.locator('[data-call-code] pre');
    await expect(code).toContainText(`getCode({address: '${dumper}'})`, {timeout: 30_000});
    const picker = row.getByRole('combobox', {name: 'Code in'});
    await picker.selectOption({label: 'Foundry cast'});
    await expect(code).toHaveText(`# Ethereum (chain id 1)\ncast code ${dumper} --rpc-url ${anvil.url}\n`);
  });
});
