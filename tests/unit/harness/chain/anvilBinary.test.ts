import {existsSync} from 'node:fs';
import {AnvilMissingError, anvilBinary} from '@site/harness/chain/anvil';
import {describe, expect, it} from 'vitest';

describe('anvilBinary', () => {
  it('finds the binary npm installed for this machine', () => {
    const binary = anvilBinary();
    expect(existsSync(binary)).toBe(true);
  });

  it('says in one line what to install on a platform Foundry ships no package for', () => {
    const find = () => anvilBinary({platform: 'freebsd', arch: 'x64', env: {}});
    expect(find).toThrow(AnvilMissingError);
    expect(find).toThrow(/^No anvil package for freebsd-x64: install Foundry \(https:\/\/getfoundry\.sh.*ANVIL_PATH/);
  });

  it('names the missing package when the platform has one that is not installed', () => {
    const other =
      process.platform === 'darwin' ? {platform: 'linux', arch: 'arm64'} : {platform: 'darwin', arch: 'arm64'};
    expect(() => anvilBinary({...other, env: {}})).toThrow(/@foundry-rs\/anvil-\w+-arm64 is not installed.*ANVIL_PATH/);
  });

  it('takes ANVIL_PATH over any package', () => {
    expect(anvilBinary({platform: 'freebsd', arch: 'x64', env: {ANVIL_PATH: '/opt/foundry/anvil'}})).toBe(
      '/opt/foundry/anvil',
    );
  });
});
