/**
 * The site's read-only clients, one per listed chain: a bare viem client with
 * the limits from `config.ts`. Page reads go through its transport with
 * `ethCall.ts`; the address checker and the ENS fallback use single actions
 * from `viem/actions` (a full public client would pull every action, ENS
 * avatars included, into the bundle). Each chain's client is created on first
 * use and shared by every reader of the page; the module is only ever loaded
 * through a dynamic import, so viem stays out of the first-load bundle.
 *
 * Trust the right chain: a client's first batch also asks the node for
 * `eth_chainId`, and when the node answers for another chain every answer
 * of that batch is discarded with a WrongChainError. Once the id matched, it
 * is not asked again; after any failure the next batch asks again.
 */
import {
  type Chain,
  type Client,
  createClient,
  type EIP1193RequestFn,
  type HttpTransport,
  type HttpTransportConfig,
  http,
  type Transport,
} from 'viem';
import type {ChainId} from '../data/chains';
import {viemChain} from './chain';
import {clientLimits, type EthereumSettings, selectRpc} from './config';
import {WrongChainError} from './errors';

export type YearnPublicClient = Client<Transport, Chain>;

/** Test hooks only: count or inspect requests without changing behaviour. */
export type TransportHooks = Pick<HttpTransportConfig, 'onFetchRequest' | 'onFetchResponse'>;

/** Wraps a transport so that its first batch carries eth_chainId and is discarded on the wrong chain. */
function chainChecked(inner: HttpTransport, expected: ChainId): Transport {
  return (params) => {
    const transport = inner(params);
    const request = transport.request as (args: {method: string; params?: unknown}) => Promise<unknown>;
    let check: Promise<void> | undefined;
    let confirmed = false;
    const askChainId = () =>
      request({method: 'eth_chainId'}).then((answer) => {
        const answered = Number(answer);
        if (answered !== expected) throw new WrongChainError(expected, answered);
        confirmed = true;
      });
    const checkedRequest = async (args: {method: string; params?: unknown}) => {
      if (confirmed) return request(args);
      // Asked in the same tick as the request, so the transport sends both in one JSON-RPC batch.
      check ??= askChainId();
      const own = check;
      const [chainId, answer] = await Promise.allSettled([own, request(args)]);
      if (chainId.status === 'rejected') {
        if (check === own) check = undefined;
        throw chainId.reason;
      }
      if (answer.status === 'rejected') throw answer.reason;
      return answer.value;
    };
    return {...transport, request: checkedRequest as EIP1193RequestFn};
  };
}

export function createChainClient(
  chainId: ChainId,
  settings: EthereumSettings,
  hooks: TransportHooks = {},
): YearnPublicClient {
  return clientAt(chainId, selectRpc(settings, chainId).url, hooks);
}

function clientAt(chainId: ChainId, url: string, hooks: TransportHooks = {}): YearnPublicClient {
  const transport = http(url, {
    ...hooks,
    timeout: clientLimits.timeoutMs,
    retryCount: clientLimits.retryCount,
    retryDelay: clientLimits.retryDelayMs,
    batch: {batchSize: clientLimits.rpcBatch.batchSize, wait: clientLimits.rpcBatch.wait},
  });
  return createClient({
    chain: viemChain(chainId),
    transport: chainChecked(transport, chainId),
    batch: {multicall: {batchSize: clientLimits.multicallBatch.batchSize, wait: clientLimits.multicallBatch.wait}},
    pollingInterval: clientLimits.pollingIntervalMs,
    cacheTime: clientLimits.cacheTimeMs,
  });
}

/** Ethereum's client (the name the single-chain site used). */
export function createYearnPublicClient(settings: EthereumSettings, hooks: TransportHooks = {}): YearnPublicClient {
  return createChainClient(1, settings, hooks);
}

const shared = new Map<ChainId, {url: string; client: YearnPublicClient}>();

/** The chain's instance every reader of the page uses; settings come from the site config and do not change at run time. */
export function getChainClient(chainId: ChainId, settings: EthereumSettings): YearnPublicClient {
  const url = selectRpc(settings, chainId).url;
  const current = shared.get(chainId);
  if (current?.url === url) return current.client;
  const client = clientAt(chainId, url);
  shared.set(chainId, {url, client});
  return client;
}

export function getSharedPublicClient(settings: EthereumSettings): YearnPublicClient {
  return getChainClient(1, settings);
}
