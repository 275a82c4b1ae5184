import {spawnSync} from 'node:child_process';
import {normalizeBaseUrl, readServeEnv, readSiteEnv, SiteEnvError} from '@site/config/env';
import {describe, expect, it} from 'vitest';

describe('readSiteEnv', () => {
  it('builds a working site from an empty environment', () => {
    const env = readSiteEnv({});
    expect(env.baseUrl).toBe('/');
    expect(env.siteUrl).toBe('https://docs.yearn.fi');
    expect(env.algolia).toBeNull();
    expect(env.ethereum).toEqual({rpcUrl: '', rpcUrls: {}, alchemyKey: ''});
    expect(env.isDev).toBe(false);
    expect(env.branchName).toBe('unknown');
    expect(env.e2eFixtures).toBe(false);
  });

  it('turns Algolia on only when all three values are set', () => {
    expect(readSiteEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key'}).algolia).toBeNull();
    expect(readSiteEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'}).algolia).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
    });
  });

  it('shows the branch only in development mode', () => {
    expect(readSiteEnv({IS_DEV: 'true', BRANCH_NAME: 'feature/x'}).branchName).toBe('feature/x');
    expect(readSiteEnv({IS_DEV: 'false', BRANCH_NAME: 'feature/x'}).branchName).toBe('unknown');
    expect(readSiteEnv({IS_DEV: 'true'}).branchName).not.toBe('');
  });

  it('trims trailing slashes from service origins and keeps overrides', () => {
    const env = readSiteEnv({
      SITE_URL: 'https://example.org/',
      YDAEMON_URL: 'http://127.0.0.1:9/',
      RPC_URL: 'http://127.0.0.1:8545',
    });
    expect(env.siteUrl).toBe('https://example.org');
    expect(env.ydaemonUrl).toBe('http://127.0.0.1:9');
    expect(env.ethereum.rpcUrl).toBe('http://127.0.0.1:8545');
  });
});

describe('a set value that is malformed stops the build', () => {
  it.each([
    [{RPC_URL_8453: 'base.example.org'}, 'RPC_URL_8453'],
    [{RPC_URL_8453: 'ftp://base.example.org'}, 'RPC_URL_8453'],
    [{RPC_URL: 'localhost:8545'}, 'RPC_URL'],
    [{SITE_URL: 'docs.yearn.fi'}, 'SITE_URL'],
    [{YDAEMON_URL: 'http//ydaemon'}, 'YDAEMON_URL'],
    [{PRICE_SERVICE_URL: 'not a url'}, 'PRICE_SERVICE_URL'],
    [{ALCHEMY_API_KEY: 'abc def'}, 'ALCHEMY_API_KEY'],
    [{ALCHEMY_API_KEY: 'abc/def'}, 'ALCHEMY_API_KEY'],
    [{ALGOLIA_APP_ID: 'APP ID'}, 'ALGOLIA_APP_ID'],
    // A chain the site does not read: a typo of 8453 would otherwise leave Base on its public RPC.
    [{RPC_URL_8543: 'http://127.0.0.1:8545'}, 'RPC_URL_8543'],
    // Well-formed to Joi's URI rule, yet no URL to the WHATWG parser the clients and the CSP use.
    [{RPC_URL_8453: 'http://base.example.org:99999'}, 'RPC_URL_8453'],
    [{RPC_URL_8453: 'http://%zz/rpc'}, 'RPC_URL_8453'],
    [{BASE_URL: 'https://example.org/docs/'}, 'BASE_URL'],
    [{BASE_URL: '/docs/?v=2'}, 'BASE_URL'],
    [{ALGOLIA_API_KEY: 'abc def'}, 'ALGOLIA_API_KEY'],
    [{ALGOLIA_ADMIN_KEY: '"abc"'}, 'ALGOLIA_ADMIN_KEY'],
    [{ALGOLIA_INDEX_NAME: 'yearn docs'}, 'ALGOLIA_INDEX_NAME'],
    [{IS_DEV: 'ture'}, 'IS_DEV'],
    [{E2E_FIXTURES: 'on please'}, 'E2E_FIXTURES'],
  ])('%j names %s', (env, variable) => {
    expect(() => readSiteEnv(env)).toThrow(SiteEnvError);
    expect(() => readSiteEnv(env)).toThrow(variable);
  });

  it('accepts well-formed values, blank ones as unset', () => {
    const env = readSiteEnv({
      RPC_URL_8453: ' https://base.example.org/rpc ',
      RPC_URL_747474: '',
      ALCHEMY_API_KEY: 'Ab_3-x',
      SITE_URL: '   ',
      RPC_URL_999: '',
      BASE_URL: 'docs/v2',
      ALGOLIA_API_KEY: 'YWJjZA+/=',
      IS_DEV: 'FALSE',
    });
    expect(env.baseUrl).toBe('/docs/v2/');
    expect(env.isDev).toBe(false);
    expect(env.ethereum.rpcUrls[8453]).toBe('https://base.example.org/rpc');
    expect(env.ethereum.rpcUrls[747474]).toBeUndefined();
    expect(env.siteUrl).toBe('https://docs.yearn.fi');
  });

  it('the build exits with one line naming the variable', () => {
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', '.tmp/env-error-build'], {
      env: {...process.env, RPC_URL_8453: 'base.example.org'},
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[ERROR\] "RPC_URL_8453" must be a valid uri/);
  }, 60_000);
});

describe('the RPC settings', () => {
  it('are built once, from RPC_URL, RPC_URL_<chain id> and ALCHEMY_API_KEY', () => {
    const env = readSiteEnv({
      RPC_URL: 'http://127.0.0.1:8545',
      RPC_URL_8453: 'https://base.example.org/rpc',
      ALCHEMY_API_KEY: 'Ab_3-x',
    });
    expect(env.ethereum).toEqual({
      rpcUrl: 'http://127.0.0.1:8545',
      rpcUrls: {8453: 'https://base.example.org/rpc'},
      alchemyKey: 'Ab_3-x',
    });
  });
});

describe('readServeEnv', () => {
  it('listens on PORT and HOST, on top of the site values', () => {
    const env = readServeEnv({PORT: '3162', HOST: '0.0.0.0', BASE_URL: '/docs'});
    expect(env).toMatchObject({port: 3162, host: '0.0.0.0', site: {baseUrl: '/docs/'}});
    expect(readServeEnv({})).toMatchObject({port: 3000, host: '127.0.0.1'});
  });

  it.each([
    [{PORT: 'eighty'}, 'PORT'],
    [{PORT: '70000'}, 'PORT'],
    [{HOST: 'local host'}, 'HOST'],
    [{HOST: '127.0.0.1', RPC_URL_8453: 'base.example.org'}, 'RPC_URL_8453'],
  ])('%j names %s', (env, variable) => {
    expect(() => readServeEnv(env)).toThrow(SiteEnvError);
    expect(() => readServeEnv(env)).toThrow(variable);
  });

  it('leaves PORT and HOST to the server: the build does not read them', () => {
    expect(() => readSiteEnv({PORT: 'eighty'})).not.toThrow();
  });
});

describe('normalizeBaseUrl', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['docs', '/docs/'],
    ['/docs', '/docs/'],
    ['//docs//v2//', '/docs//v2/'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });
});
