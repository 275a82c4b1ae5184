/**
 * The site's read-only Ethereum client: a bare viem client with the limits
 * from `config.ts`. Page reads go through its transport with `ethCall.ts`;
 * the address checker and the ENS fallback use single actions from
 * `viem/actions` (a full public client would pull every action, ENS avatars
 * included, into the bundle). Pages share one instance, created on first use;
 * the module is only ever loaded through a dynamic import, so viem stays out
 * of the first-load bundle.
 */
import {type Client, createClient, type HttpTransport, type HttpTransportConfig, http} from 'viem';
import {ethereum} from './chain';
import {clientLimits, type EthereumSettings, selectRpc} from './config';

export type YearnPublicClient = Client<HttpTransport, typeof ethereum>;

/** Test hooks only: count or inspect requests without changing behaviour. */
export type TransportHooks = Pick<HttpTransportConfig, 'onFetchRequest' | 'onFetchResponse'>;

export function createYearnPublicClient(settings: EthereumSettings, hooks: TransportHooks = {}): YearnPublicClient {
  const {url} = selectRpc(settings);
  const transport = http(url, {
    ...hooks,
    timeout: clientLimits.timeoutMs,
    retryCount: clientLimits.retryCount,
    retryDelay: clientLimits.retryDelayMs,
    batch: {batchSize: clientLimits.rpcBatch.batchSize, wait: clientLimits.rpcBatch.wait},
  });
  return createClient({
    chain: ethereum,
    transport,
    batch: {multicall: {batchSize: clientLimits.multicallBatch.batchSize, wait: clientLimits.multicallBatch.wait}},
    pollingInterval: clientLimits.pollingIntervalMs,
    cacheTime: clientLimits.cacheTimeMs,
  });
}

let shared: {key: string; client: YearnPublicClient} | undefined;

/** The instance every page uses; settings come from the site config and do not change at run time. */
export function getSharedPublicClient(settings: EthereumSettings): YearnPublicClient {
  const key = selectRpc(settings).url;
  if (!shared || shared.key !== key) shared = {key, client: createYearnPublicClient(settings)};
  return shared.client;
}
