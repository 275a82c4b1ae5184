/**
 * The published address data (src/data/addresses) against the independent
 * on-chain facts the chain stand-ins answer from
 * (tests/chain/fixtures/mainnet-address-facts.json, written from Yearn's
 * published sources). One test per entry, so an edit to either side without
 * the other fails with the entry named: a typo in an address, an ENS name, a
 * registry index or a getter.
 */

import {addressFacts, type FactRead} from '@site/harness/chain/addressFacts';
import {addressPages, allEntries, veyfiGauges, veyfiToken} from '@site/src/data/addresses';
import type {AddressEntry} from '@site/src/data/addresses/types';
import {isChainId} from '@site/src/data/chains';
import {describe, expect, it} from 'vitest';

const {entries: facts, calculator, identities} = addressFacts();

/** The ENS names the site resolves to verify the entry, and the one it shows. */
function ensNamesOf(entry: AddressEntry): string[] {
  const names = new Set<string>();
  if (entry.ens) names.add(entry.ens);
  if (entry.check.kind === 'ens') names.add(entry.check.name);
  if (entry.check.kind === 'call' && entry.check.ens) names.add(entry.check.ens);
  return [...names];
}

const describeRead = ({target, getter, args}: FactRead) => `${target}.${getter}(${args.join(', ')})`;

describe('every published address matches the independent on-chain facts', () => {
  for (const page of Object.values(addressPages)) {
    describe(page.id, () => {
      for (const entry of page.entries) {
        it(entry.id, () => {
          const fact = facts[entry.id];
          expect(
            fact,
            `${entry.id} has no independent facts: add them, from a published source, to tests/chain/fixtures/mainnet-address-facts.json (Ethereum) or multichain-address-facts.json`,
          ).toBeDefined();
          const source = fact!.source ? ` (fact from ${fact!.source})` : '';
          expect(entry.chainId, `${entry.id}: chain${source}`).toBe(fact!.chain);
          expect(entry.address, `${entry.id}: address${source}`).toBe(fact!.address);
          for (const name of ensNamesOf(entry)) expect(name, `${entry.id}: ENS name`).toBe(fact!.ens);
          if (entry.check.kind === 'call') {
            const {call} = entry.check;
            const read = describeRead({target: call.target.address, getter: call.fn, args: call.args.map(String)});
            expect(
              (fact!.reads ?? []).map(describeRead),
              `${entry.id}: the site verifies it by ${read} (${call.target.id}), which is not a read that returns it`,
            ).toContain(read);
          }
          const identity = identities[entry.id];
          expect(entry.identity, `${entry.id}: identity read`).toEqual(
            identity ? {fn: identity.fn, value: identity.value} : undefined,
          );
        });
      }
    });
  }

  it('names the source of every yBOLD fact', () => {
    const unsourced = Object.entries(facts)
      .filter(([id, fact]) => id.startsWith('ybold/') && !/\S+@[0-9a-f]{7,40}:\S+/.test(fact.source ?? ''))
      .map(([id]) => id);
    expect(Object.keys(facts).filter((id) => id.startsWith('ybold/')).length).toBe(addressPages.ybold.entries.length);
    expect(unsourced).toEqual([]);
  });

  it('names the source of every fact on a chain other than Ethereum, and of each of its reads', () => {
    const unsourced = Object.entries(facts)
      .filter(([, fact]) => fact.chain !== 1)
      .flatMap(([id, fact]) => [
        ...(fact.source ? [] : [id]),
        ...(fact.reads ?? []).filter((read) => !read.source).map((read) => `${id}: ${describeRead(read)}`),
      ]);
    expect(unsourced).toEqual([]);
    expect(Object.entries(identities).filter(([, identity]) => !identity.source)).toEqual([]);
  });

  it('names only chains that the chain list has an entry for (adding a chain is one entry there)', () => {
    const unknown = Object.entries(facts).filter(([, fact]) => !isChainId(fact.chain));
    expect(unknown.map(([id, fact]) => `${id}: chain ${fact.chain}`)).toEqual([]);
  });

  it('lists no entry that the site does not publish', () => {
    const published = new Set(allEntries.map((entry) => entry.id));
    expect(Object.keys(facts).filter((id) => !published.has(id))).toEqual([]);
  });

  it('gives the calculator the veYFI token and every gauge it reads, with the decimals of its shares', () => {
    expect(veyfiToken.address).toBe(calculator.veyfi);
    for (const gauge of veyfiGauges) {
      const fact = calculator.gauges.find(({address}) => address === gauge.gauge.address);
      expect(fact, `${gauge.gauge.id}: no calculator fact for ${gauge.gauge.address}`).toBeDefined();
      expect(gauge.decimals, `${gauge.gauge.id}: share decimals`).toBe(fact!.shareDecimals);
    }
  });
});
