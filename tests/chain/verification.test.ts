import {chainClients, clearAnswer, expectedAnswers, setAnswers} from '@site/harness/chain/standIns';
import {addressPages, entryById} from '@site/src/data/addresses';
import {multicall3Abi} from '@site/src/ethereum/abis';
import {addressGetterAbis} from '@site/src/ethereum/addressGetterAbis';
import {multicall3Address} from '@site/src/ethereum/chain';
import {createYearnPublicClient} from '@site/src/ethereum/client';
import {planReads, verifyEntries} from '@site/src/ethereum/verifyAddresses';
import {decodeFunctionData, encodeAbiParameters, encodeFunctionData, getAddress, type Hex} from 'viem';
import {getBlockNumber, getEnsAddress} from 'viem/actions';
import {afterEach, beforeEach, describe, expect, inject, it, vi} from 'vitest';

const url = inject('anvilUrl');
const {test: testClient} = chainClients(url);
const otherAddress = getAddress('0x00000000000000000000000000000000deadbeef');

let snapshot: Hex;
beforeEach(async () => {
  snapshot = await testClient.snapshot();
});
afterEach(async () => {
  await testClient.revert({id: snapshot});
});

function countingClient() {
  const bodies: unknown[] = [];
  const client = createYearnPublicClient(
    {rpcUrl: url},
    {
      onFetchRequest: async (request) => {
        bodies.push(await request.clone().json());
      },
    },
  );
  return {client, bodies};
}

