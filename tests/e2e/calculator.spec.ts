import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {readSiteEnv} from '@site/config/env';
import {BUILD_DIR} from '@site/harness/site/builtSite';
import {gzipSize} from '@site/harness/site/gzipSize';
import {sharedScripts} from '@site/harness/site/sharedScripts';
import {anvilUrl, expect, test} from '@site/tests/e2e/support/anvilNode';
import {failedLoadOf} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';

const route = '/contributing/governance/veyfi-calculator';
const usdcGauge = 'veyfi/gauge-usdc-1';
const usdcVault = '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204';
/** The services the build was told about (the same defaults and variables the build read). */
const {ydaemonUrl, priceServiceUrl} = readSiteEnv();

/** What a price stand-in does: answer with a status and a JSON (or raw text) body, or be down. */
type ServiceAnswer = {status: number; body: unknown} | 'down';

/**
 * Local stand-ins for the yield-data service and the price service, answering
 * in the browser for their real origins (this machine has no internet). A later
 * call replaces the earlier stand-ins; `requests` lists what each was asked.
 */
async function priceServices(
  page: Page,
  answers: {ydaemon: ServiceAnswer; priceService: ServiceAnswer},
): Promise<{ydaemon: string[]; priceService: string[]}> {
  const requests = {ydaemon: [] as string[], priceService: [] as string[]};
  for (const [name, origin] of [
    ['ydaemon', ydaemonUrl],
    ['priceService', priceServiceUrl],
  ] as const) {
    await page.route(`${origin}/**`, (request) => {
      requests[name].push(request.request().url().slice(origin.length));
      const answer = answers[name];
      if (answer === 'down') return request.abort('connectionrefused');
      return request.fulfill({
        status: answer.status,
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        body: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
      });
    });
  }
  return requests;
}

