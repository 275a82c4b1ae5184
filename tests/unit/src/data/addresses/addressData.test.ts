import {addressPages, allEntries, entryById, veyfiGaugeEntries, veyfiGauges} from '@site/src/data/addresses';
import {isChainId} from '@site/src/data/chains';
import {getAddress} from 'viem';
import {normalize} from 'viem/ens';
import {describe, expect, it} from 'vitest';

describe('published address data', () => {
  it('spells every address in its EIP-55 checksummed form', () => {
    const wrong = allEntries.filter((e) => getAddress(e.address) !== e.address).map((e) => `${e.id}: ${e.address}`);
    expect(wrong).toEqual([]);
  });

  it('never lists one address twice with different names in the same group', () => {
    const seen = new Map<string, string>();
    const conflicts: string[] = [];
    for (const page of Object.values(addressPages)) {
      for (const entry of page.entries) {
        const key = `${page.id}/${entry.group}/${entry.chainId}/${entry.address.toLowerCase()}`;
        const previous = seen.get(key);
        if (previous !== undefined && previous !== entry.name)
          conflicts.push(`${key}: "${previous}" and "${entry.name}"`);
        seen.set(key, entry.name);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('gives every entry a unique id prefixed with its page, and a group the page declares', () => {
    const ids = allEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of Object.values(addressPages)) {
      const groups = new Set(page.groups.map((g) => g.id));
      for (const entry of page.entries) {
        expect(entry.id.startsWith(`${page.id}/`), entry.id).toBe(true);
        expect(groups.has(entry.group), `${entry.id} → ${entry.group}`).toBe(true);
      }
      for (const group of page.groups)
        expect(
          page.entries.some((e) => e.group === group.id),
          `${page.id}/${group.id} is empty`,
        ).toBe(true);
    }
  });

  it('names what a contract is in its id, never a date: a month in an id fails', () => {
    const dated = /\d{4}-\d{2}/;
    expect(dated.test('v3/auction-factory-2025-10')).toBe(true);
    expect(allEntries.filter((e) => dated.test(e.id)).map((e) => e.id)).toEqual([]);
  });

  it('keeps every former id apart from the ids in use, each once, so an alias names one entry', () => {
    const ids = new Set(allEntries.map((e) => e.id));
    const former = allEntries.flatMap((e) => e.formerIds ?? []);
    expect(former.filter((id) => ids.has(id))).toEqual([]);
    expect(new Set(former).size).toBe(former.length);
  });

  it('names only chains of the chain list, and checks ENS names on Ethereum only, where ENS lives', () => {
    for (const entry of allEntries) {
      expect(isChainId(entry.chainId), `${entry.id}: chain ${entry.chainId} has no entry in src/data/chains.ts`).toBe(
        true,
      );
      if (entry.chainId !== 1) {
        expect(entry.check.kind, entry.id).not.toBe('ens');
        if (entry.check.kind === 'call') expect(entry.check.ens, entry.id).toBeUndefined();
      }
    }
  });

  it('points every registry check at a published contract on the same chain, named and addressed as published', () => {
    for (const entry of allEntries) {
      if (entry.check.kind !== 'call') continue;
      const {target} = entry.check.call;
      const published = entryById(target.id);
      expect(published, `${entry.id} → ${target.id}`).toBeDefined();
      expect(target).toEqual({id: published!.id, name: published!.name, address: published!.address});
      // A same-address deployment's check reads the same contract on its own chain.
      const onChain = allEntries.some(
        (e) =>
          e.chainId === entry.chainId && e.address === target.address && (e.id === target.id || e.row === target.id),
      );
      expect(onChain, `${entry.id}: ${target.id} is not published on chain ${entry.chainId}`).toBe(true);
      expect(published!.id).not.toBe(entry.id);
    }
  });

  it('shows each same-address deployment in the row of a published entry with that address, once per chain', () => {
    for (const entry of allEntries.filter((e) => e.row)) {
      const row = entryById(entry.row!);
      expect(row?.address, entry.id).toBe(entry.address);
      expect(row?.group, entry.id).toBe(entry.group);
    }
    const keys = allEntries.filter((e) => e.row).map((e) => `${e.row}@${e.chainId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses ENS names that are already normalised', () => {
    const names = allEntries.flatMap((e) => [
      e.ens,
      e.check.kind === 'ens' ? e.check.name : undefined,
      e.check.kind === 'call' ? e.check.ens : undefined,
    ]);
    for (const name of names) if (name) expect(normalize(name)).toBe(name);
  });

  it('lists the 14 current veYFI gauges at registry indices 0 to 13', () => {
    expect(veyfiGauges.map((g) => g.registryIndex)).toEqual([...Array(14).keys()]);
    for (const gauge of veyfiGaugeEntries) {
      expect(gauge.gauge.check).toMatchObject({
        kind: 'call',
        call: {fn: 'gauges', args: [BigInt(gauge.registryIndex)]},
      });
      expect([6, 18]).toContain(gauge.decimals);
    }
  });

  it('gives the calculator the same gauge and vault names and addresses the veYFI page publishes', () => {
    expect(veyfiGauges.map((g) => [g.gauge, g.vault])).toEqual(
      veyfiGaugeEntries.map((e) => [
        {id: e.gauge.id, name: e.gauge.name, address: e.gauge.address},
        {name: e.vault.name, address: e.vault.address},
      ]),
    );
  });

  it('labels every deprecated entry with what happened to it', () => {
    const unlabelled = allEntries.filter((e) => e.status === 'deprecated' && !e.label).map((e) => e.id);
    expect(unlabelled).toEqual([]);
  });
});
