import {findAbi, functionsNamed, versionOf} from '@site/mcp/abis';
import type {AbiFile} from '@site/mcp/site';
import type {Abi} from 'viem';
import {describe, expect, it} from 'vitest';

const fn = (name: string, mutability: string, inputs: string[] = [], outputs: string[] = ['uint256']) => ({
  type: 'function',
  name,
  stateMutability: mutability,
  inputs: inputs.map((type) => ({name: '', type})),
  outputs: outputs.map((type) => ({name: '', type})),
});
const file = (route: string, release: string | null, abi: object[]): AbiFile => ({
  name: route.split('/').pop()!,
  title: route.split('/').pop()!,
  release,
  route,
  abi: abi as Abi,
});
const files = [
  file('/developers/smart-contracts/deprecated/V3/version-3.0.2/VaultV3', 'V3 3.0.2', [fn('pricePerShare', 'view')]),
  file('/developers/smart-contracts/V3/VaultV3', 'V3 3.0.4', [
    fn('pricePerShare', 'view'),
    fn('deposit', 'nonpayable', ['uint256', 'address']),
  ]),
  file('/developers/smart-contracts/V2/Vault', 'V2 0.4.6', [
    fn('pricePerShare', 'view'),
    fn('deposit', 'nonpayable', ['uint256']),
  ]),
  file('/developers/smart-contracts/deprecated/V1/interfaces', 'V1 (unversioned)', [
    fn('getPricePerFullShare', 'view'),
  ]),
];

describe('versionOf', () => {
  it.each([
    ['V3 3.0.4', '3.0.4'],
    ['V2 0.4.6', '0.4.6'],
    ['V1 (unversioned)', null],
    [null, null],
  ])('%s → %s', (release, version) => expect(versionOf(release)).toBe(version));
});

describe('findAbi', () => {
  it('takes the current page of a contract when no release is asked for', () => {
    const lookup = findAbi(files, 'vaultv3');
    expect(lookup.ok && lookup.file.release).toBe('V3 3.0.4');
    expect(lookup.ok && lookup.others.map((other) => other.release)).toEqual(['V3 3.0.2']);
  });

  it('takes the release asked for, with or without its v', () => {
    for (const version of ['3.0.2', 'v3.0.2', 'V3 3.0.2']) {
      const lookup = findAbi(files, 'VaultV3', version);
      expect(lookup.ok && lookup.file.route).toBe('/developers/smart-contracts/deprecated/V3/version-3.0.2/VaultV3');
    }
  });

  it('finds a contract by its page path or ABI URL', () => {
    const lookup = findAbi(files, 'https://docs.example.org/developers/smart-contracts/V2/Vault.abi.json');
    expect(lookup.ok && lookup.file.release).toBe('V2 0.4.6');
  });

  it('names the releases when the one asked for has no ABI, and the nearest contracts for an unknown one', () => {
    expect(findAbi(files, 'VaultV3', '9.9.9')).toEqual({
      ok: false,
      message: 'VaultV3 has no ABI for release "9.9.9". Releases: V3 3.0.2, V3 3.0.4.',
    });
    expect(findAbi(files, 'VaultV9')).toEqual({
      ok: false,
      message: 'No contract reference page has an ABI for "VaultV9". Nearest contracts: VaultV3, Vault, interfaces.',
    });
  });
});

describe('functionsNamed', () => {
  it('gives one fragment per signature, by number of inputs', () => {
    expect(functionsNamed(files, 'pricePerShare', 0)).toHaveLength(1);
    expect(functionsNamed(files, 'deposit', 1).map((item) => item.inputs.map((input) => input.type))).toEqual([
      ['uint256'],
    ]);
    expect(functionsNamed(files, 'deposit', 3)).toEqual([]);
  });
});
