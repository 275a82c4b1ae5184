/**
 * The Read control on the VaultV3 reference page against the local node of
 * the end-to-end run: apiVersion() and convertToAssets(shares) on the yvUSD
 * vault (the stand-in at its published address answers what this spec
 * stores), each fault with its own message, no read code before the first
 * use, and the page healthy throughout. Also: every page's ABI file in the
 * build parses and holds what its page documents, and LiveValue shows the
 * chain's value on the Locked yvUSD page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {budgets} from '@site/config/budgets';
import {addressFacts} from '@site/harness/chain/addressFacts';
import {setAnswers} from '@site/harness/chain/standIns';
import {BUILD_DIR} from '@site/harness/site/builtSite';
import {recordTransfers, totalBytes, uniqueTransfers} from '@site/harness/site/pageWeight';
import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {DESCRIPTIONS} from '@site/src/contracts/descriptions';
import {familyOf} from '@site/src/contracts/keys';
import {buildContractPage} from '@site/src/contracts/page';
import {anvilUrl, test} from '@site/tests/e2e/support/anvilNode';
import {expect, failedLoadOf} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {encodeAbiParameters, encodeFunctionData, parseAbi} from 'viem';

const VAULT_PAGE = '/developers/smart-contracts/V3/VaultV3';

// Each test opens a long page and loads the panel's code on first use.
test.describe.configure({timeout: 90_000});
const LOCKED_PAGE = '/developers/yvusd/locked-yvusd';
// From the independent facts of the chain tests, not from the site's data.
const yvusd = addressFacts().entries['yvusd/yvusd']!.address;
const lockedYvusd = addressFacts().entries['yvusd/locked-yvusd']!.address;

/** What the stand-in at yvUSD's address answers in this spec: a vault of 6 decimals. */
const vaultAbi = parseAbi([
  'function apiVersion() view returns (string)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function cooldownDuration() view returns (uint256)',
  'function withdrawalWindow() view returns (uint256)',
]);

test.beforeAll(async ({anvil}) => {
  const answer = (address: `0x${string}`, data: `0x${string}`, types: string, value: unknown) => ({
    target: address,
    callData: data,
    answer: encodeAbiParameters([{type: types}], [value]),
  });
  await setAnswers(anvil.url, [
    answer(yvusd, encodeFunctionData({abi: vaultAbi, functionName: 'apiVersion'}), 'string', '3.0.4'),
    answer(
      yvusd,
      encodeFunctionData({abi: vaultAbi, functionName: 'convertToAssets', args: [1_000_000n]}),
      'uint256',
      1_012_345n,
    ),
    answer(yvusd, encodeFunctionData({abi: vaultAbi, functionName: 'decimals'}), 'uint8', 6),
    answer(yvusd, encodeFunctionData({abi: vaultAbi, functionName: 'symbol'}), 'string', 'yvUSD'),
    // 10 and 3 days: not the page's own values, so the page can only show them by reading the chain.
    answer(lockedYvusd, encodeFunctionData({abi: vaultAbi, functionName: 'cooldownDuration'}), 'uint256', 864_000n),
    answer(lockedYvusd, encodeFunctionData({abi: vaultAbi, functionName: 'withdrawalWindow'}), 'uint256', 259_200n),
  ]);
});

/** Opens the Read control of `name` with `inputs` arguments, and waits for its form. */
async function openRead(page: Page, name: string, inputs = 0) {
  const control = page.locator(`details[data-read-function="${name}"][data-read-inputs="${inputs}"]`);
  await control.locator('summary').click();
  const form = control.getByRole('form');
  // The panel's code and the page's ABI load now, on first use; on a busy machine that takes a while.
  await expect(form).toBeVisible({timeout: 30_000});
  return form;
}

async function openVaultPage(page: Page) {
  await page.goto(VAULT_PAGE);
  await hydrated(page);
}

