/**
 * Where each chain's client sends requests and the limits it works within.
 * Every limit is set explicitly (spec section 9) so that a viem upgrade
 * cannot change them; every chain's client uses the same limits.
 */
import {type ChainId, chainById} from '../data/chains';

export const clientLimits = {
  /** Per HTTP request, in milliseconds. */
  timeoutMs: 10_000,
  retryCount: 3,
  /** First retry delay; viem doubles it per retry (150, 300, 600 ms) unless Retry-After says otherwise. */
  retryDelayMs: 150,
  /** JSON-RPC batching: requests issued in the same tick share one HTTP POST. */
  rpcBatch: {batchSize: 1_000, wait: 0},
  /** Multicall batching: calldata bytes per aggregate3 chunk. */
  multicallBatch: {batchSize: 1_024, wait: 0},
  pollingIntervalMs: 4_000,
  cacheTimeMs: 4_000,
} as const;

/**
 * HTTP statuses that are retried. viem decides this itself; the chain tests
 * assert that it still retries exactly these, so a change cannot go unnoticed.
 */
export const retriedHttpStatuses: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];

/** Ethereum's provider endpoint; the key from the `alchemyKey` custom field goes in the path. */
export const providerUrlTemplate = chainById(1).providerUrl!;

/** The values the clients need from `siteConfig.customFields`. */
export interface EthereumSettings {
  /** Ethereum's endpoint from RPC_URL (the name the site used before it read other chains). */
  rpcUrl?: string;
  alchemyKey?: string;
  /** RPC_URL_<id> per chain; for Ethereum it wins over `rpcUrl`. */
  rpcUrls?: Partial<Record<ChainId, string>>;
}

export type RpcSource = 'override' | 'provider' | 'public';

/**
 * RPC_URL_<id> wins (RPC_URL too, for Ethereum); otherwise the provider with
 * its key, where it serves the chain; otherwise viem's public RPC of the chain.
 */
export function selectRpc(settings: EthereumSettings, chainId: ChainId = 1): {url: string; source: RpcSource} {
  const override = (settings.rpcUrls?.[chainId] || (chainId === 1 ? settings.rpcUrl : undefined))?.trim();
  if (override) return {url: override, source: 'override'};
  const chain = chainById(chainId);
  const key = settings.alchemyKey?.trim();
  if (key && chain.providerUrl)
    return {url: chain.providerUrl.replace('{key}', encodeURIComponent(key)), source: 'provider'};
  return {url: chain.defaultRpc, source: 'public'};
}

/**
 * The RPC URL copied code names: the one this site is configured with when it
 * is an explicit RPC_URL, otherwise the chain's public RPC (never the node
 * provider's URL, which carries the site's key).
 */
export function publicRpcUrlOf(chainId: ChainId, settings: EthereumSettings): string {
  const selected = selectRpc(settings, chainId);
  return selected.source === 'override' ? selected.url : chainById(chainId).defaultRpc;
}
