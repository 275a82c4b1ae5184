import * as abis from '@site/src/ethereum/abis';
import {type AbiFunction, toFunctionSelector} from 'viem';
import {describe, expect, it} from 'vitest';

const fragments = Object.entries(abis).flatMap(([name, value]) =>
  Array.isArray(value) ? (value as readonly AbiFunction[]).map((fragment) => ({abi: name, fragment})) : [],
);

describe('the written-out selectors', () => {
  it('cover every fragment of src/ethereum/abis.ts', () => {
    expect(fragments.length).toBeGreaterThan(0);
    for (const {abi, fragment} of fragments) {
      expect(abis.fragmentSelectors.has(fragment), `${abi}.${fragment.name}`).toBe(true);
    }
  });

  it('each equal the hash of its fragment’s signature, as viem computes it', () => {
    for (const [fragment, selector] of abis.fragmentSelectors) {
      expect(selector, fragment.name).toBe(toFunctionSelector(fragment));
    }
  });
});
