/**
 * Input parsing of every ABI type a Read control offers. Ranges are those of
 * the Solidity ABI specification (uintN: 0 to 2^N − 1, intN: −2^(N−1) to
 * 2^(N−1) − 1), written out here as numbers, and the addresses are EIP-55's
 * own test vectors, so no expected value comes from the parser.
 */

import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {abiOf} from '@site/src/contracts/abi';
import {type InputParam, parseArguments, parseInput, shapeOf, splitList} from '@site/src/ethereum/read/abiInput';
import {describe, expect, it} from 'vitest';

const p = (type: string, components?: InputParam[]): InputParam => ({
  name: 'x',
  type,
  ...(components ? {components} : {}),
});
const value = (type: string, raw: string, components?: InputParam[]) => {
  const parsed = parseInput(p(type, components), raw);
  if (!parsed.ok) throw new Error(`expected ${raw} to parse as ${type}: ${parsed.message}`);
  return parsed.value;
};
const problem = (type: string, raw: string, components?: InputParam[]) => {
  const parsed = parseInput(p(type, components), raw);
  if (parsed.ok) throw new Error(`expected ${raw} to be refused as ${type}`);
  return parsed.message;
};

// EIP-55 (https://eips.ethereum.org/EIPS/eip-55), "Test Cases": all caps, all lower and mixed case.
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
];

