import {normalizeBaseUrl, readSiteEnv} from '@site/config/env';
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
