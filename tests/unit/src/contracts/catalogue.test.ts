/**
 * The catalogue is the single source of every contract page and ABI: it must
 * load and validate, and every externally visible signature must be one
 * viem's parseAbi accepts.
 */

import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {abiOf, abiSignatures} from '@site/src/contracts/abi';
import catalogueIndex from '@site/src/contracts/catalogue/index.json';
import vaultV3Json from '@site/src/contracts/catalogue/V3/VaultV3.json';
import {validateCatalogueEntry} from '@site/src/contracts/schema';
import type {CatalogueEntry} from '@site/src/contracts/types';
import {parseAbi} from 'viem';
import {beforeAll, describe, expect, it} from 'vitest';

let entries: CatalogueEntry[];

beforeAll(async () => {
  entries = await loadCatalogue(catalogueDirOf(process.cwd()));
});

describe('contract catalogue', () => {
  it('holds one validated entry per reference page', () => {
    // One per line of index.json, and tests/unit/src/data/recipeChecks.test.ts gives every entry file its line: no count to keep.
    expect(entries).toHaveLength(catalogueIndex.length);
    expect(entries.length).toBeGreaterThanOrEqual(196);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    expect(entries.find((entry) => entry.key === 'V3/VaultV3')?.version).toBe('3.0.4');
  });

  it('parses every ABI signature with parseAbi, together with the struct definitions of its contract', () => {
    const failures: string[] = [];
    for (const entry of entries) {
      const structs = entry.structs.flatMap((struct) => (struct.signature ? [struct.signature] : []));
      const members = [...entry.functions.filter((fn) => fn.inAbi), ...entry.events, ...entry.errors];
      for (const member of members) {
        try {
          parseAbi([...structs, member.signature]);
        } catch (error) {
          failures.push(`${entry.key}: ${member.signature}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('builds a complete ABI for every entry, one item per distinct external member', () => {
    for (const entry of entries) {
      const abi = abiOf(entry);
      const structCount = entry.structs.filter((struct) => struct.signature).length;
      expect(abi, entry.key).toHaveLength(abiSignatures(entry).length - structCount);
    }
  });

  it('keeps internal helpers out of the ABI', () => {
    const internal = entries.flatMap((entry) => entry.functions.filter((fn) => !fn.inAbi));
    expect(internal.length).toBeGreaterThan(0);
    for (const fn of internal) expect(fn.visibility).toBe('internal');
    const tokenized = entries.find((entry) => entry.key === 'V3/TokenizedStrategy')!;
    const names = abiOf(tokenized).flatMap((item) => ('name' in item ? [item.name] : []));
    expect(names).toContain('deposit');
    expect(names).not.toContain('_deposit');
  });

  it('gives a statically imported entry the ABI a client can call', () => {
    const abi = abiOf(vaultV3Json);
    const deposit = abi.find((item) => item.type === 'function' && item.name === 'deposit');
    expect(deposit).toMatchObject({
      inputs: [
        {type: 'uint256', name: 'assets'},
        {type: 'address', name: 'receiver'},
      ],
      stateMutability: 'nonpayable',
    });
    expect(abi.some((item) => item.type === 'event' && item.name === 'StrategyReported')).toBe(true);
  });
});

describe('catalogue validation', () => {
  const valid = {
    key: 'V3/Example',
    contract: 'Example',
    generation: 'V3',
    version: '3.0.4',
    language: 'solidity',
    kind: 'contract',
    sourceUrl: null,
    functions: [
      {
        name: 'f',
        kind: 'function',
        signature: 'function f()',
        params: [],
        returns: [],
        stateMutability: 'view',
        visibility: 'external',
        inAbi: true,
      },
    ],
    events: [],
    errors: [],
    structs: [],
    enums: [],
    constants: [],
    roles: [],
  };

  it('accepts a well-formed entry', () => {
    expect(validateCatalogueEntry(valid, 'Example.json').functions[0]?.name).toBe('f');
  });

  it('names the file and the field of a malformed entry', () => {
    const badMutability = {...valid, functions: [{...valid.functions[0], stateMutability: 'constant'}]};
    expect(() => validateCatalogueEntry(badMutability, 'Example.json')).toThrow(
      /Example\.json\.functions\[0\]\.stateMutability/,
    );
    const noSignature = {...valid, functions: [{...valid.functions[0], signature: ''}]};
    expect(() => validateCatalogueEntry(noSignature, 'Example.json')).toThrow(/signature: must not be empty/);
    expect(() =>
      validateCatalogueEntry({...valid, roles: [{name: 'X', value: true, kind: 'bitflag'}]}, 'Example.json'),
    ).toThrow(/roles\[0\]\.value/);
  });
});
