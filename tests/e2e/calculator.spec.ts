import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {anvilUrl, expect, test} from './support/anvilNode';
import {BUILD_DIR} from './support/builtSite';
import {gzipSize} from './support/gzipSize';
import {hydrated} from './support/hydration';
import {sharedScripts} from './support/sharedScripts';

const route = '/contributing/governance/veyfi-calculator';
const usdcGauge = 'veyfi/gauge-usdc-1';

async function open(page: Page) {
  await page.goto(route);
  await expect(page.getByTestId('veyfi-calculator')).toBeVisible();
  // The fields are in the server HTML before the app loads (after first paint); typing waits for it.
  await hydrated(page);
}

async function expectNoNumberGarbage(page: Page) {
  const text = (await page.getByTestId('veyfi-calculator').textContent()) ?? '';
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
}

test.describe('veYFI calculator', () => {
  test.beforeEach(async ({anvil}) => {
    expect(anvil.url).toBe(anvilUrl);
  });

  test('reads the veYFI supply and gauge totals from the node and computes the full-boost deposit', async ({page, pageErrors}) => {
    await open(page);
    await expect(page.getByTestId('supply-status')).toContainText('Total veYFI supply: 10,000 veYFI, read at block');
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await expect(page.getByText('Total deposited in yGauge USDC-1 yVault: 1,000,000 shares.')).toBeVisible();
    await page.getByTestId('veyfi-input').fill('10');
    await page.getByRole('button', {name: 'Calculate'}).click();
    // T·v/V = 1,000,000 × 10 / 10,000.
    await expect(page.getByTestId('veyfi-output')).toContainText('deposits up to 1,000 shares');
    await expect(page.getByTestId('boost-chart').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('boost-chart')).toContainText('Amount Deposited in Gauge (Shares)');
    expect(pageErrors).toEqual([]);
  });

  test('keeps an amount typed before the app has loaded and calculates with it', async ({page, pageErrors}) => {
    // Hold the app's scripts back, as a slow phone connection does, while the reader types.
    const appScripts = sharedScripts(BUILD_DIR).map((script) => script.src);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => appScripts.includes(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // Not until "load": the held script holds the load event back.
    await page.goto(route, {waitUntil: 'domcontentloaded'});
    await page.getByTestId('veyfi-input').fill('10');
    release();
    await hydrated(page);
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await expect(page.getByText('Total deposited in yGauge USDC-1 yVault: 1,000,000 shares.')).toBeVisible();
    await expect(page.getByTestId('veyfi-input')).toHaveValue('10');
    await page.getByRole('button', {name: 'Calculate'}).click();
    await expect(page.getByTestId('veyfi-output')).toContainText('deposits up to 1,000 shares');
    expect(pageErrors).toEqual([]);
  });

  test('gives every bad veYFI input its own inline message and never shows NaN', async ({page, pageErrors}) => {
    await open(page);
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await expect(page.getByTestId('supply-status')).toBeVisible();
    const input = page.getByTestId('veyfi-input');
    const calculate = page.getByRole('button', {name: 'Calculate'});
    const cases: [string, string][] = [
      ['abc', '“abc” is not a number. Use digits and at most one dot.'],
      ['-1', 'Amounts cannot be negative.'],
      ['0', 'Enter an amount of veYFI above zero.'],
      ['1.1234567890123456789', 'Amounts in veYFI have at most 18 decimals; this one has 19.'],
      ['20000', 'That is more than all veYFI in existence (10,000 veYFI).'],
      ['1e3', 'Write the amount out in digits, for example 1500 instead of 1.5e3.'],
      ['1,000', 'Use a dot for decimals and no thousands separators, for example 1500.25.'],
      ['99999999999999999999', 'That number is too large to be a real amount.'],
      ['', 'Enter an amount of veYFI.'],
    ];
    for (const [value, message] of cases) {
      await input.fill(value);
      await expect(page.getByRole('alert').filter({hasText: message})).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(calculate).toBeDisabled();
      await expectNoNumberGarbage(page);
    }
    expect(pageErrors).toEqual([]);
  });

  test('checks deposits against the vault’s decimals and handles a missing share price', async ({page}) => {
    await open(page);
    await page.getByRole('tab', {name: 'Calculate from Gauge Deposit'}).click();
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    // The yield-data service is outside the test machine, so its price is missing.
    await expect(page.getByTestId('price-missing')).toContainText('Missing: the USD price of a USDC-1 yVault share.');
    const deposit = page.getByTestId('deposit-input');
    await deposit.fill('1.1234567');
    await expect(page.getByRole('alert').filter({hasText: 'Amounts in vault shares have at most 6 decimals; this one has 7.'})).toBeVisible();
    await deposit.fill('1000');
    await page.getByRole('button', {name: 'Calculate'}).click();
    // V·A/T = 10,000 × 1,000 / 1,000,000.
    await expect(page.getByTestId('deposit-output')).toContainText('needs 10 veYFI for the full 10x boost (0.1% of all veYFI)');
    await expect(page.getByTestId('boost-chart')).toContainText('veYFI Amount');

    await page.getByRole('radio', {name: 'in USD'}).click();
    await deposit.fill('500');
    await expect(page.getByRole('alert').filter({hasText: 'A USD amount needs the vault share price, which is missing.'})).toBeVisible();
    await page.getByTestId('price-input').fill('0.5');
    await page.getByRole('button', {name: 'Calculate'}).click();
    await expect(page.getByTestId('deposit-output')).toContainText('A deposit of 1,000 shares');
    await expectNoNumberGarbage(page);
  });

  test('the lock sub-calculator turns YFI and a lock time into veYFI and feeds it in', async ({page}) => {
    await open(page);
    await page.getByTestId('lock-yfi').fill('10');
    await expect(page.getByTestId('lock-result')).toHaveText('You will get 10 veYFI.');
    await page.getByLabel(/^Lock Time/).fill('365');
    await expect(page.getByTestId('lock-result')).toHaveText('You will get 2.5 veYFI.');
    await expect(page.getByText('Lock Time: 1 year, 0 months, 0 days (365 days)')).toBeVisible();
    await page.getByLabel('use veYFI calculator').check();
    await expect(page.getByTestId('veyfi-input')).toBeDisabled();
    await expect(page.getByTestId('veyfi-input')).toHaveValue('2.5');
    await page.getByTestId('lock-yfi').fill('-2');
    await expect(page.getByRole('alert').filter({hasText: 'Amounts cannot be negative.'}).first()).toBeVisible();
    await expectNoNumberGarbage(page);
  });

  test('with the node down it says which data is missing and still calculates with typed values', async ({page, pageErrors}) => {
    await page.route(`${anvilUrl}/**`, (r) => r.abort('connectionrefused'));
    await open(page);
    await expect(page.getByTestId('supply-missing')).toContainText('Missing: the veYFI total supply. The Ethereum node could not be reached.');
    await page.getByTestId('supply-input').fill('10000');
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await expect(page.getByTestId('gauge-total-missing')).toContainText('Missing: the total deposited in yGauge USDC-1 yVault.');
    await page.getByTestId('gauge-total-input').fill('abc');
    await expect(page.getByRole('alert').filter({hasText: '“abc” is not a number.'})).toBeVisible();
    await page.getByTestId('gauge-total-input').fill('1000000');
    await page.getByTestId('veyfi-input').fill('10');
    await page.getByRole('button', {name: 'Calculate'}).click();
    await expect(page.getByTestId('veyfi-output')).toContainText('deposits up to 1,000 shares');
    expect(pageErrors).toEqual([]);
  });

  test('the chart library loads only on this page and stays under 60 KB gzip', async ({page}, testInfo) => {
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.set(url.pathname, gzipSize(readFileSync(path.join(BUILD_DIR, url.pathname))));
    });
    await open(page);
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await page.getByTestId('veyfi-input').fill('10');
    await page.getByRole('button', {name: 'Calculate'}).click();
    await expect(page.getByTestId('boost-chart').locator('canvas')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const uplotChunks = [...scripts.keys()].filter((file) => readFileSync(path.join(BUILD_DIR, file), 'utf8').includes('u-legend'));
    expect(uplotChunks).toHaveLength(1);
    const uplotGzip = scripts.get(uplotChunks[0]!)!;
    const totalGzip = [...scripts.values()].reduce((a, b) => a + b, 0);
    testInfo.annotations.push({type: 'js-weight', description: `calculator page JS ${(totalGzip / 1024).toFixed(1)} KB gzip in ${scripts.size} files; uPlot chunk ${(uplotGzip / 1024).toFixed(1)} KB gzip`});
    console.log(`calculator page: ${(totalGzip / 1024).toFixed(1)} KB gzip JS in ${scripts.size} files; uPlot chunk ${(uplotGzip / 1024).toFixed(1)} KB`);
    expect(uplotGzip).toBeLessThanOrEqual(60 * 1024);

    const elsewhere: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) elsewhere.push(new URL(response.url()).pathname);
    });
    await page.goto('/developers/addresses/v3-contracts');
    await page.waitForLoadState('networkidle');
    expect(elsewhere.filter((file) => uplotChunks.includes(file))).toEqual([]);
  });
});
