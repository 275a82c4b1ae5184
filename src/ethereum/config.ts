/**
 * Where the client sends requests and the limits it works within. Every limit
 * is set explicitly (spec section 9) so that a viem upgrade cannot change them.
 */
import {publicRpcUrl} from './chain';

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

/** Node provider endpoint; the key from the `alchemyKey` custom field goes in the path. */
export const providerUrlTemplate = 'https://eth-mainnet.g.alchemy.com/v2/{key}';

/** The values the client needs from `siteConfig.customFields`. */
export interface EthereumSettings {
  rpcUrl?: string;
  alchemyKey?: string;
}

export type RpcSource = 'override' | 'provider' | 'public';

/** RPC_URL wins; otherwise the provider with its key; otherwise the chain's public RPC. */
export function selectRpc(settings: EthereumSettings): {url: string; source: RpcSource} {
  const override = settings.rpcUrl?.trim();
  if (override) return {url: override, source: 'override'};
  const key = settings.alchemyKey?.trim();
  if (key) return {url: providerUrlTemplate.replace('{key}', encodeURIComponent(key)), source: 'provider'};
  return {url: publicRpcUrl, source: 'public'};
}
