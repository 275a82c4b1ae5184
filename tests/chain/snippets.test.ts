/**
 * The code a Read control offers to copy, run: its viem and ethers v6
 * snippets, generated for reads of the compiled fixture contract
 * (tests/chain/fixtures/contracts/ReadFixture.sol) on the local node, are
 * written to files and run with tsx, and each prints the value the Read
 * control's own read returns for the same call (as console.log prints it:
 * a bigint with its n, a string as it is). web3.py is not installed here:
 * its snippets are only parsed (tests/unit/src/ethereum/snippets/parse.test.ts).
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {chainClients} from '@site/harness/chain/standIns';
import {parseArguments} from '@site/src/ethereum/read/abiInput';
import {nodeFaultOf, requesterFor} from '@site/src/ethereum/read/chainAdapter';
import {readFunction} from '@site/src/ethereum/read/readCall';
import {snippetsOf} from '@site/src/ethereum/snippets';
import type {Abi, AbiFunction, Address, Hex} from 'viem';
import {waitForTransactionReceipt} from 'viem/actions';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';

const run = promisify(execFile);
const anvilUrl = inject('anvilUrl');
const artifact = JSON.parse(readFileSync(path.resolve('tests/chain/fixtures/ReadFixture.json'), 'utf8')) as {
  abi: Abi;
  bytecode: Hex;
};
// Inside the project, so that the scripts' imports of viem and ethers resolve to its node_modules.
const scripts = mkdtempSync(path.resolve('.tmp/chain-snippets-'));
let fixture: Address;

beforeAll(async () => {
  const {wallet, test} = chainClients(anvilUrl);
  const [account] = await wallet.getAddresses();
  const hash = await wallet.deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    account: account!,
    chain: wallet.chain,
  });
  fixture = (await waitForTransactionReceipt(test, {hash, pollingInterval: 20})).contractAddress!;
});

afterAll(() => rmSync(scripts, {recursive: true, force: true}));

function fragment(name: string): AbiFunction {
  const fn = artifact.abi.find((item): item is AbiFunction => item.type === 'function' && item.name === name);
  if (!fn) throw new Error(`ReadFixture has no ${name}`);
  return fn;
}

/** The Read control's read and its snippets, for the same typed arguments. */
async function controlRead(name: string, typed: string[]) {
  const fn = fragment(name);
  const parsed = parseArguments(fn.inputs, typed);
  if (!parsed.ok) throw new Error(`arguments refused: ${[...parsed.problems.values()].join('; ')}`);
  const result = await readFunction(
    requesterFor(1, {rpcUrl: anvilUrl}),
    {address: fixture, fn, args: parsed.values, abi: artifact.abi},
    nodeFaultOf(1),
  );
  if (!result.ok) throw new Error(`${name} failed: ${result.fault.message}`);
  const snippets = snippetsOf({
    fn,
    address: fixture,
    chain: {id: 1, name: 'Ethereum'},
    args: parsed.values,
    rpcUrl: anvilUrl,
  });
  return {raw: result.outputs[0]!.raw, snippets};
}

async function printed(code: string, file: string): Promise<string> {
  const script = path.join(scripts, file);
  writeFileSync(script, code);
  const {stdout} = await run(path.resolve('node_modules/.bin/tsx'), [script], {timeout: 60_000});
  return stdout.trim();
}

describe('the viem and ethers snippets of a Read control print what the control reads', () => {
  it.each([
    ['echoUint256', ['123456789012345678901234567890'], (raw: string) => `${raw}n`],
    ['echoInt256', ['-42'], (raw: string) => `${raw}n`],
    ['echoAddress', ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'], (raw: string) => raw],
    ['echoString', ["it's (Yearn), V3"], (raw: string) => raw],
    ['echoBool', ['true'], (raw: string) => raw],
    ['apiVersion', [], (raw: string) => raw],
  ])(
    '%s(%s)',
    async (name, typed, asPrinted) => {
      const {raw, snippets} = await controlRead(name, typed);
      for (const language of ['viem', 'ethers'] as const) {
        const code = snippets.find((snippet) => snippet.language === language)!.code;
        expect(await printed(code, `${name}-${language}.mts`), `${language}:\n${code}`).toBe(asPrinted(raw));
      }
    },
    120_000,
  );
});
