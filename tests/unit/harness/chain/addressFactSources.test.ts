/**
 * Every fact of the independent address account names where it was read
 * (a Yearn repository at a commit and path, an ENS record, a registry read),
 * so a wrong fact copied into both src/data and the facts cannot pass
 * unnoticed: the mismatch report of independentFacts.test.ts shows the source.
 */

import {addressFacts} from '@site/harness/chain/addressFacts';
import {describe, expect, it} from 'vitest';

const SOURCE = /^[\w.-]+\/[\w.-]+@[0-9a-f]{7,40}:\S+|^ENS |^registry |^on-chain /;

describe('the independent address facts', () => {
  it('name a source for every entry', () => {
    const missing = Object.entries(addressFacts().entries)
      .filter(([, fact]) => !fact.source || !SOURCE.test(fact.source))
      .map(([id, fact]) => `${id}: ${fact.source ?? 'no source'}`);
    expect(missing).toEqual([]);
  });
});
