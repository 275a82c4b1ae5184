/**
 * The contracts from which most other Yearn addresses can be derived
 * on-chain. Their home pages are the V3 page (./v3.ts) and the veYFI page
 * (./veyfi.ts); /developers/addresses lists them again (./indexPage.ts).
 * They live apart so that the index page does not load those pages' data.
 */
import {mainnetEntry, viaCall} from './define';

export const protocolAddressProvider = mainnetEntry({
  id: 'v3/protocol-address-provider',
  name: 'Protocol Address Provider',
  address: '0x775F09d6f3c8D2182DFA8bce8628acf51105653c',
  group: 'protocol',
  ens: 'address-provider.v3.ychad.eth',
  notes: 'Top-level directory: returns the current address of every generic V3 periphery contract.',
});

export const releaseRegistry = mainnetEntry({
  id: 'v3/release-registry',
  name: 'Release Registry',
  address: '0x0377b4daDDA86C89A0091772B79ba67d0E5F7198',
  group: 'protocol',
  ens: 'release.registry.v3.ychad.eth',
  notes: 'Records each V3 release: its VaultFactory and its TokenizedStrategy, by index.',
});

export const roleManager = mainnetEntry({
  id: 'v3/role-manager',
  name: 'Role Manager',
  address: '0xb3bd6B2E61753C311EFbCF0111f75D29706D9a41',
  group: 'yearn',
  ens: 'role-manager.v3.ychad.eth',
  notes: 'Holds the roles of Yearn’s multi-strategy vaults and points to the Yearn-specific contracts below.',
});

export const v3Registry = mainnetEntry({
  id: 'v3/registry',
  name: 'V3 Registry (current)',
  address: '0xd40ecF29e001c76Dcc4cC0D9cd50520CE845B038',
  group: 'yearn',
  ens: 'registry.v3.ychad.eth',
  notes: 'Lists endorsed vaults (getAllEndorsedVaults, getEndorsedVaults, vaultInfo). Same address on every EVM chain.',
  check: viaCall(roleManager, 'getRegistry', [], 'registry.v3.ychad.eth'),
});

export const gaugeRegistry = mainnetEntry({
  id: 'veyfi/gauge-registry',
  name: 'Gauge registry',
  address: '0x1D0fdCb628b2f8c0e22354d45B3B2D4cE9936F8B',
  group: 'core',
  notes:
    'Lists every gauge by index; `gauges(i)` returns the gauge at index i and `vault_count()` the number of gauges.',
});
