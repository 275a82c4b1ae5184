import {spawnSync} from 'node:child_process';
import {normalizeBaseUrl, readSiteEnv, SiteEnvError} from '@site/config/env';
import {describe, expect, it} from 'vitest';

describe('readSiteEnv', () => {
  it('builds a working site from an empty environment', () => {
    const env = readSiteEnv({});
    expect(env.baseUrl).toBe('/');
    expect(env.siteUrl).toBe('https://docs.yearn.fi');
    expect(env.algolia).toBeNull();
    expect(env.alchemyApiKey).toBe('');
    expect(env.rpcUrl).toBe('');
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
    expect(env.rpcUrl).toBe('http://127.0.0.1:8545');
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
    });
    expect(env.rpcUrls[8453]).toBe('https://base.example.org/rpc');
    expect(env.rpcUrls[747474]).toBeUndefined();
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