describe('live address verification against a local mainnet stand-in', () => {
  it('verifies every Ethereum address of every page at the current block, each page in one request', async () => {
    const blockNumber = await getBlockNumber(countingClient().client);
    for (const page of Object.values(addressPages)) {
      const {client, bodies} = countingClient();
      const result = await verifyEntries(client, page.entries);
      expect(result.error, page.id).toBeUndefined();
      expect(bodies, page.id).toHaveLength(1);
      expect(result.blockNumber).toBe(blockNumber);
      // Named, so a wrong address, ENS name or index in src/data (or in the independent facts) says which entry.
      expect(
        Object.entries(result.verdicts).filter(([, verdict]) => verdict.state !== 'verified'),
        page.id,
      ).toEqual([]);
      expect(Object.keys(result.verdicts).length).toBe(page.entries.filter((e) => e.chainId === 1).length);
    }
  });

  it('says how each address was verified: ENS, registry call, both, or code only', async () => {
    const {client} = countingClient();
    const {verdicts} = await verifyEntries(client, addressPages.v3.entries);
    expect(verdicts['v3/protocol-address-provider']).toEqual({state: 'verified', via: 'ens'});
    expect(verdicts['v3/router']).toEqual({state: 'verified', via: 'call'});
    expect(verdicts['v3/apr-oracle']).toEqual({state: 'verified', via: 'call+ens'});
    expect(verdicts['v3/dumper']).toEqual({state: 'verified', via: 'code'});
  });

  it('reports a mismatch with the value the registry returns', async () => {
    const router = entryById('v3/router')!;
    const read = planReads([router])[0]!;
    await setAnswers(url, [
      {target: read.target, callData: read.callData, answer: encodeAbiParameters([{type: 'address'}], [otherAddress])},
    ]);
    const {verdicts} = await verifyEntries(countingClient().client, addressPages.v3.entries);
    expect(verdicts['v3/router']).toEqual({
      state: 'mismatch',
      onChain: otherAddress,
      source: 'Protocol Address Provider.getRouter()',
    });
    expect(verdicts['v3/apr-oracle']?.state).toBe('verified');
  });

  it('reports a mismatch when an ENS name points elsewhere, and when it points nowhere', async () => {
    const ens = expectedAnswers(addressPages.core.entries);
    const ychadRead = planReads([entryById('core/ychad')!])[0]!;
    const brainRead = planReads([entryById('core/brain')!])[0]!;
    expect(ens.some((a) => a.callData === ychadRead.callData)).toBe(true);
    const resolverAnswer = (value: Hex) =>
      encodeAbiParameters([{type: 'bytes'}, {type: 'address'}], [value, otherAddress]);
    await setAnswers(url, [
      {
        target: ychadRead.target,
        callData: ychadRead.callData,
        answer: resolverAnswer(encodeAbiParameters([{type: 'address'}], [otherAddress])),
      },
      {target: brainRead.target, callData: brainRead.callData, answer: resolverAnswer('0x')},
    ]);
    const {verdicts} = await verifyEntries(countingClient().client, addressPages.core.entries);
    expect(verdicts['core/ychad']).toEqual({state: 'mismatch', onChain: otherAddress, source: 'ENS ychad.eth'});
    expect(verdicts['core/brain']).toEqual({
      state: 'mismatch',
      onChain: 'the zero address (not set)',
      source: 'ENS brain.ychad.eth',
    });
  });

  it('asks viem again, one name at a time, for an ENS name the batch could not resolve', async () => {
    const ychadRead = planReads([entryById('core/ychad')!])[0]!;
    await clearAnswer(url, ychadRead.target, ychadRead.callData);
    const {client, bodies} = countingClient();
    const {verdicts} = await verifyEntries(client, addressPages.core.entries);
    // The batch, then viem's own lookup of ychad.eth, which the stand-in rejects the same way.
    expect(bodies).toHaveLength(2);
    expect(JSON.stringify(bodies[1])).toContain(ychadRead.callData.slice(2));
    expect(verdicts['core/ychad']).toMatchObject({state: 'not-checked'});
    expect(verdicts['core/brain']?.state).toBe('verified');
  });

  it('keeps the other verdicts of a page when the ENS fallback cannot be loaded', async () => {
    const ychadRead = planReads([entryById('core/ychad')!])[0]!;
    await clearAnswer(url, ychadRead.target, ychadRead.callData);
    vi.doMock('@site/src/ethereum/ensFallback', () => {
      throw new Error('Loading chunk ensFallback failed');
    });
    try {
      const {verdicts} = await verifyEntries(countingClient().client, addressPages.core.entries);
      expect(verdicts['core/ychad']).toEqual({
        state: 'not-checked',
        reason: expect.stringMatching(/^ENS ychad\.eth: Reading the chain failed: /),
      });
      expect(verdicts['core/brain']?.state).toBe('verified');
    } finally {
      vi.doUnmock('../../src/ethereum/ensFallback');
    }
  });

  it('reports an address without code as "no code"', async () => {
    const zap = entryById('ycrv/zap')!;
    await testClient.setCode({address: zap.address, bytecode: '0x'});
    const {verdicts} = await verifyEntries(countingClient().client, addressPages.ycrv.entries);
    expect(verdicts['ycrv/zap']).toEqual({state: 'no-code'});
    expect(verdicts['ycrv/ycrv']?.state).toBe('verified');
  });

  it('reports a registry call that reverts as not checked, with the reason', async () => {
    const gauge = entryById('veyfi/gauge-usdc-1')!;
    await testClient.setCode({address: entryById('veyfi/gauge-registry')!.address, bytecode: '0x60006000fd'});
    const {verdicts} = await verifyEntries(countingClient().client, [gauge]);
    expect(verdicts[gauge.id]).toEqual({
      state: 'not-checked',
      reason: 'Gauge registry.gauges(5): the call reverted without a reason',
    });
  });

  it('reads a whole page with one HTTP request, its aggregate3 calls at most 1,024 bytes of calldata each, together holding every read', async () => {
    const {client, bodies} = countingClient();
    const entries = addressPages.v3.entries;
    await verifyEntries(client, entries);
    expect(bodies).toHaveLength(1);
    const batch = bodies[0] as {method: string; params: [{to?: string; data: Hex}]}[];
    expect(Array.isArray(batch)).toBe(true);
    // A new client's first batch also asks which chain the node serves.
    expect(batch.filter((c) => c.method === 'eth_chainId')).toHaveLength(1);
    const multicalls = batch.filter(
      (c) => c.method === 'eth_call' && c.params[0].to?.toLowerCase() === multicall3Address.toLowerCase(),
    );
    expect(multicalls.length).toBeGreaterThan(1);
    let reads = 0;
    for (const multicall of multicalls) {
      const {functionName, args} = decodeFunctionData({abi: multicall3Abi, data: multicall.params[0].data});
      expect(functionName).toBe('aggregate3');
      const calls = (args as readonly [readonly {callData: Hex}[]])[0];
      // The spec's batch size counts the inner calls' calldata.
      expect(calls.reduce((bytes, call) => bytes + (call.callData.length - 2) / 2, 0)).toBeLessThanOrEqual(1_024);
      reads += calls.length;
    }
    // One read per ENS name and registry call, plus the block number.
    expect(reads).toBe(planReads(entries.filter((e) => e.chainId === 1)).length + 1);
    // The only other call is the code-size read, which has no target.
    expect(
      batch.filter((c) => !multicalls.includes(c) && c.method !== 'eth_chainId').map((c) => [c.method, c.params[0].to]),
    ).toEqual([['eth_call', undefined]]);
  });

  it('encodes ENS lookups exactly as viem does, so names resolve through viem too', async () => {
    const client = countingClient().client;
    expect(await getEnsAddress(client, {name: 'release.registry.v3.ychad.eth'})).toBe(
      entryById('v3/release-registry')!.address,
    );
  });

  // A selection of small pages, whose reads fit one aggregate3; every page's single request is checked above.
  it.each(['styfi', 'yvusd', 'ybold', 'yyb'] as const)(
    'verifies the %s page with one request holding one aggregate3',
    async (page) => {
      const {client, bodies} = countingClient();
      const entries = addressPages[page].entries;
      const result = await verifyEntries(client, entries);
      expect(bodies).toHaveLength(1);
      const batch = bodies[0] as {method: string; params: [{to?: string; data: Hex}]}[];
      expect(
        batch.filter(
          (c) => c.method === 'eth_call' && c.params[0].to?.toLowerCase() === multicall3Address.toLowerCase(),
        ),
      ).toHaveLength(1);
      expect(result.error).toBeUndefined();
      expect(Object.keys(result.verdicts)).toHaveLength(entries.length);
      expect(new Set(Object.values(result.verdicts).map((v) => v.state))).toEqual(new Set(['verified']));
      expect(Object.values(result.verdicts).some((v) => v.state === 'verified' && v.via === 'call')).toBe(true);
    },
  );

  it('shows the middleware stYFI.hooks() names when it is not the published current one', async () => {
    const current = entryById('styfi/staking-middleware')!;
    const previous = entryById('styfi/staking-middleware-previous')!;
    const read = planReads([current])[0]!;
    expect(read.target).toBe(entryById('styfi/styfi')!.address);
    await setAnswers(url, [
      {
        target: read.target,
        callData: read.callData,
        answer: encodeAbiParameters([{type: 'address'}], [previous.address]),
      },
    ]);
    const {verdicts} = await verifyEntries(countingClient().client, addressPages.styfi.entries);
    expect(verdicts['styfi/staking-middleware']).toEqual({
      state: 'mismatch',
      onChain: previous.address,
      source: 'stYFI.hooks()',
    });
    expect(verdicts['styfi/staking-middleware-previous']).toEqual({state: 'verified', via: 'code'});
    expect(verdicts['styfi/yfi']).toEqual({state: 'verified', via: 'call'});
  });

  it('calls staking() without an index on stYFIx and staking(i) with one on the liquid-locker distributor', () => {
    const [styfi, upyfiStaking] = planReads([entryById('styfi/styfi')!, entryById('styfi/upyfi-staking')!]);
    const withIndex = [
      {
        type: 'function',
        name: 'staking',
        stateMutability: 'view',
        inputs: [{name: 'index', type: 'uint256'}],
        outputs: [{type: 'address'}],
      },
    ] as const;
    expect(styfi!.callData).toBe(encodeFunctionData({abi: addressGetterAbis.staking, functionName: 'staking'}));
    expect(upyfiStaking!.target).toBe(entryById('styfi/ll-reward-distributor')!.address);
    expect(upyfiStaking!.callData).toBe(encodeFunctionData({abi: withIndex, functionName: 'staking', args: [1n]}));
  });

  it('asks the registry with the published getter and index', () => {
    const read = planReads([entryById('v3/304-vault-factory')!])[0]!;
    expect(read.target).toBe(entryById('v3/release-registry')!.address);
    expect(read.callData).toBe(
      encodeFunctionData({abi: addressGetterAbis.factories, functionName: 'factories', args: [3n]}),
    );
  });
});
