/**
 * eth_call and Multicall3 aggregate3 sent through the client's transport
 * (batching, timeout and retries still apply), without viem's `call` action:
 * that action brings deployless-call bytecodes, CCIP-Read and state overrides,
 * code that none of the site's reads use. A call that needs an off-chain
 * lookup goes through viem's actions instead (see ensFallback.ts).
 */
import type {Address, Hex} from 'viem';
import {decodeReturn, encodeCall} from './abiCall';
import {multicall3Abi} from './abis';
import {multicall3Address} from './chain';
import type {YearnPublicClient} from './client';
import {clientLimits} from './config';
import {MulticallMismatchError} from './errors';

/** The code at an address at the latest block; `0x` when there is none. */
export function getCodeAt(client: YearnPublicClient, address: Address): Promise<Hex> {
  return client.request<{Method: 'eth_getCode'; Parameters: [Address, 'latest']; ReturnType: Hex}>({
    method: 'eth_getCode',
    params: [address, 'latest'],
  });
}

/** The JSON-RPC block parameter: a given block number, else the latest block. */
type BlockTag = Hex | 'latest';

function blockTagOf(block?: bigint): BlockTag {
  return block === undefined ? 'latest' : `0x${block.toString(16)}`;
}

/** An eth_call at the latest block, or at `block`; without `to`, the data runs as creation code. */
export function ethCall(
  client: YearnPublicClient,
  {to, data}: {to?: Address; data: Hex},
  block?: bigint,
): Promise<Hex> {
  return client.request<{Method: 'eth_call'; Parameters: [{to?: Address; data: Hex}, BlockTag]; ReturnType: Hex}>({
    method: 'eth_call',
    params: [to ? {to, data} : {data}, blockTagOf(block)],
  });
}

const [aggregate3Function] = multicall3Abi;

export interface Aggregate3Call {
  target: Address;
  allowFailure: boolean;
  callData: Hex;
}

/** Calldata bytes of one call, as viem's multicall batching counts them. */
const calldataBytes = (call: Aggregate3Call) => (call.callData.length - 2) / 2;

/**
 * Splits calls, in order, into chunks of at most `limit` bytes of calldata
 * each (spec section 9: multicall batch size 1,024). A call larger than the
 * limit by itself gets a chunk of its own.
 */
export function chunkByCalldata<T extends Aggregate3Call>(
  calls: readonly T[],
  limit: number = clientLimits.multicallBatch.batchSize,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const call of calls) {
    const bytes = calldataBytes(call);
    if (current.length > 0 && size + bytes > limit) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(call);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

async function aggregate3Chunk(
  client: YearnPublicClient,
  calls: readonly Aggregate3Call[],
  block?: bigint,
): Promise<ReadonlyArray<{success: boolean; returnData: Hex}>> {
  // Lower-case targets encode the same; viem would hash each checksummed one again to check it (the
  // published addresses' checksums are checked by a unit test), and on the calculator nothing else needs keccak.
  const encoded = calls.map((call) => ({...call, target: call.target.toLowerCase() as Address}));
  const [results] = decodeReturn(
    aggregate3Function,
    await ethCall(client, {to: multicall3Address, data: encodeCall(aggregate3Function, [encoded])}, block),
  );
  if (results.length !== calls.length) throw new MulticallMismatchError(calls.length, results.length);
  return results;
}

/**
 * Multicall3 aggregate3 over any number of calls: every call's success flag
 * and return data, in order. The calls go in chunks of at most 1,024 bytes
 * of calldata, so a large page stays within a node's calldata and gas
 * limits; the chunks are issued in the same tick, so the transport still
 * sends them in one HTTP request (a JSON-RPC batch). Throws
 * MulticallMismatchError when the node answers a chunk with another number
 * of results than calls, since answers could then be matched wrongly.
 * Reads the latest block, or `block` when given.
 */
export async function aggregate3(
  client: YearnPublicClient,
  calls: readonly Aggregate3Call[],
  block?: bigint,
): Promise<ReadonlyArray<{success: boolean; returnData: Hex}>> {
  const chunks = await Promise.all(chunkByCalldata(calls).map((chunk) => aggregate3Chunk(client, chunk, block)));
  return chunks.flat();
}