const yDaemonVault = {status: 200, body: {tvl: {price: 1.0002}, apr: {pricePerShare: {today: 1.05}}}};
const priceServicePrice = {
  status: 200,
  body: {chain: 'ethereum', token: usdcVault, block: 21_900_000, price: 1.07, cached: false},
};

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
  test.beforeEach(async ({anvil, page}) => {
    expect(anvil.url).toBe(anvilUrl);
    // Choosing a gauge loads its share price; unless a test says otherwise, the yield-data service answers.
    await priceServices(page, {ydaemon: yDaemonVault, priceService: priceServicePrice});
  });

  test('reads the veYFI supply and gauge totals from the node and computes the full-boost deposit', async ({
    page,
    pageErrors,
  }) => {
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
    // The app loads after the reader has typed, then reads the node: a walk with a budget of its own.
    test.setTimeout(90_000);
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

  test('shows the share price from the yield-data service and asks no other service', async ({page}) => {
    const requests = await priceServices(page, {ydaemon: yDaemonVault, priceService: priceServicePrice});
    await open(page);
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    // 1.05 per share × $1.0002.
    await expect(page.getByTestId('price-status')).toHaveText(
      'One USDC-1 yVault share is worth $1.05 (yield-data service).',
    );
    expect(requests).toEqual({ydaemon: [`/1/vaults/${usdcVault}`], priceService: []});
  });

  test('with the yield-data service down, takes the share price from the price service and calculates in USD', async ({
    page,
    health,
  }) => {
    health.allow(failedLoadOf(`${ydaemonUrl}/1/vaults/`), 'the yield-data stand-in is down on purpose');
    const requests = await priceServices(page, {ydaemon: 'down', priceService: priceServicePrice});
    await open(page);
    await page.getByRole('tab', {name: 'Calculate from Gauge Deposit'}).click();
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await expect(page.getByTestId('price-status')).toHaveText(
      'One USDC-1 yVault share is worth $1.07 (price service).',
    );
    expect(requests.priceService).toEqual([`/price?chain=ethereum&token=${usdcVault}`]);
    await expect(page.getByTestId('price-missing')).toHaveCount(0);
    await page.getByRole('radio', {name: 'in USD'}).click();
    await page.getByTestId('deposit-input').fill('1070');
    await page.getByRole('button', {name: 'Calculate'}).click();
    // $1,070 at $1.07 a share is 1,000 shares; V·A/T = 10,000 × 1,000 / 1,000,000.
    await expect(page.getByTestId('deposit-output')).toContainText('A deposit of 1,000 shares');
    await expect(page.getByTestId('deposit-output')).toContainText('needs 10 veYFI');
  });

  test('with both price services failing, says why each failed and calculates with a typed price', async ({
    page,
    health,
  }) => {
    health.allow(failedLoadOf(`${ydaemonUrl}/1/vaults/`), 'the yield-data stand-in answers 503 on purpose');
    await priceServices(page, {
      ydaemon: {status: 503, body: {}},
      priceService: {status: 200, body: {...priceServicePrice.body, price: null}},
    });
    await open(page);
    await page.getByRole('tab', {name: 'Calculate from Gauge Deposit'}).click();
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await expect(page.getByTestId('price-missing')).toContainText(
      'Missing: the USD price of a USDC-1 yVault share. Neither service gave a share price. The yield-data service answered with HTTP error 503. The price service did not return a usable share price.',
    );
    await page.getByRole('radio', {name: 'in USD'}).click();
    await page.getByTestId('deposit-input').fill('500');
    await page.getByTestId('price-input').fill('0.5');
    await page.getByRole('button', {name: 'Calculate'}).click();
    await expect(page.getByTestId('deposit-output')).toContainText('A deposit of 1,000 shares');
    await expectNoNumberGarbage(page);
  });

  test('checks deposits against the vault’s decimals and handles a missing share price', async ({page, health}) => {
    health.allow(failedLoadOf(`${ydaemonUrl}/1/vaults/`), 'the yield-data stand-in is down on purpose');
    health.allow(failedLoadOf(`${priceServiceUrl}/price`), 'the price-service stand-in is down on purpose');
    await priceServices(page, {ydaemon: 'down', priceService: 'down'});
    await open(page);
    await page.getByRole('tab', {name: 'Calculate from Gauge Deposit'}).click();
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await expect(page.getByTestId('price-missing')).toContainText(
      'Missing: the USD price of a USDC-1 yVault share. Neither service gave a share price. The yield-data service could not be reached. The price service could not be reached.',
    );
    const deposit = page.getByTestId('deposit-input');
    await deposit.fill('1.1234567');
    await expect(
      page.getByRole('alert').filter({hasText: 'Amounts in vault shares have at most 6 decimals; this one has 7.'}),
    ).toBeVisible();
    await deposit.fill('1000');
    await page.getByRole('button', {name: 'Calculate'}).click();
    // V·A/T = 10,000 × 1,000 / 1,000,000.
    await expect(page.getByTestId('deposit-output')).toContainText(
      'needs 10 veYFI for the full 10x boost (0.1% of all veYFI)',
    );
    await expect(page.getByTestId('boost-chart')).toContainText('veYFI Amount');

    await page.getByRole('radio', {name: 'in USD'}).click();
    await deposit.fill('500');
    await expect(
      page.getByRole('alert').filter({hasText: 'A USD amount needs the vault share price, which is missing.'}),
    ).toBeVisible();
    await page.getByTestId('price-input').fill('0.5');
    await page.getByRole('button', {name: 'Calculate'}).click();
    await expect(page.getByTestId('deposit-output')).toContainText('A deposit of 1,000 shares');
    await expectNoNumberGarbage(page);
  });

  test('the lock sub-calculator turns YFI and a lock time into veYFI and feeds it in', async ({page}) => {
    // The start of a VotingYFI week (Thursday 00:00 UTC): the contract's rounding of the unlock time takes nothing off.
    await page.clock.setFixedTime(new Date('2026-01-01T00:00:00Z'));
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

  test('with the node down it says which data is missing and still calculates with typed values', async ({
    page,
    pageErrors,
    health,
  }) => {
    health.allow(failedLoadOf(anvilUrl), 'the node is down on purpose');
    await page.route(`${anvilUrl}/**`, (r) => r.abort('connectionrefused'));
    await open(page);
    await expect(page.getByTestId('supply-missing')).toContainText(
      'Missing: the veYFI total supply. The Ethereum node could not be reached.',
    );
    await page.getByTestId('supply-input').fill('10000');
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await expect(page.getByTestId('gauge-total-missing')).toContainText(
      'Missing: the total deposited in yGauge USDC-1 yVault.',
    );
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
      if (url.pathname.endsWith('.js'))
        scripts.set(url.pathname, gzipSize(readFileSync(path.join(BUILD_DIR, url.pathname))));
    });
    await open(page);
    await page.getByTestId('gauge-select').selectOption(usdcGauge);
    await page.getByTestId('veyfi-input').fill('10');
    await page.getByRole('button', {name: 'Calculate'}).click();
    await expect(page.getByTestId('boost-chart').locator('canvas')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const uplotChunks = [...scripts.keys()].filter((file) =>
      readFileSync(path.join(BUILD_DIR, file), 'utf8').includes('u-legend'),
    );
    expect(uplotChunks).toHaveLength(1);
    const uplotGzip = scripts.get(uplotChunks[0]!)!;
    const totalGzip = [...scripts.values()].reduce((a, b) => a + b, 0);
    testInfo.annotations.push({
      type: 'js-weight',
      description: `calculator page JS ${(totalGzip / 1024).toFixed(1)} KB gzip in ${scripts.size} files; uPlot chunk ${(uplotGzip / 1024).toFixed(1)} KB gzip`,
    });
    console.log(
      `calculator page: ${(totalGzip / 1024).toFixed(1)} KB gzip JS in ${scripts.size} files; uPlot chunk ${(uplotGzip / 1024).toFixed(1)} KB`,
    );
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
