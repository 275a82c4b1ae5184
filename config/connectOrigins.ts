/**
 * The origins a built page may fetch from besides its own, for the
 * Content-Security-Policy: the RPC endpoint each chain's client selects, the
 * yield-data and price services, and Algolia when search runs there.
 */
import {chainList, rpcEnvName} from '../src/data/chains';
import {selectRpc} from '../src/ethereum/config';
import {type SiteEnv, SiteEnvError} from './env';
import {originsOf} from './origins';

/** Algolia's search hosts for an application: the primary and the three fallbacks its client retries on. */
function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

/** Each URL the pages fetch from, with the variable it comes from. */
function fetchedUrls(env: SiteEnv): {variable: string; url: string}[] {
  return [
    ...chainList.map((chain) => {
      const {url, source} = selectRpc(env.ethereum, chain.id);
      const variable = {
        override: env.ethereum.rpcUrls[chain.id] ? rpcEnvName(chain.id) : 'RPC_URL',
        provider: 'ALCHEMY_API_KEY',
        public: `${chain.name}'s public RPC (src/data/chains.ts)`,
      }[source];
      return {variable, url};
    }),
    {variable: 'YDAEMON_URL', url: env.ydaemonUrl},
    {variable: 'PRICE_SERVICE_URL', url: env.priceServiceUrl},
    ...(env.algolia ? algoliaHosts(env.algolia.appId).map((url) => ({variable: 'ALGOLIA_APP_ID', url})) : []),
  ];
}

/** Throws SiteEnvError naming the variable of a URL that does not parse: left out, its chain's reads would fail on the CSP alone. */
export function connectOrigins(env: SiteEnv): string[] {
  const urls = fetchedUrls(env);
  const malformed = urls.find(({url}) => !URL.canParse(url));
  if (malformed) throw new SiteEnvError(`"${malformed.variable}": "${malformed.url}" is not a URL the CSP can name`);
  return originsOf(urls.map(({url}) => url));
}
