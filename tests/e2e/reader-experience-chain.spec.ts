/**
 * Issue 23, the checks that need the local node: layout shift while an
 * address page's check answers, page reads in multicall batches of at most
 * 1,024 bytes of calldata (spec section 9), and the calculator's rule for a
 * result whose inputs changed or became invalid.
 */

import {readSiteEnv} from '@site/config/env';
import {multicall3Abi} from '@site/src/ethereum/abis';
import {multicall3Address} from '@site/src/ethereum/chain';
import {anvilUrl, expect, test} from '@site/tests/e2e/support/anvilNode';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {layoutShiftOf} from '@site/tests/e2e/support/layoutShift';
import {decodeFunctionData, type Hex} from 'viem';

const V3 = '/developers/addresses/v3-contracts';

test.beforeEach(async ({anvil}) => {
  expect(anvil.url).toBe(anvilUrl);
});

for (const width of [390, 1280]) {
  test(`an address page at ${width} px shifts by at most 0.02 while its check answers`, async ({page}) => {
    await page.setViewportSize({width, height: width < 996 ? 844 : 900});
    const shift = await layoutShiftOf(page, V3, '[data-verification-summary="done"]');
    await expect(page.locator('[data-verification="verified"]').first()).toBeVisible();
    expect(shift).toBeLessThanOrEqual(0.02);
  });
}

test('an address page reads in aggregate3 calls of at most 1,024 bytes of calldata, in one HTTP request', async ({
  page,
}) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(anvilUrl)) bodies.push(request.postData() ?? '');
  });
  await page.goto(V3);
  // Anvil answers a page's reads in a few seconds on a loaded machine.
  await expect(page.locator('[data-verification-summary="done"]')).toBeVisible({timeout: 30_000});
  expect(bodies).toHaveLength(1);
  const batch = JSON.parse(bodies[0]!) as Array<{method: string; params: [{to?: string; data: Hex}]}>;
  const multicalls = batch.filter(
    (r) => r.method === 'eth_call' && r.params[0].to?.toLowerCase() === multicall3Address.toLowerCase(),
  );
  expect(multicalls.length).toBeGreaterThan(1);
  for (const request of multicalls) {
    const {args} = decodeFunctionData({abi: multicall3Abi, data: request.params[0].data});
    const calls = args[0] as ReadonlyArray<{callData: Hex}>;
    const bytes = calls.reduce((sum, call) => sum + (call.callData.length - 2) / 2, 0);
    expect(bytes <= 1024 || calls.length === 1).toBe(true);
  }
});

test('the calculator marks a result out of date when an input changes or becomes invalid', async ({page}) => {
  // The yield-data service answers locally (this machine has no internet).
  const {ydaemonUrl} = readSiteEnv();
  await page.route(`${ydaemonUrl}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({tvl: {price: 1.0002}, apr: {pricePerShare: {today: 1.05}}}),
    }),
  );
  await page.goto('/contributing/governance/veyfi-calculator');
  await hydrated(page);
  await expect(page.getByTestId('supply-status')).toBeVisible();
  await page.getByTestId('gauge-select').selectOption('veyfi/gauge-usdc-1');
  await expect(page.getByText('Total deposited in yGauge USDC-1 yVault: 1,000,000 shares.')).toBeVisible();
  const input = page.getByTestId('veyfi-input');
  const output = page.getByTestId('veyfi-output');
  await input.fill('10');
  await page.getByRole('button', {name: 'Calculate'}).click();
  await expect(output).toContainText('deposits up to 1,000 shares');
  await expect(output).not.toHaveAttribute('data-stale');
  await expect(output.getByTestId('stale-note')).toHaveText('');

  await input.fill('abc');
  await expect(output).toHaveAttribute('data-stale', 'true');
  await expect(output.getByTestId('stale-note')).toContainText('Out of date: the inputs above are not valid');
  await expect(output.getByTestId('stale-note')).toHaveAttribute('role', 'status');

  await input.fill('20');
  await expect(output.getByTestId('stale-note')).toContainText('Press Calculate to update it');
  await page.getByRole('button', {name: 'Calculate'}).click();
  await expect(output).not.toHaveAttribute('data-stale');
  await expect(output).toContainText('deposits up to 2,000 shares');

  // Back to the values of the result on screen: it is current again.
  await input.fill('25');
  await expect(output).toHaveAttribute('data-stale', 'true');
  await input.fill('20');
  await expect(output).not.toHaveAttribute('data-stale');
});
