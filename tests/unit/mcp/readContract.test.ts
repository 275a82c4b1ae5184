import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {argumentText, blockParameter, readContract, resolveFunction} from '@site/mcp/readContract';
import type {AbiFile} from '@site/mcp/site';
import {miniAbi, miniAddresses} from '@site/tests/unit/fixtures/mcp/miniBuild';
import type {Abi} from 'viem';
import {afterAll, describe, expect, it} from 'vitest';

const files: AbiFile[] = [
  {
    name: 'VaultV3',
    title: 'VaultV3',
    release: 'V3 3.0.4',
    route: '/developers/smart-contracts/V3/VaultV3',
    abi: miniAbi as Abi,
  },
  {
    name: 'Other',
    title: 'Other',
    release: null,
    route: '/developers/smart-contracts/V2/Other',
    abi: [
      {
        type: 'function',
        name: 'balanceOf',
        stateMutability: 'view',
        inputs: [{name: 'id', type: 'uint256'}],
        outputs: [{name: '', type: 'uint256'}],
      },
    ] as Abi,
  },
];
const ychad = '0xFEB4acf3df3cDEA7399794D0869ef76A6EfAff52';
// Nothing listens on port 1: a node that is down.
const context = {chains: miniAddresses.chains, abis: () => files, settings: {rpcUrls: {1: 'http://127.0.0.1:1'}}};
const read = (request: Parameters<typeof readContract>[0]) => readContract(request, context);

describe('argumentText', () => {
  it('writes JSON arguments as the Read control’s parser reads them', () => {
    expect(argumentText('0xabc')).toBe('0xabc');
    expect(argumentText(12)).toBe('12');
    expect(argumentText(true)).toBe('true');
    expect(argumentText(['a, b', 1, [true, '0x01']])).toBe('["a, b", 1, [true, "0x01"]]');
  });
});

describe('blockParameter', () => {
  it.each([
    [undefined, 'latest'],
    ['latest', 'latest'],
    [21_000_000, '0x1406f40'],
    ['21000000', '0x1406f40'],
    ['0x1406F40', '0x1406f40'],
    ['yesterday', null],
    ['-5', null],
  ])('%s → %s', (block, parameter) => expect(blockParameter(block)).toBe(parameter));
});

describe('resolveFunction', () => {
  it('finds a function by name and number of arguments in the site’s ABIs', () => {
    expect(resolveFunction(files, 'apiVersion', 0)).toMatchObject({name: 'apiVersion', stateMutability: 'view'});
  });

  it('parses a Solidity signature, with or without the word function', () => {
    expect(resolveFunction(files, 'function totalSupply() view returns (uint256)', 0)).toMatchObject({
      name: 'totalSupply',
      stateMutability: 'view',
    });
    expect(resolveFunction(files, 'decimals() pure returns (uint8)', 0)).toMatchObject({stateMutability: 'pure'});
  });

  it('says why a function cannot be found', () => {
    expect(resolveFunction(files, 'pricePerShare', 0)).toBe(
      'No ABI on this site has a function named pricePerShare; pass its signature instead, such as "function pricePerShare() view returns (uint256)".',
    );
    expect(resolveFunction(files, 'apiVersion', 2)).toBe("apiVersion takes 0 argument(s) in the site's ABIs; 2 given.");
    expect(resolveFunction(files, 'balanceOf', 1)).toMatch(/^balanceOf with 1 argument\(s\) has several signatures/);
    expect(resolveFunction(files, 'function broken(', 0)).toMatch(/is not a function signature/);
    expect(resolveFunction(files, 'drop table', 0)).toBe('"drop table" is not a function name.');
  });
});

describe('readContract refuses before it reaches the chain', () => {
  it.each([
    [{chain: 'solana', address: ychad, function: 'apiVersion'}, /^"solana" is not a chain this site lists/],
    [{chain: 1, address: '0x1234', function: 'apiVersion'}, /^The address: /],
    [
      {chain: 1, address: ychad, function: 'deposit', args: ['1', ychad]},
      /^deposit is nonpayable, not view or pure: read_contract calls only view and pure functions, and never signs or sends a transaction\.$/,
    ],
    [
      {chain: 1, address: ychad, function: 'function burn() returns (uint256)'},
      /^burn is nonpayable, not view or pure/,
    ],
    [
      {chain: 1, address: ychad, function: 'function f(uint256) view returns (uint256)', args: ['ten']},
      /uint256|whole number/i,
    ],
    [
      {chain: 1, address: ychad, function: 'function f(uint256) view returns (uint256)', args: [2 ** 60]},
      /pass large integers as decimal text/,
    ],
    [
      {chain: 1, address: ychad, function: 'function f(uint256) view returns (uint256)'},
      /takes 1 argument\(s\); 0 given/,
    ],
    [{chain: 1, address: ychad, function: 'apiVersion', block: 'yesterday'}, /neither "latest" nor a block number/],
  ])('%j', async (request, message) => {
    const outcome = await read(request);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.message).toMatch(message);
  });
});

describe('readContract against a node that fails', () => {
  const silent = http.createServer(() => undefined);
  afterAll(() => {
    silent.closeAllConnections();
    silent.close();
  });

  it('says the node is unreachable when nothing answers at its address', async () => {
    const outcome = await read({chain: 'ethereum', address: ychad, function: 'apiVersion'});
    expect(outcome).toEqual({
      ok: false,
      message: 'The Ethereum node could not be reached. Check your connection and retry.',
    });
  });

  it('stops waiting at its time bound when the node never answers', async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const started = Date.now();
    const outcome = await readContract(
      {chain: 42161, address: ychad, function: 'apiVersion'},
      {...context, settings: {rpcUrls: {42161: url}}, timeoutMs: 300},
    );
    expect(outcome).toEqual({ok: false, message: 'The Arbitrum One node did not answer within 0.3 seconds.'});
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
