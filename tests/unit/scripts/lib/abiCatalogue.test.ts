import {readFileSync} from 'node:fs';
import {
  abiOf,
  catalogueEntryFromAbi,
  type EntryFacts,
  formatCatalogueEntry,
  supersededEntry,
  withIndexLine,
} from '@site/scripts/lib/abiCatalogue';
import {validateCatalogueEntry, validateCatalogueIndex} from '@site/src/contracts/schema';
import {sitePath} from '@site/tests/unit/support/siteRoot';
import {parseAbi} from 'viem';
import {describe, expect, it} from 'vitest';

/** A compiler's ABI, as solc and vyper write it. */
const ABI = [
  {
    type: 'constructor',
    inputs: [{name: '_governance', type: 'address', internalType: 'address'}],
    stateMutability: 'nonpayable',
  },
  {
    type: 'function',
    name: 'getStrategyApr',
    inputs: [
      {name: '_strategy', type: 'address', internalType: 'address'},
      {name: '_debtChange', type: 'int256', internalType: 'int256'},
    ],
    outputs: [{name: 'apr', type: 'uint256', internalType: 'uint256'}],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'setFees',
    inputs: [
      {
        name: 'fee',
        type: 'tuple[]',
        internalType: 'struct Accountant.Fee[]',
        components: [
          {name: 'management', type: 'uint16', internalType: 'uint16'},
          {name: 'recipient', type: 'address', internalType: 'address'},
        ],
      },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {type: 'function', name: 'deposit', inputs: [], outputs: [], stateMutability: 'payable'},
  {
    type: 'event',
    name: 'UpdatedOracle',
    inputs: [
      {name: 'strategy', type: 'address', indexed: true, internalType: 'address'},
      {name: 'oracle', type: 'address', indexed: false, internalType: 'address'},
    ],
    anonymous: false,
  },
  {type: 'error', name: 'NotAllowed', inputs: [{name: 'caller', type: 'address', internalType: 'address'}]},
];

const FACTS: EntryFacts = {
  key: 'V3/Periphery/Example',
  contract: 'Example',
  generation: 'V3',
  version: '3.0.4',
  language: 'solidity',
  kind: 'contract',
  sourceUrl: 'https://github.com/yearn/example/blob/0123456/src/Example.sol',
};

describe('a catalogue entry from an ABI', () => {
  const entry = catalogueEntryFromAbi(ABI, FACTS);

  it('lists every function, event and error of the ABI, with the facts given', () => {
    expect(entry.functions.map((f) => f.name)).toEqual(['constructor', 'getStrategyApr', 'setFees', 'deposit']);
    expect(entry.events.map((e) => e.name)).toEqual(['UpdatedOracle']);
    expect(entry.errors.map((e) => e.name)).toEqual(['NotAllowed']);
    expect(entry).toMatchObject(FACTS);
  });

  it('writes signatures as the catalogue does (AprOracle’s entry), which viem parses back to the same ABI items', () => {
    expect(entry.functions[1]!.signature).toBe(
      'function getStrategyApr(address _strategy, int256 _debtChange) view returns (uint256 apr)',
    );
    expect(entry.functions[0]!.signature).toBe('constructor(address _governance)');
    const parsed = parseAbi([...entry.functions, ...entry.events, ...entry.errors].map((item) => item.signature));
    const strip = (items: readonly unknown[]) =>
      JSON.parse(
        JSON.stringify(
          items,
          (
            key,
            value, // Solidity's own ABI also writes what viem leaves out when false, and the source-level types.
          ) =>
            key === 'internalType' || key === 'anonymous' || (key === 'indexed' && value === false) ? undefined : value,
        ),
      );
    expect(strip(parsed)).toEqual(
      strip(
        ABI.map(({stateMutability, ...item}) =>
          item.type === 'event' || item.type === 'error' ? item : {...item, stateMutability},
        ),
      ),
    );
  });

  it('keeps the source type where it says more than the ABI type, and the mutability; visibility is not in an ABI', () => {
    const fees = entry.functions[2]!;
    expect(fees.params[0]).toMatchObject({type: 'tuple[]', internalType: 'struct Accountant.Fee[]'});
    expect(fees.params[0]!.components!.map((c) => c.name)).toEqual(['management', 'recipient']);
    expect(entry.functions[1]!.params[0]).not.toHaveProperty('internalType');
    expect(entry.functions.map((f) => f.stateMutability)).toEqual(['nonpayable', 'view', 'nonpayable', 'payable']);
    expect(entry.functions.every((f) => f.visibility === null && f.inAbi)).toBe(true);
    expect(entry.events[0]!.params.map((p) => p.indexed ?? false)).toEqual([true, false]);
  });

  it('is written in the file layout the build reads back unchanged', () => {
    expect(validateCatalogueEntry(JSON.parse(formatCatalogueEntry(entry)), 'written')).toEqual(entry);
  });

  it('takes a Foundry or Hardhat artifact as well as a bare ABI, and refuses anything else', () => {
    expect(abiOf({abi: ABI})).toBe(ABI);
    expect(abiOf(ABI)).toBe(ABI);
    expect(() => abiOf({bytecode: '0x'})).toThrow(/no ABI/);
  });

  it('adds its line to the index in key order, replacing an older line of the same key', () => {
    const indexFile = sitePath('src/contracts/catalogue/index.json');
    const index = validateCatalogueIndex(JSON.parse(readFileSync(indexFile, 'utf8')), 'index.json');
    const written = validateCatalogueIndex(JSON.parse(withIndexLine(index, entry)), 'written');
    expect(written).toHaveLength(index.length + 1);
    expect(written.map((item) => item.key)).toEqual([...written.map((item) => item.key)].sort());
    expect(written.find((item) => item.key === FACTS.key)).toEqual({
      key: FACTS.key,
      contract: 'Example',
      generation: 'V3',
      version: '3.0.4',
      kind: 'contract',
    });
    expect(validateCatalogueIndex(JSON.parse(withIndexLine(written, entry)), 'again')).toEqual(written);
  });

  it('keeps the entry of an earlier release under its deprecated key, and nothing when no release is replaced', () => {
    const kept = supersededEntry(entry, '3.1.0');
    expect(kept).toEqual({...entry, key: 'deprecated/V3/version-3.0.4/Periphery/Example'});
    expect(validateCatalogueEntry(JSON.parse(formatCatalogueEntry(kept!)), 'kept')).toEqual(kept);
    expect(supersededEntry(undefined, '3.1.0')).toBeUndefined();
    expect(supersededEntry(entry, '3.0.4')).toBeUndefined();
    expect(supersededEntry(entry, null)).toBeUndefined();
    expect(supersededEntry({...entry, version: null}, '3.1.0')).toBeUndefined();
    expect(supersededEntry(kept, '3.1.0')).toBeUndefined();
  });
});
