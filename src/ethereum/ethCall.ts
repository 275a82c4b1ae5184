/**
 * eth_call and Multicall3 aggregate3 sent through the client's transport
 * (batching, timeout and retries still apply), without viem's `call` action:
 * that action brings deployless-call bytecodes, CCIP-Read and state overrides,
 * about 10 KB gzip that none of the site's reads use. A call that needs an
 * off-chain lookup goes through viem's actions instead (see ensFallback.ts).
 */
import type {Address, Hex} from 'viem';
import {decodeReturn, encodeCall} from './abiCall';
import {multicall3Abi} from './abis';
import {multicall3Address} from './chain';
import type {YearnPublicClient} from './client';
import {MulticallMismatchError} from './errors';

/** An eth_call at the latest block; without `to`, the data runs as creation code. */
export function ethCall(client: YearnPublicClient, {to, data}: {to?: Address; data: Hex}): Promise<Hex> {
  return client.request<{Method: 'eth_call'; Parameters: [{to?: Address; data: Hex}, 'latest']; ReturnType: Hex}>({
    method: 'eth_call',
    params: [to ? {to, data} : {data}, 'latest'],
  });
}

const [aggregate3Function] = multicall3Abi;

export interface Aggregate3Call {
  target: Address;
  allowFailure: boolean;
  callData: Hex;
}

/**
 * One Multicall3 aggregate3: every call's success flag and return data, in
 * order. Throws MulticallMismatchError when the node answers with another
 * number of results than calls, since answers could then be matched wrongly.
 */
export async function aggregate3(client: YearnPublicClient, calls: readonly Aggregate3Call[]): Promise<ReadonlyArray<{success: boolean; returnData: Hex}>> {
  const [results] = decodeReturn(aggregate3Function, await ethCall(client, {to: multicall3Address, data: encodeCall(aggregate3Function, [calls])}));
  if (results.length !== calls.length) throw new MulticallMismatchError(calls.length, results.length);
  return results;
}
