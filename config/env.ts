/**
 * The one place that reads environment variables. Every value has a default,
 * so a fresh clone builds with no configuration at all. The README documents
 * each variable; keep the two in step.
 */
import {execSync} from 'node:child_process';
import {type ChainId, chainList, rpcEnvName} from '../src/ethereum/chains';
import {site} from './site';

export interface SiteEnv {
  /** Public origin of the deployed site, used for canonical URLs and the sitemap. */
  siteUrl: string;
  /** Path prefix the site is served under; always starts and ends with `/`. */
  baseUrl: string;
  /** Node-provider key placed in the provider URL path; empty means no key. */
  alchemyApiKey: string;
  /** Ethereum's JSON-RPC endpoint from RPC_URL; RPC_URL_1 wins over it. */
  rpcUrl: string;
  /** RPC_URL_<chain id>: a JSON-RPC endpoint per listed chain that overrides the provider and the public RPC. */
  rpcUrls: Partial<Record<ChainId, string>>;
  /** Yield-data service (yDaemon) origin. */
  ydaemonUrl: string;
  /** Price service origin. */
  priceServiceUrl: string;
  /** Algolia credentials; search runs on the built-in index unless all three are set. */
  algolia: {appId: string; apiKey: string; indexName: string} | null;
  /** Shows the branch badge; never honoured by a production build's output unless set. */
  isDev: boolean;
  branchName: string;
  /** Adds the test-only fixture pages (crash page and friends) to the build. */
  e2eFixtures: boolean;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function flag(env: Env, name: string): boolean {
  return /^(1|true|yes)$/i.test(env[name]?.trim() ?? '');
}

export function normalizeBaseUrl(raw: string): string {
  const trimmed = raw.trim();
  if (!trimmed || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}

function gitBranch(): string {
  try {
    return execSync('git rev-parse --abbrev-ref HEAD', {stdio: ['ignore', 'pipe', 'ignore']})
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  const appId = text(env, 'ALGOLIA_APP_ID', '');
  const apiKey = text(env, 'ALGOLIA_API_KEY', '');
  const indexName = text(env, 'ALGOLIA_INDEX_NAME', '');
  const isDev = flag(env, 'IS_DEV');
  return {
    siteUrl: text(env, 'SITE_URL', site.defaultUrl).replace(/\/+$/, ''),
    baseUrl: normalizeBaseUrl(text(env, 'BASE_URL', '/')),
    alchemyApiKey: text(env, 'ALCHEMY_API_KEY', ''),
    rpcUrl: text(env, 'RPC_URL', ''),
    rpcUrls: Object.fromEntries(
      chainList.flatMap((chain) => {
        const url = text(env, rpcEnvName(chain.id), '');
        return url ? [[chain.id, url]] : [];
      }),
    ),
    ydaemonUrl: text(env, 'YDAEMON_URL', 'https://ydaemon.yearn.fi').replace(/\/+$/, ''),
    priceServiceUrl: text(env, 'PRICE_SERVICE_URL', 'https://ypricemagic.yearn.fi').replace(/\/+$/, ''),
    algolia: appId && apiKey && indexName ? {appId, apiKey, indexName} : null,
    isDev,
    branchName: isDev ? text(env, 'BRANCH_NAME', '') || gitBranch() : 'unknown',
    e2eFixtures: flag(env, 'E2E_FIXTURES'),
  };
}
