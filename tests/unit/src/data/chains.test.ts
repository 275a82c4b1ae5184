/**
 * The V3 contracts page takes its chains from the chain list's `v3Protocol`;
 * the facts of where the create2 release contracts are deployed come from
 * Yearn's published address pages (tests/chain/fixtures), not from src/data.
 */
import {readFileSync} from 'node:fs';
import {ADDRESS_FACTS_FILE, MULTICHAIN_FACTS_FILE} from '@site/harness/chain/addressFacts';
import {pageChains} from '@site/src/data/addresses/pageChains';
import {v3Page} from '@site/src/data/addresses/v3';
import {chainList} from '@site/src/data/chains';
import {describe, expect, it} from 'vitest';

type FactsFile = {entries: Record<string, {chain: number}>};

/** The chains on which Yearn publishes the 3.0.1 TokenizedStrategy, a create2 release contract. */
function chainsOfTheCreate2Release(): number[] {
  const facts = [ADDRESS_FACTS_FILE, MULTICHAIN_FACTS_FILE].flatMap((file) =>
    Object.entries((JSON.parse(readFileSync(file, 'utf8')) as FactsFile).entries),
  );
  return facts
    .filter(([id]) => /^v3\/301-tokenized-strategy(@\d+)?$/.test(id))
    .map(([, fact]) => fact.chain)
    .sort((a, b) => a - b);
}

describe('the chain list', () => {
  it('marks exactly the chains with the V3 release contracts as V3 protocol chains', () => {
    const marked = chainList.filter((chain) => chain.v3Protocol).map((chain) => chain.id);
    expect([...marked].sort((a, b) => a - b)).toEqual(chainsOfTheCreate2Release());
  });

  it('gives the V3 contracts page entries on each of them and on no other chain', () => {
    expect([...pageChains(v3Page)].sort((a, b) => a - b)).toEqual(chainsOfTheCreate2Release());
  });
});