test('no read code before the first use; opening a Read control fetches it, and reads apiVersion() on yvUSD', async ({
  page,
}) => {
  const log = recordTransfers(page);
  await page.goto(VAULT_PAGE, {waitUntil: 'networkidle'});
  await hydrated(page);
  const before = uniqueTransfers(await log.settled());
  const firstLoadJs = totalBytes(before, 'js');
  test
    .info()
    .annotations.push({type: 'first-load JS of the VaultV3 page (gzip bytes)', description: String(firstLoadJs)});
  console.log(`first-load JS of ${VAULT_PAGE}: ${firstLoadJs} gzip bytes`);
  expect(firstLoadJs).toBeLessThanOrEqual(budgets.pageJs.limit);
  const jsBefore = before.filter((transfer) => transfer.kind === 'js');
  const bodies = await Promise.all(
    jsBefore.map(async (transfer) => (await page.context().request.get(transfer.url)).text()),
  );
  // Strings only the panel's code and viem's ABI decoder carry.
  for (const body of bodies) {
    expect(body).not.toContain('The call reverted');
    expect(body).not.toContain('AbiDecodingZeroDataError');
  }
  // No request to the node either.
  expect(before.some((transfer) => transfer.url.startsWith(anvilUrl))).toBe(false);

  const count = log.count();
  const form = await openRead(page, 'apiVersion');
  const after = uniqueTransfers(await log.settled(count)).filter((transfer) => transfer.kind === 'js');
  expect(after.length).toBeGreaterThan(0);
  await expect(form.getByRole('combobox', {name: 'Deployment'})).toContainText('yvUSD vault');
  await form.getByRole('combobox', {name: 'Code in'}).selectOption({label: 'Foundry cast'});
  await expect(form.getByText(`cast call ${yvusd} 'apiVersion()(string)' --rpc-url ${anvilUrl}`)).toBeVisible();
  await form.getByRole('button', {name: 'Read apiVersion'}).click();
  await expect(form.locator('[data-output="apiVersion"]')).toContainText('3.0.4');
  // The rest of the page is untouched: other controls stay closed, headings in place.
  await expect(page.locator('details[data-read-function][open]')).toHaveCount(1);
});

test('a function with an argument: the input is checked first, then the answer shows in the vault’s decimals', async ({
  page,
}) => {
  await openVaultPage(page);
  const form = await openRead(page, 'convertToAssets', 1);
  const shares = form.getByRole('textbox', {name: /shares/});
  await shares.fill('-5');
  await form.getByRole('button', {name: 'Read convertToAssets'}).click();
  await expect(form.locator('[data-problem="shares"]')).toHaveText('shares (uint256) cannot be negative.');
  await shares.fill('1000000');
  await expect(form.getByText('args: [1000000n]')).toBeVisible();
  await form.getByRole('combobox', {name: 'Code in'}).selectOption({label: 'Foundry cast'});
  await expect(form.getByText(`'convertToAssets(uint256)(uint256)' 1000000`)).toBeVisible();
  await form.getByRole('button', {name: 'Read convertToAssets'}).click();
  const output = form.locator('[data-output="convertToAssets"]');
  await expect(output).toContainText('1.012345 yvUSD');
  await expect(output).toContainText('1012345');
});

test('the same read as code in viem, ethers v6, cast and web3.py, each with the address and argument; Copy copies it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openVaultPage(page);
  const form = await openRead(page, 'convertToAssets', 1);
  await form.getByRole('textbox', {name: /shares/}).fill('1000000');
  const picker = form.getByRole('combobox', {name: 'Code in'});
  const code = form.locator('[data-call-code] pre');
  // Each language's own way to write the call and the argument.
  for (const [language, call] of [
    ['viem (TypeScript)', `functionName: 'convertToAssets'`],
    ['ethers v6 (TypeScript)', 'await contract.convertToAssets(1000000n)'],
    ['Foundry cast', `'convertToAssets(uint256)(uint256)' 1000000`],
    ['web3.py (Python)', 'contract.functions.convertToAssets(1000000).call()'],
  ] as const) {
    await picker.selectOption({label: language});
    await expect(code).toContainText(yvusd);
    await expect(code).toContainText(call);
    await expect(code).toContainText('Ethereum (chain id 1)');
  }
  await form.getByRole('button', {name: 'Copy the web3.py (Python) code'}).click();
  await expect(form.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  const shown = await code.textContent();
  expect(shown).toContain(`Web3.to_checksum_address('${yvusd}')`);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
});

test('faults: no code, a revert with its reason, and a bad address, each with its message', async ({page}) => {
  await openVaultPage(page);
  const form = await openRead(page, 'totalAssets');
  // The stand-in has no answer stored for totalAssets(): it reverts with its reason.
  await form.getByRole('button', {name: 'Read totalAssets'}).click();
  await expect(form.getByRole('alert')).toContainText(
    'The call reverted. The contract reverted the call: “CannedResponder: no answer”.',
  );

  await form.getByRole('combobox', {name: 'Deployment'}).selectOption({label: 'Another address…'});
  const address = form.getByRole('textbox', {name: 'Address'});
  await address.fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
  await form.getByRole('button', {name: 'Read totalAssets'}).click();
  await expect(form.locator('[data-problem="address"]')).toContainText('checksum');
  await address.fill('0x000000000000000000000000000000000000dEaD');
  await form.getByRole('button', {name: 'Read totalAssets'}).click();
  await expect(form.getByRole('alert')).toContainText(
    'No contract at this address. There is no contract at this address on this chain.',
  );
  await expect(page.locator('h1')).toHaveText('VaultV3');
});

