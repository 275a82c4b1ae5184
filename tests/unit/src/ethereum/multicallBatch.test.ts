/**
 * Page reads keep the spec's multicall batch size (section 9: 1,024 bytes of
 * calldata per aggregate3), as the client's own multicall batching does.
 */

import {addressPages} from '@site/src/data/addresses';
import {multicall3Abi} from '@site/src/ethereum/abis';
import type {YearnPublicClient} from '@site/src/ethereum/client';
import {clientLimits} from '@site/src/ethereum/config';
import {type Aggregate3Call, aggregate3, chunkByCalldata} from '@site/src/ethereum/ethCall';
import {planReads} from '@site/src/ethereum/verifyAddresses';
import {decodeFunctionData, encodeFunctionResult, type Hex} from 'viem';
import {describe, expect, it} from 'vitest';

const target = '0x000000000000000000000000000000000000dEaD';
const call = (bytes: number, tag = 0): Aggregate3Call => ({
  target,
  allowFailure: true,
  callData: `0x${tag.toString(16).padStart(2, '0').repeat(bytes)}` as Hex,
});
const sizes = (chunks: Aggregate3Call[][]) =>
  chunks.map((chunk) => chunk.reduce((sum, c) => sum + (c.callData.length - 2) / 2, 0));

/** A client whose eth_call answers an aggregate3 with each call's own calldata as its return data. */
function echoClient() {
  const sent: Aggregate3Call[][] = [];
  const client = {
    request: async ({params}: {params: [{data: Hex}]}) => {
      const {args} = decodeFunctionData({abi: multicall3Abi, data: params[0].data});
      const calls = args[0] as Aggregate3Call[];
      sent.push(calls);
      return encodeFunctionResult({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        result: calls.map((c) => ({success: true, returnData: c.callData})),
      });
    },
  } as unknown as YearnPublicClient;
  return {client, sent};
}

describe('multicall batch size for page reads', () => {
  it('is the spec constant', () => {
    expect(clientLimits.multicallBatch.batchSize).toBe(1024);
  });

  it('splits calls in order into chunks of at most 1,024 bytes of calldata', () => {
    const calls = Array.from({length: 40}, (_, i) => call(100, i));
    const chunks = chunkByCalldata(calls);
    expect(sizes(chunks)).toEqual([1000, 1000, 1000, 1000]);
    expect(chunks.flat()).toEqual(calls);
    expect(sizes(chunkByCalldata([call(600), call(424), call(1)]))).toEqual([1024, 1]);
  });

  it('gives a call larger than the limit a chunk of its own', () => {
    expect(sizes(chunkByCalldata([call(10), call(2000), call(10)]))).toEqual([10, 2000, 10]);
    expect(chunkByCalldata([])).toEqual([]);
  });

  it('sends every chunk and returns the results in the order of the calls', async () => {
    const {client, sent} = echoClient();
    const calls = Array.from({length: 30}, (_, i) => call(68, i + 1));
    const results = await aggregate3(client, calls);
    expect(sent.length).toBeGreaterThan(1);
    for (const chunk of sizes(sent)) expect(chunk).toBeLessThanOrEqual(1024);
    expect(results.map((r) => r.returnData)).toEqual(calls.map((c) => c.callData));
  });

  it('keeps the largest address page within the limit per aggregate3', async () => {
    const largest = Object.values(addressPages).sort(
      (a, b) => planReads(b.entries).length - planReads(a.entries).length,
    )[0]!;
    const reads = planReads(largest.entries).map((r) => ({target: r.target, allowFailure: true, callData: r.callData}));
    const total = reads.reduce((sum, r) => sum + (r.callData.length - 2) / 2, 0);
    expect(total).toBeGreaterThan(1024);
    const {client, sent} = echoClient();
    await aggregate3(client, reads);
    expect(sent.length).toBeGreaterThanOrEqual(Math.ceil(total / 1024));
    for (const chunk of sizes(sent)) expect(chunk).toBeLessThanOrEqual(1024);
  });
});
