/**
 * The deployments a Read control offers come from the published address
 * data. The yvUSD vault's address is checked against the independent facts
 * of the chain tests (tests/chain/fixtures/mainnet-address-facts.json).
 */

import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {allEntries} from '@site/src/data/addresses';
import {contractOfKey, deploymentContracts, deploymentsOf, keyOfRoute} from '@site/src/ethereum/read/deployments';
import {addressFacts} from '@site/tests/chain/setup/addressFacts';
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
