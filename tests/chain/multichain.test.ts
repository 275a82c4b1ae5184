/**
 * Verification on every listed chain, each against its own local node
 * (`--chain-id`), whose stand-ins answer from the independent per-chain facts.
 */

import {freePort} from '@site/harness/chain/anvil';
import {chainClients, setAnswers} from '@site/harness/chain/standIns';
import {addressPages, allEntries, entryById} from '@site/src/data/addresses';
import {pageChains} from '@site/src/data/addresses/pageChains';
import {type ChainId, chainIds} from '@site/src/data/chains';
import {createChainClient} from '@site/src/ethereum/client';
import {planReads, verifyEntries} from '@site/src/ethereum/verifyAddresses';
import {encodeAbiParameters, getAddress, type Hex} from 'viem';
import {afterEach, beforeEach, describe, expect, inject, it} from 'vitest';

const urls = inject('anvilUrls');
const url = (chainId: ChainId) => urls[String(chainId)]!;
const otherAddress = getAddress('0x00000000000000000000000000000000deadbeef');

const snapshots = new Map<ChainId, Hex>();
beforeEach(async () => {
  for (const chainId of chainIds) snapshots.set(chainId, await chainClients(url(chainId), chainId).test.snapshot());
});
afterEach(async () => {
  for (const chainId of chainIds) await chainClients(url(chainId), chainId).test.revert({id: snapshots.get(chainId)!});
});

const clientFor = (chainId: ChainId, rpc = url(chainId)) => createChainClient(chainId, {rpcUrls: {[chainId]: rpc}});

/** Every page's verdicts on every chain it lists, each through that chain's client. */
async function verifyAll(override?: (chainId: ChainId) => string) {
  const results = [];
  for (const page of Object.values(addressPages))
    for (const chainId of pageChains(page))
      results.push({
        page: page.id,
        chainId,
        result: await verifyEntries(clientFor(chainId, override?.(chainId)), page.entries),
      });
  return results;
}

describe('every published address verified on its own chain', () => {
  it('verifies every address of every page on every chain', async () => {
    const results = await verifyAll();
    for (const {page, chainId, result} of results) {
      expect(result.error, `${page} on ${chainId}`).toBeUndefined();
      expect(
        Object.entries(result.verdicts).filter(([, verdict]) => verdict.state !== 'verified'),
        `${page} on ${chainId}`,
      ).toEqual([]);
    }
    const verified = results.reduce((n, r) => n + Object.keys(r.result.verdicts).length, 0);
    expect(verified).toBe(allEntries.length);
    // Each chain's V3 page rows carry the releases' apiVersion() and the registry's latestRelease().
    const base = results.find((r) => r.page === 'v3' && r.chainId === 8453)!;
    expect(base.result.verdicts['v3/310-vault-factory@8453']).toEqual({state: 'verified', via: 'call'});
  });

  it('names the chain and entry of one wrong address, and leaves the other chains verified', async () => {
    const entry = entryById('v3/router@8453')!;
    const read = planReads([entry])[0]!;
    await setAnswers(
      url(8453),
      [
        {
          target: read.target,
          callData: read.callData,
          answer: encodeAbiParameters([{type: 'address'}], [otherAddress]),
        },
      ],
      8453,
    );
    const results = await verifyAll();
    const wrong = results.flatMap(({chainId, result}) =>
      Object.entries(result.verdicts)
        .filter(([, v]) => v.state !== 'verified')
        .map(([id, v]) => ({chainId, id, v})),
    );
    expect(wrong).toEqual([
      {
        chainId: 8453,
        id: 'v3/router@8453',
        v: {state: 'mismatch', onChain: otherAddress, source: 'Protocol Address Provider.getRouter()'},
      },
    ]);
  });

  it('reports a factory whose apiVersion() is another release as a mismatch', async () => {
    const factory = entryById('v3/304-vault-factory@42161')!;
    const read = planReads([factory]).find((r) => r.kind === 'identity')!;
    await setAnswers(
      url(42161),
      [{target: read.target, callData: read.callData, answer: encodeAbiParameters([{type: 'string'}], ['3.0.3'])}],
      42161,
    );
    const {verdicts} = await verifyEntries(clientFor(42161), addressPages.v3.entries);
    expect(verdicts['v3/304-vault-factory@42161']).toEqual({
      state: 'mismatch',
      onChain: '"3.0.3"',
      source: 'VaultFactory 3.0.4.apiVersion()',
    });
  });

  it('reports no code on one chain only on that chain', async () => {
    const entry = entryById('v3/registry-factory@747474')!;
    await chainClients(url(747474), 747474).test.setCode({address: entry.address, bytecode: '0x'});
    const katana = await verifyEntries(clientFor(747474), addressPages.v3.entries);
    expect(katana.verdicts[entry.id]).toEqual({state: 'no-code'});
    const ethereum = await verifyEntries(clientFor(1), addressPages.v3.entries);
    expect(ethereum.verdicts['v3/registry-factory']?.state).toBe('verified');
  });

  it('keeps the other chains’ results when one node is down', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const results = await verifyAll((chainId) => (chainId === 137 ? down : url(chainId)));
    for (const {chainId, page, result} of results) {
      if (chainId === 137) {
        expect(result.error, page).toMatchObject({kind: 'unreachable', retryable: true});
        expect(result.error?.message).toBe('The Polygon node could not be reached. Check your connection and retry.');
        expect(Object.values(result.verdicts).every((v) => v.state === 'not-checked')).toBe(true);
      } else expect(result.error, `${page} on ${chainId}`).toBeUndefined();
    }
  });

  it('discards the batch of a node that answers as another chain, with a fault of its own', async () => {
    // Base's client pointed at Ethereum's node: the node's answers would verify Base against Ethereum.
    const result = await verifyEntries(clientFor(8453, url(1)), addressPages.v3.entries);
    expect(result.error).toEqual({
      kind: 'wrong-chain',
      retryable: true,
      message: 'The RPC configured for Base answers as chain 1.',
    });
    expect(result.blockNumber).toBeUndefined();
    const verdicts = Object.values(result.verdicts);
    expect(verdicts.length).toBe(addressPages.v3.entries.filter((e) => e.chainId === 8453).length);
    expect(verdicts.every((v) => v.state === 'not-checked')).toBe(true);
  });

  it('asks eth_chainId once per client, in its first batch only', async () => {
    const bodies: {method: string}[][] = [];
    const client = createChainClient(
      8453,
      {rpcUrls: {8453: url(8453)}},
      {
        onFetchRequest: async (request) => {
          bodies.push([(await request.clone().json()) as {method: string}[]].flat());
        },
      },
    );
    await verifyEntries(client, addressPages.v3.entries);
    await verifyEntries(client, addressPages.v3.entries);
    expect(bodies).toHaveLength(2);
    expect(bodies.map((body) => body.filter((c) => c.method === 'eth_chainId').length)).toEqual([1, 0]);
  });
});
