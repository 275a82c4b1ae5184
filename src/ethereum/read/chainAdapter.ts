/**
 * The one place the read code meets the chain layer (src/data/chains.ts,
 * client.ts, pageBatch.ts): which chains can be read, each chain's client
 * (created on first use, with the client limits, checking the node's chain
 * id in its first batch) and how a node fault reads. Reads of a page
 * issued together on one chain share that chain's JSON-RPC batch; LiveValue
 * reads share its one aggregate3.
 * Loaded only by the read panel's and LiveValue's chunks: it brings viem.
 */
import type {Address, Hex} from 'viem';
import {type ChainId, chainById, chainList} from '../../data/chains';
import {getChainClient} from '../client';
import type {EthereumSettings} from '../config';
import {describeError} from '../errors';
import {batchedCalls} from '../pageBatch';
import type {ChainRequester, NodeFaultOf} from './readCall';

export interface ReadableChain {
  id: ChainId;
  name: string;
}

/** The chains a reader can pick for a pasted address: every chain the chain layer lists. */
export function readableChains(): ReadableChain[] {
  return chainList.map((chain) => ({id: chain.id as ChainId, name: chain.name}));
}

export function chainName(chainId: ChainId): string {
  return chainById(chainId).name;
}

/** The chain's client as the read code uses it: plain JSON-RPC requests, batched per tick. */
export function requesterFor(chainId: ChainId, settings: EthereumSettings): ChainRequester {
  const client = getChainClient(chainId, settings);
  return {
    request: ((method: string, params: unknown[]) =>
      client.request({method, params} as Parameters<typeof client.request>[0])) as ChainRequester['request'],
  };
}

/** A node error on `chainId` as a read fault: unreachable, slow, rate-limited, wrong chain, bad answer. */
export function nodeFaultOf(chainId: ChainId): NodeFaultOf {
  return (error) => {
    const described = describeError(error, chainId);
    switch (described.kind) {
      case 'wrong-chain':
        return {kind: 'wrong-chain', message: described.message};
      case 'bad-response':
      case 'multicall-mismatch':
        return {kind: 'malformed', message: described.message};
      case 'no-contract':
        return {kind: 'no-code', message: described.message};
      default:
        return {kind: 'node', message: described.message, retryable: described.retryable};
    }
  };
}

export interface AggregateCall {
  target: Address;
  callData: Hex;
}

/**
 * Reads on one chain through the page's shared batch of that chain (one
 * aggregate3 for every reader of the same task); each answer is its return
 * data, or null when that call reverted.
 */
export async function readMany(
  chainId: ChainId,
  settings: EthereumSettings,
  calls: readonly AggregateCall[],
  turn?: () => Promise<void>,
): Promise<(Hex | null)[]> {
  const results = await batchedCalls(
    getChainClient(chainId, settings),
    calls.map((call) => ({...call, allowFailure: true})),
    turn,
  );
  return results.map((result) => (result.success ? result.returnData : null));
}
