import {connectOrigins} from '@site/config/connectOrigins';
import {readSiteEnv, type SiteEnv, SiteEnvError} from '@site/config/env';
import {contentSecurityPolicy} from '@site/plugins/host-config/rules';
import {describe, expect, it} from 'vitest';

const connectSrc = (env: SiteEnv) =>
  contentSecurityPolicy({scriptHashes: [], connectOrigins: connectOrigins(env)})
    .split('; ')
    .find((directive) => directive.startsWith('connect-src '));

describe('connect-src built from the environment', () => {
  it("names a configured chain endpoint's origin", () => {
    const env = readSiteEnv({RPC_URL_8453: 'https://base.example.org/rpc?key=1', YDAEMON_URL: 'http://127.0.0.1:9'});
    expect(connectSrc(env)?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://base.example.org', 'http://127.0.0.1:9']),
    );
  });

  it('cannot be built from an environment with a malformed RPC_URL_8453', () => {
    expect(() => connectOrigins(readSiteEnv({RPC_URL_8453: 'http://base.example.org:99999'}))).toThrow('RPC_URL_8453');
  });

  it.each([
    [{8453: 'http://base.example.org:99999'}, '', 'RPC_URL_8453'],
    [{}, 'http://%zz/rpc', 'RPC_URL'],
  ])('fails on settings %j / %j that bypass the env check, naming %s', (rpcUrls, rpcUrl, variable) => {
    const env: SiteEnv = {...readSiteEnv({}), ethereum: {rpcUrl, rpcUrls, alchemyKey: ''}};
    expect(() => connectOrigins(env)).toThrow(SiteEnvError);
    expect(() => connectOrigins(env)).toThrow(`"${variable}"`);
  });
});