describe('address', () => {
  it('accepts EIP-55 test vectors, single-case or correctly checksummed', () => {
    for (const address of EIP55) expect(String(value('address', address)).toLowerCase()).toBe(address.toLowerCase());
  });
  it('refuses a mixed-case address whose checksum does not match, saying so', () => {
    // The last vector with its first letter's case flipped.
    expect(problem('address', '0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toMatch(/checksum/);
  });
  it('refuses a short address, a missing 0x and a non-hex character, each with its own message', () => {
    expect(problem('address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toMatch(/exactly 40 hexadecimal characters/);
    expect(problem('address', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatch(/starts with 0x/);
    expect(problem('address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg')).toMatch(/character 42 is “g”/);
    expect(problem('address', '')).toMatch(/Enter an address/);
  });
});

describe('uintN and intN', () => {
  it('takes the whole range of uint8, uint16, uint64, uint96, uint120, uint128 and uint256 and nothing beyond', () => {
    const max: Record<string, string> = {
      uint8: '255',
      uint16: '65535',
      uint64: '18446744073709551615',
      uint96: '79228162514264337593543950335',
      uint120: '1329227995784915872903807060280344575',
      uint128: '340282366920938463463374607431768211455',
      uint256: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    };
    for (const [type, limit] of Object.entries(max)) {
      expect(value(type, '0')).toBe(0n);
      expect(value(type, limit)).toBe(BigInt(limit));
      expect(problem(type, (BigInt(limit) + 1n).toString())).toMatch(new RegExp(`at most ${limit}`));
      expect(problem(type, '-1')).toMatch(/cannot be negative/);
    }
  });
  it('takes int256 from −2^255 to 2^255 − 1', () => {
    const min = '-57896044618658097711785492504343953926634992332820282019728792003956564819968';
    const max = '57896044618658097711785492504343953926634992332820282019728792003956564819967';
    expect(value('int256', min)).toBe(BigInt(min));
    expect(value('int256', max)).toBe(BigInt(max));
    expect(problem('int256', `${min.slice(0, -1)}9`)).toMatch(/at least/);
    expect(problem('int256', `${max.slice(0, -1)}8`)).toMatch(/at most/);
  });
  it('reads hex, digit groups and 1e18 shorthand, and refuses fractions and words', () => {
    expect(value('uint256', '0xff')).toBe(255n);
    expect(value('uint256', '1_000_000')).toBe(1_000_000n);
    expect(value('uint256', '1,000')).toBe(1000n);
    expect(value('uint256', '1e18')).toBe(10n ** 18n);
    expect(value('uint256', '1.5e6')).toBe(1_500_000n);
    expect(problem('uint256', '1.5')).toMatch(/whole numbers only/);
    expect(problem('uint256', 'ten')).toMatch(/takes a whole number/);
    expect(problem('uint256', '')).toMatch(/Enter a whole number/);
  });
});

describe('bool, bytesN, bytes and string', () => {
  it('reads true and false', () => {
    expect(value('bool', 'true')).toBe(true);
    expect(value('bool', 'false')).toBe(false);
    expect(problem('bool', 'yes')).toMatch(/true or false/);
  });
  it('takes exactly N bytes for bytesN', () => {
    const b32 = `0x${'ab'.repeat(32)}`;
    expect(value('bytes32', b32)).toBe(b32);
    expect(problem('bytes32', `0x${'ab'.repeat(31)}`)).toMatch(
      /exactly 32 bytes \(64 hex digits after 0x\); this is 31 bytes/,
    );
    expect(problem('bytes4', '0x123')).toMatch(/even number of hex digits/);
    expect(problem('bytes32', 'abc')).toMatch(/starting with 0x/);
  });
  it('takes any even-length hex for bytes, empty included', () => {
    expect(value('bytes', '0x')).toBe('0x');
    expect(value('bytes', '')).toBe('0x');
    expect(value('bytes', '0xDEADbeef')).toBe('0xdeadbeef');
    expect(problem('bytes', '0xzz')).toMatch(/only 0–9 and a–f/);
  });
  it('keeps a string as typed, spaces included', () => {
    expect(value('string', ' yvUSD ')).toBe(' yvUSD ');
  });
});

describe('arrays and tuples', () => {
  it('reads address[] and address[][] as bracketed lists, quoted or not', () => {
    expect(value('address[]', `[${EIP55[2]}, "${EIP55[3]}"]`)).toHaveLength(2);
    expect(value('address[]', '[]')).toEqual([]);
    expect(value('address[][]', `[[${EIP55[2]}], []]`)).toEqual([[EIP55[2]], []]);
  });
  it('names the item that is wrong', () => {
    expect(problem('address[]', `[${EIP55[2]}, 0x12]`)).toMatch(/^x\[1\] \(address\): .*exactly 40/);
    expect(problem('uint8[2]', '[1]')).toMatch(/exactly 2 items/);
    expect(problem('address[]', EIP55[2]!)).toMatch(/list in square brackets/);
  });
  it('reads a tuple field by field and names the field that is wrong', () => {
    const fields = [
      {name: 'fee', type: 'uint16'},
      {name: 'recipient', type: 'address'},
    ];
    expect(value('tuple', `[1000, ${EIP55[2]}]`, fields)).toEqual([1000n, EIP55[2]]);
    expect(problem('tuple', `[70000, ${EIP55[2]}]`, fields)).toMatch(
      /^x\.fee \(uint16\): .*at most 65535|x\.fee \(uint16\) is at most 65535/,
    );
    expect(problem('tuple', '[1]', fields)).toMatch(/2 fields/);
  });
  it('splits only at top-level commas', () => {
    expect(splitList('[a, [b, c], "d, e"]')).toEqual(['a', '[b, c]', '"d, e"']);
    expect(splitList('[a, [b]')).toBeNull();
  });
});

it('reports a problem per argument before anything is sent', () => {
  const result = parseArguments([p('address'), p('uint256'), p('bool')], ['0x12', '5', 'maybe']);
  expect(result.ok).toBe(false);
  if (!result.ok) expect([...result.problems.keys()]).toEqual([0, 2]);
});

describe('the catalogue', () => {
  it('uses no ABI type in a view or pure function that the parser does not handle', async () => {
    const entries = await loadCatalogue(catalogueDirOf(process.cwd()));
    const unhandled = new Set<string>();
    const types = new Set<string>();
    const walk = (params: readonly InputParam[]) => {
      for (const param of params) {
        types.add(param.type);
        if (!shapeOf(param)) unhandled.add(param.type);
        if (param.components) walk(param.components);
      }
    };
    for (const entry of entries) {
      for (const item of abiOf(entry)) {
        if (item.type !== 'function' || (item.stateMutability !== 'view' && item.stateMutability !== 'pure')) continue;
        walk(item.inputs);
        walk(item.outputs);
      }
    }
    expect([...unhandled]).toEqual([]);
    // The types this file's cases cover; a new one in the catalogue needs cases here first.
    const covered = ['address', 'address[]', 'address[][]', 'bool', 'bytes', 'bytes32', 'int256', 'string', 'tuple'];
    const coveredIntegers = ['uint8', 'uint16', 'uint64', 'uint96', 'uint120', 'uint128', 'uint256'];
    expect([...types].filter((type) => ![...covered, ...coveredIntegers].includes(type))).toEqual([]);
  });

  it('names each readable function by name and arity, so every Read control finds its fragment', async () => {
    const entries = await loadCatalogue(catalogueDirOf(process.cwd()));
    const clashes: string[] = [];
    for (const entry of entries) {
      const seen = new Set<string>();
      for (const fn of entry.functions) {
        if (!fn.inAbi || (fn.stateMutability !== 'view' && fn.stateMutability !== 'pure')) continue;
        const key = `${fn.name}/${fn.params.length}`;
        if (seen.has(key)) clashes.push(`${entry.key}: ${key}`);
        seen.add(key);
      }
    }
    expect(clashes).toEqual([]);
  });
});
