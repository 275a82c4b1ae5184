/**
 * The bench's local nodes (scripts/bench/chainStandIn.ts) as the bench build
 * reads them: the endpoint its environment bakes in for each listed chain
 * answers with that chain's id and verifies every published address there, so
 * the measured pages make no failed request and show no failed check.
 */

import type {ChainNodes} from '@site/harness/chain/chainNodes';
import {BENCH_BUILD_ENV} from '@site/scripts/bench/build';
import {startChainStandIns} from '@site/scripts/bench/chainStandIn';
import {addressPages} from '@site/src/data/addresses';
import {pageChains} from '@site/src/data/addresses/pageChains';
import {chainIds, rpcEnvName} from '@site/src/data/chains';
import {createChainClient} from '@site/src/ethereum/client';
import {verifyEntries} from '@site/src/ethereum/verifyAddresses';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

let nodes: ChainNodes;
beforeAll(async () => {
  nodes = await startChainStandIns();
}, 60_000);
afterAll(async () => {
  await nodes?.stop();
});

describe('the bench build reads a local node for every listed chain', () => {
  it('bakes in a loopback endpoint per chain, each answering with its own chain id', async () => {
    for (const chainId of chainIds) {
      const rpc = BENCH_BUILD_ENV[rpcEnvName(chainId)];
      expect(rpc, rpcEnvName(chainId)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const answer = await fetch(rpc!, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []}),
      }).then((response) => response.json() as Promise<{result: string}>);
      expect(Number(answer.result), rpcEnvName(chainId)).toBe(chainId);
    }
    expect(BENCH_BUILD_ENV.RPC_URL).toBe(BENCH_BUILD_ENV[rpcEnvName(1)]);
  });

  it('verifies every address of every page on its chain through those endpoints', async () => {
    const unverified: string[] = [];
    for (const page of Object.values(addressPages))
      for (const chainId of pageChains(page)) {
        const client = createChainClient(chainId, {rpcUrls: {[chainId]: BENCH_BUILD_ENV[rpcEnvName(chainId)]!}});
        const result = await verifyEntries(client, page.entries);
        if (result.error) unverified.push(`${page.id} on ${chainId}: ${result.error}`);
        for (const [id, verdict] of Object.entries(result.verdicts))
          if (verdict.state !== 'verified') unverified.push(`${id}: ${verdict.state}`);
      }
    expect(unverified).toEqual([]);
  }, 60_000);
});
