/**
 * The origins a built page may fetch from besides its own, for the
 * Content-Security-Policy: the RPC endpoint each chain's client selects, the
 * yield-data and price services, and Algolia when search runs there.
 */
import {originsOf} from '../plugins/host-config/rules';
import {chainList} from '../src/ethereum/chains';
import {selectRpc} from '../src/ethereum/config';
import type {SiteEnv} from './env';

/** Algolia's search hosts for an application: the primary and the three fallbacks its client retries on. */
function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

export function connectOrigins(env: SiteEnv): string[] {
  return originsOf([
    ...chainList.map(
      (chain) => selectRpc({rpcUrl: env.rpcUrl, rpcUrls: env.rpcUrls, alchemyKey: env.alchemyApiKey}, chain.id).url,
    ),
    env.ydaemonUrl,
    env.priceServiceUrl,
    ...(env.algolia ? algoliaHosts(env.algolia.appId) : []),
  ]);
}
