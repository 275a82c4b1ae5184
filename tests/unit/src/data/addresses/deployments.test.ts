/**
 * The deployments a Read control offers come from the published address
 * data. The yvUSD vault's address is checked against the independent facts
 * of the chain tests (tests/chain/fixtures/mainnet-address-facts.json).
 */

import {addressFacts} from '@site/harness/chain/addressFacts';
import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import catalogueIndex from '@site/src/contracts/catalogue/index.json';
import {allEntries} from '@site/src/data/addresses';
import {
  contractOfKey,
  deploymentContracts,
  deploymentsOf,
  keyOfRoute,
  referenceKeyOf,
} from '@site/src/data/addresses/deployments';
import {describe, expect, it} from 'vitest';

describe('deployments of a reference page', () => {
  it('offers the vaults the site lists on the VaultV3 page, yvUSD first', () => {
    const offered = deploymentsOf('V3/VaultV3');
    expect(offered[0]!.address).toBe(addressFacts().entries['yvusd/yvusd']!.address);
    expect(offered.length).toBeGreaterThan(3);
  });

  it('puts the release of a deprecated page first', () => {
    const [first] = deploymentsOf('deprecated/V3/version-3.0.2/VaultFactory');
    expect(first!.label).toContain('3.0.2');
    expect(first!.address).toBe(addressFacts().entries['v3/302-vault-factory']!.address);
  });

  it('lists deployments on every chain the data names', () => {
    expect(new Set(deploymentsOf('V3/Periphery/RoleManager').map((item) => item.chainId)).size).toBeGreaterThan(1);
  });

  it('names only catalogued contracts, each with at least one published deployment', async () => {
    const entries = await loadCatalogue(catalogueDirOf(process.cwd()));
    const contracts = new Set(entries.map((entry) => contractOfKey(entry.key)));
    for (const contract of deploymentContracts) {
      expect(contracts.has(contract), contract).toBe(true);
      const key = entries.find((entry) => contractOfKey(entry.key) === contract)!.key;
      expect(deploymentsOf(key).length, contract).toBeGreaterThan(0);
    }
    for (const deployment of deploymentsOf('V3/VaultFactory')) {
      expect(allEntries.some((entry) => entry.address === deployment.address)).toBe(true);
    }
  });

  it('reads the page key from a route', () => {
    expect(keyOfRoute('/developers/smart-contracts/deprecated/V3/version-3.0.2/periphery/Registry')).toBe(
      'deprecated/V3/version-3.0.2/periphery/Registry',
    );
    expect(contractOfKey('deprecated/V3/version-3.0.2/periphery/Registry')).toBe('V3/registry');
  });
});

describe('the reference page of an address entry (the same table read the other way)', () => {
  const entry = (id: string) => allEntries.find((e) => e.id === id)!;

  it('is the page of the entry’s own release where the catalogue keeps one, else the current page', () => {
    expect(referenceKeyOf(entry('v3/302-vault-factory'), catalogueIndex)).toBe(
      'deprecated/V3/version-3.0.2/VaultFactory',
    );
    expect(referenceKeyOf(entry('v3/303-tokenized-strategy'), catalogueIndex)).toBe(
      'deprecated/V3/version-3.0.3/TokenizedStrategy',
    );
    // No page documents 3.1.0 or 3.0.1 on its own: the current page does.
    expect(referenceKeyOf(entry('v3/310-vault-factory'), catalogueIndex)).toBe('V3/VaultFactory');
    expect(referenceKeyOf(entry('v3/301-vault-factory'), catalogueIndex)).toBe('V3/VaultFactory');
  });

  it('is shared by a copy of the contract on another chain, and absent for a contract no page documents', () => {
    expect(referenceKeyOf(entry('v3/310-vault-factory@8453'), catalogueIndex)).toBe('V3/VaultFactory');
    expect(referenceKeyOf(entry('core/ychad'), catalogueIndex)).toBeUndefined();
  });

  it('offers, on that page, the entry (or the entry it copies) among its deployments', () => {
    const referenced = allEntries.filter((e) => referenceKeyOf(e, catalogueIndex) !== undefined);
    expect(referenced.length).toBeGreaterThan(20);
    for (const e of referenced) {
      const offered = deploymentsOf(referenceKeyOf(e, catalogueIndex)!).map((d) => `${d.chainId}:${d.address}`);
      const listed = e.row ? entry(e.row) : e;
      expect(offered, e.id).toContain(`${listed.chainId}:${listed.address}`);
    }
  });
});
