/**
 * The Read control's code against a real local node: a compiled fixture
 * contract (tests/chain/fixtures/contracts/ReadFixture.sol) with a view
 * function for every ABI type the contract catalogue uses, read exactly as
 * the panel reads (the typed text parsed, the call encoded, sent through the
 * chain layer's client, the answer decoded and formatted), and each fault the
 * panel tells apart. Expected values are the fixture's source: what a test
 * sends an echo function is what comes back; the fixed getters' values are
 * written in ReadFixture.sol.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chainClients} from '@site/harness/chain/standIns';
import {parseArguments} from '@site/src/ethereum/read/abiInput';
import {nodeFaultOf, requesterFor} from '@site/src/ethereum/read/chainAdapter';
import {type ReadResult, readFunction} from '@site/src/ethereum/read/readCall';
import type {Abi, AbiFunction, Address, Hex} from 'viem';
import {waitForTransactionReceipt} from 'viem/actions';
import {beforeAll, describe, expect, inject, it} from 'vitest';

const anvilUrl = inject('anvilUrl');
const artifact = JSON.parse(readFileSync(path.resolve('tests/chain/fixtures/ReadFixture.json'), 'utf8')) as {
  abi: Abi;
  bytecode: Hex;
};
const abi = artifact.abi;
let fixture: Address;

beforeAll(async () => {
  const {wallet, test} = chainClients(anvilUrl);
  const [account] = await wallet.getAddresses();
  const hash = await wallet.deployContract({abi, bytecode: artifact.bytecode, account: account!, chain: wallet.chain});
  const receipt = await waitForTransactionReceipt(test, {hash, pollingInterval: 20});
  fixture = receipt.contractAddress!;
});

function fragment(name: string): AbiFunction {
  const fn = abi.find((item): item is AbiFunction => item.type === 'function' && item.name === name);
  if (!fn) throw new Error(`ReadFixture has no ${name}`);
  return fn;
}

/** What the panel does on "Read": parse the typed arguments, then read through the chain layer. */
async function read(
  name: string,
  typed: string[] = [],
  options: {address?: Address; chainId?: 1 | 10 | 8453; rpcUrl?: string; fn?: AbiFunction} = {},
): Promise<ReadResult> {
  const fn = options.fn ?? fragment(name);
  const parsed = parseArguments(fn.inputs, typed);
  if (!parsed.ok) throw new Error(`arguments refused: ${[...parsed.problems.values()].join('; ')}`);
  const chainId = options.chainId ?? 1;
  const settings =
    chainId === 1 ? {rpcUrl: options.rpcUrl ?? anvilUrl} : {rpcUrls: {[chainId]: options.rpcUrl ?? anvilUrl}};
  return readFunction(
    requesterFor(chainId, settings),
    {address: options.address ?? fixture, fn, args: parsed.values, abi},
    nodeFaultOf(chainId),
  );
}

async function rawOf(name: string, typed: string[]): Promise<string> {
  const result = await read(name, typed);
  if (!result.ok) throw new Error(`${name} failed: ${result.fault.message}`);
  return result.outputs[0]!.raw;
}

const owner = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const other = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('every ABI type the catalogue uses, sent and read back', () => {
  it.each([
    ['echoAddress', owner, owner],
    ['echoAddress', owner.toLowerCase(), owner],
    ['echoAddresses', `[${owner}, ${other}]`, `[${owner}, ${other}]`],
    ['echoNested', `[[${owner}], [], [${other}, ${owner}]]`, `[[${owner}], [], [${other}, ${owner}]]`],
    ['echoBool', 'true', 'true'],
    ['echoBytes', '0xdeadbeef', '0xdeadbeef'],
    ['echoBytes32', `0x${'0a'.repeat(32)}`, `0x${'0a'.repeat(32)}`],
    ['echoString', 'Yearn V3', 'Yearn V3'],
    ['echoInt256', '-42', '-42'],
    ['echoUint8', '255', '255'],
    ['echoUint16', '65535', '65535'],
    ['echoUint64', '18446744073709551615', '18446744073709551615'],
    ['echoUint96', '0x1000', '4096'],
    ['echoUint120', '1e30', '1000000000000000000000000000000'],
    ['echoUint128', '1_000_000', '1000000'],
    [
      'echoUint256',
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    ],
  ])('%s(%s)', async (name, typed, expected) => {
    expect(await rawOf(name, [typed])).toBe(expected);
  });

  it('a tuple, field by field, each named by the ABI', async () => {
    const result = await read('echoConfig', [`[250, ${other}, 5000000, true]`]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.outputs[0]!.fields!.map((field) => [field.name, field.raw])).toEqual([
      ['feeBps', '250'],
      ['recipient', other],
      ['cap', '5000000'],
      ['active', 'true'],
    ]);
    // feeBps is in basis points: 250 bps is 2.5 %.
    expect(result.outputs[0]!.fields![0]!.display).toBe('2.5%');
  });
});

describe('values in their units', () => {
  it('a token amount in the contract’s own decimals and symbol, read in the same batch', async () => {
    const result = await read('totalAssets');
    expect(result.ok && result.outputs[0]).toMatchObject({raw: '1234500000', display: '1,234.5 fxUSD'});
  });
  it('a duration in days', async () => {
    const result = await read('profitMaxUnlockTime');
    expect(result.ok && result.outputs[0]).toMatchObject({raw: '604800', display: '7 days'});
  });
  it('a string as it is', async () => {
    expect(await rawOf('apiVersion', [])).toBe('3.0.4');
  });
});

describe('faults', () => {
  it('a revert with a reason gives the reason', async () => {
    const result = await read('failWithReason');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fault).toMatchObject({kind: 'reverted', reason: 'ReadFixture: not today'});
    expect(result.fault.message).toContain('“ReadFixture: not today”');
  });
  it('a custom error is decoded from the ABI, with its arguments', async () => {
    const result = await read('failWithError', ['7']);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fault.kind).toBe('reverted');
    expect(result.fault.message).toMatch(/its error NotAllowed\(0x[0-9a-fA-F]{40}, 7\)/);
  });
  it('a panic names what failed', async () => {
    const result = await read('failWithPanic', ['0']);
    expect(!result.ok && result.fault.message).toMatch(/panic \(code 0x12\): a division or modulo by zero/);
  });
  it('an answer that does not decode is a malformed answer', async () => {
    const result = await read('shortAnswer');
    expect(!result.ok && result.fault.kind).toBe('malformed');
  });
  it('an address with no code says so, before any decoding', async () => {
    const result = await read('apiVersion', [], {address: '0x000000000000000000000000000000000000dEaD'});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fault.kind).toBe('no-code');
    expect(result.fault.message).toMatch(/no contract at this address on this chain/i);
  });
  it('a node that answers for another chain is a wrong-chain fault, never a result', async () => {
    // The local node runs as chain 1; configured here as Base's RPC.
    const result = await read('apiVersion', [], {chainId: 8453});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fault).toEqual({kind: 'wrong-chain', message: 'The RPC configured for Base answers as chain 1.'});
  });
  it('a node that cannot be reached is a node fault with a retry', async () => {
    const result = await read('apiVersion', [], {chainId: 10, rpcUrl: 'http://127.0.0.1:9'});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fault).toMatchObject({kind: 'node', retryable: true});
    expect(result.fault.message).toMatch(/could not be reached/);
  });
});
