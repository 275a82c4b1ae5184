/**
 * The one place that reads environment variables. Every value has a default,
 * so a fresh clone builds with no configuration at all. The README documents
 * each variable; keep the two in step. A value that is set but malformed
 * stops the build with one line naming the variable (SiteEnvError): dropped
 * silently, a mistyped RPC URL would only show as a page that cannot read
 * its chain, and would be missing from the CSP.
 */
import {execSync} from 'node:child_process';
import {Joi} from '@docusaurus/utils-validation';
import {chainList, rpcEnvName} from '../src/data/chains';
import type {EthereumSettings} from '../src/ethereum/config';
import {site} from './site';

export interface SiteEnv {
  /** Public origin of the deployed site, used for canonical URLs and the sitemap. */
  siteUrl: string;
  /** Path prefix the site is served under; always starts and ends with `/`. */
  baseUrl: string;
  /**
   * The RPC settings every chain client selects its endpoint from (selectRpc),
   * built here only: RPC_URL (Ethereum's endpoint; RPC_URL_1 wins over it),
   * RPC_URL_<chain id> per listed chain, and ALCHEMY_API_KEY (the node
   * provider's key, placed in its URL path; empty means no key).
   */
  ethereum: Required<EthereumSettings>;
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

/** A set environment value that cannot be used; its message is one line that names the variable. */
export class SiteEnvError extends Error {
  override name = 'SiteEnvError';
}

// Also one the WHATWG URL parser reads: the clients and the CSP use that one, and Joi's check lets through a port over 65535 or a bad %-escape in the host.
const httpUrl = Joi.string()
  .trim()
  .uri({scheme: ['http', 'https']})
  .custom((value: string, helpers) => (URL.canParse(value) ? value : helpers.error('string.uri')));
const RPC_VARIABLE = /^RPC_URL_(.*)$/;
const TRUE = /^(1|true|yes)$/i;

/** Algolia's keys are hex, or base64 for a secured key: a space or quote is a pasting mistake. */
function algoliaKey(name: string) {
  return Joi.string()
    .trim()
    .pattern(/^[A-Za-z0-9+/=_-]+$/)
    .allow('')
    .messages({'string.pattern.base': `"${name}" must hold only letters, digits and "+/=_-"`});
}

/** A misspelt "true" would otherwise read as false without a word. */
function trueOrFalse(name: string) {
  return Joi.string()
    .trim()
    .pattern(/^(1|0|true|false|yes|no)$/i)
    .allow('')
    .messages({'string.pattern.base': `"${name}" must be true or false`});
}

/** The variables that carry a URL; empty means unset. */
const urlVariables = [
  'SITE_URL',
  'RPC_URL',
  'YDAEMON_URL',
  'PRICE_SERVICE_URL',
  ...chainList.map((c) => rpcEnvName(c.id)),
];

const envSchema = Joi.object({
  ...Object.fromEntries(urlVariables.map((name) => [name, httpUrl.allow('')])),
  // The key goes into the provider URL's path: a space, slash or quote in it is a pasting mistake.
  ALCHEMY_API_KEY: Joi.string()
    .trim()
    .pattern(/^[A-Za-z0-9_-]+$/)
    .allow('')
    .messages({'string.pattern.base': '"ALCHEMY_API_KEY" must hold only letters, digits, "-" and "_"'}),
  ALGOLIA_APP_ID: Joi.string()
    .trim()
    .pattern(/^[A-Za-z0-9]+$/)
    .allow('')
    .messages({'string.pattern.base': '"ALGOLIA_APP_ID" must hold only letters and digits'}),
  ...Object.fromEntries(['ALGOLIA_API_KEY', 'ALGOLIA_ADMIN_KEY'].map((name) => [name, algoliaKey(name)])),
  ALGOLIA_INDEX_NAME: Joi.string()
    .trim()
    .pattern(/^[^\s"'`]+$/)
    .allow('')
    .messages({'string.pattern.base': '"ALGOLIA_INDEX_NAME" must hold no spaces or quotes'}),
  // A path: a full URL here (the origin belongs in SITE_URL) would prefix every link with it.
  BASE_URL: Joi.string()
    .trim()
    .pattern(/^[^\s?#:\\]*$/)
    .allow('')
    .messages({'string.pattern.base': '"BASE_URL" must be a path such as /docs/ (the origin goes in SITE_URL)'}),
  ...Object.fromEntries(['IS_DEV', 'E2E_FIXTURES'].map((name) => [name, trueOrFalse(name)])),
}).unknown(true);

/**
 * Throws SiteEnvError for the first set value that is malformed, and for an
 * RPC_URL_<id> whose id is no listed chain (a typo there would otherwise be
 * ignored).
 */
export function validateSiteEnv(env: Env): void {
  const known = new Set(chainList.map((c) => rpcEnvName(c.id)));
  for (const [name, value] of Object.entries(env)) {
    const match = RPC_VARIABLE.exec(name);
    if (match && value?.trim() && !known.has(name)) {
      const ids = chainList.map((c) => c.id).join(', ');
      throw new SiteEnvError(`"${name}": chain id "${match[1]}" is not one the site reads (${ids})`);
    }
  }
  const {error} = envSchema.validate(env, {abortEarly: true, convert: true});
  if (error) throw new SiteEnvError(`${error.message}; fix or unset it (README, Configuration)`);
}

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function flag(env: Env, name: string): boolean {
  return TRUE.test(env[name]?.trim() ?? '');
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
  validateSiteEnv(env);
  const appId = text(env, 'ALGOLIA_APP_ID', '');
  const apiKey = text(env, 'ALGOLIA_API_KEY', '');
  const indexName = text(env, 'ALGOLIA_INDEX_NAME', '');
  const isDev = flag(env, 'IS_DEV');
  return {
    siteUrl: text(env, 'SITE_URL', site.defaultUrl).replace(/\/+$/, ''),
    baseUrl: normalizeBaseUrl(text(env, 'BASE_URL', '/')),
    ethereum: {
      rpcUrl: text(env, 'RPC_URL', ''),
      rpcUrls: Object.fromEntries(
        chainList.flatMap((chain) => {
          const url = text(env, rpcEnvName(chain.id), '');
          return url ? [[chain.id, url]] : [];
        }),
      ),
      alchemyKey: text(env, 'ALCHEMY_API_KEY', ''),
    },
    ydaemonUrl: text(env, 'YDAEMON_URL', 'https://ydaemon.yearn.fi').replace(/\/+$/, ''),
    priceServiceUrl: text(env, 'PRICE_SERVICE_URL', 'https://ypricemagic.yearn.fi').replace(/\/+$/, ''),
    algolia: appId && apiKey && indexName ? {appId, apiKey, indexName} : null,
    isDev,
    branchName: isDev ? text(env, 'BRANCH_NAME', '') || gitBranch() : 'unknown',
    e2eFixtures: flag(env, 'E2E_FIXTURES'),
  };
}

/** For entry points (the build, scripts): a malformed value ends the process with its one line, not a stack trace. */
export function readSiteEnvOrExit(env: Env = process.env): SiteEnv {
  return orExit(() => readSiteEnv(env));
}

function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SiteEnvError)) throw error;
    console.error(`[ERROR] ${error.message}`);
    process.exit(1);
  }
}

/** Where `npm run serve` listens, on top of the site's own values; the build does not read these. */
export interface ServeEnv {
  site: SiteEnv;
  port: number;
  host: string;
}

const serveSchema = Joi.object({
  PORT: Joi.number().port().allow(''),
  HOST: Joi.string().trim().hostname().allow(''),
}).unknown(true);

export function readServeEnv(env: Env = process.env): ServeEnv {
  const site = readSiteEnv(env);
  const {error} = serveSchema.validate(env, {abortEarly: true, convert: true});
  if (error) throw new SiteEnvError(`${error.message}; fix or unset it (README, Commands)`);
  return {site, port: Number(text(env, 'PORT', '3000')), host: text(env, 'HOST', '127.0.0.1')};
}

export function readServeEnvOrExit(env: Env = process.env): ServeEnv {
  return orExit(() => readServeEnv(env));
}