async function faultWith(page: Page, handler: (route: Route) => Promise<void>): Promise<string> {
  await openVaultPage(page);
  const node = new URL(anvilUrl).origin;
  await page.route((url) => url.origin === node, handler);
  const form = await openRead(page, 'apiVersion');
  await form.getByRole('button', {name: 'Read apiVersion'}).click();
  const alert = form.getByRole('alert');
  await expect(alert).toBeVisible({timeout: 90_000});
  return (await alert.textContent()) ?? '';
}

test('fault: the node is down', async ({page, health}) => {
  health.allow(failedLoadOf(anvilUrl), 'the spec refuses every request to the node');
  const text = await faultWith(page, (route) => route.abort('connectionrefused'));
  expect(text).toContain('The node did not answer. The Ethereum node could not be reached.');
  await expect(page.getByRole('button', {name: 'Retry'})).toBeVisible();
});

test('fault: the node is too slow', async ({page}) => {
  // The client waits 10 s per request and retries three times: four timeouts before the message.
  test.setTimeout(120_000);
  const text = await faultWith(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    // By now the page gave up on the request and aborted it.
    await route.abort().catch(() => undefined);
  });
  expect(text).toContain('The node did not answer. The Ethereum node did not answer within 10 seconds.');
});

test('fault: the node answers as another chain', async ({page}) => {
  const text = await faultWith(page, async (route) => {
    const response = await route.fetch();
    const sent = JSON.parse(route.request().postData() ?? '[]') as
      | {id: number; method: string}[]
      | {id: number; method: string};
    const answers = (await response.json()) as {id: number; result?: unknown}[] | {id: number; result?: unknown};
    const chainIdIds = new Set(
      (Array.isArray(sent) ? sent : [sent]).filter((r) => r.method === 'eth_chainId').map((r) => r.id),
    );
    const patch = (answer: {id: number; result?: unknown}) =>
      chainIdIds.has(answer.id) ? {...answer, result: '0x2105'} : answer;
    await route.fulfill({response, json: Array.isArray(answers) ? answers.map(patch) : patch(answers)});
  });
  expect(text).toContain('Wrong chain. The RPC configured for Ethereum answers as chain 8453.');
});

test('fault: the node’s answer is malformed', async ({page}) => {
  const text = await faultWith(page, (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: '<html>'}),
  );
  expect(text).toMatch(/Unexpected answer\.|The node did not answer\./);
  expect(text).toContain('not valid JSON');
});

test('the Locked yvUSD page shows its cooldown and window as the chain has them', async ({page}) => {
  await page.goto(LOCKED_PAGE);
  const cooldown = page.locator('[data-live-value="yvusd/locked-yvusd:cooldownDuration"]');
  await expect(cooldown).toHaveAttribute('data-live-state', 'live');
  await expect(cooldown).toHaveText('10 days (live on Ethereum)');
  await expect(page.locator('[data-live-value="yvusd/locked-yvusd:withdrawalWindow"]')).toHaveText(
    '3 days (live on Ethereum)',
  );
});

test('every ABI file of the build parses and holds every function and event its page documents', async () => {
  const entries = await loadCatalogue(catalogueDirOf(process.cwd()));
  expect(entries.length).toBe(196);
  const problems: string[] = [];
  for (const entry of entries) {
    const page = buildContractPage(entry, DESCRIPTIONS[familyOf(entry)], entries);
    const file = path.join(BUILD_DIR, `${page.route}.abi.json`);
    const abi = JSON.parse(readFileSync(file, 'utf8')) as {type: string; name?: string; inputs?: unknown[]}[];
    const has = (type: string, name: string, inputs: number) =>
      abi.some((item) => item.type === type && item.name === name && item.inputs?.length === inputs);
    const inAbi = new Set(
      entry.functions.filter((fn) => fn.inAbi && fn.kind === 'function').map((fn) => `${fn.name}/${fn.params.length}`),
    );
    for (const fn of page.groups.flatMap((group) => group.functions)) {
      if (inAbi.has(`${fn.name}/${fn.params.length}`) && !has('function', fn.name, fn.params.length))
        problems.push(`${page.route}: ${fn.label}`);
    }
    for (const event of page.events)
      if (!has('event', event.name, event.params.length)) problems.push(`${page.route}: event ${event.label}`);
  }
  expect(problems).toEqual([]);
});
