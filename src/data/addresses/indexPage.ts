/**
 * Entry points summarised on /developers/addresses: the contracts from which
 * most other Yearn addresses can be derived on-chain.
 */

import {addressPage, listedAgain} from './define';
import {gaugeRegistry, protocolAddressProvider, releaseRegistry, roleManager, v3Registry} from './entryPoints';
import {ychad} from './multisigs';

export const indexPage = addressPage({
  id: 'index',
  route: '/developers/addresses',
  title: 'Token & Contract Addresses',
  sidebarLabel: 'Token and Contract Addresses',
  groups: [{id: 'entry-points', title: 'Entry points'}],
  entries: [
    listedAgain(ychad, {
      id: 'index/ychad',
      group: 'entry-points',
      notes: 'Governance multisig; the General page lists every multisig.',
    }),
    listedAgain(protocolAddressProvider, {
      id: 'index/protocol-address-provider',
      group: 'entry-points',
      notes: 'Start here for V3 periphery contracts.',
    }),
    listedAgain(releaseRegistry, {
      id: 'index/release-registry',
      group: 'entry-points',
      notes: 'Start here for V3 factories and strategy implementations.',
    }),
    listedAgain(roleManager, {
      id: 'index/role-manager',
      group: 'entry-points',
      notes: 'Start here for Yearn’s own V3 registry, accountant and debt allocator.',
    }),
    listedAgain(v3Registry, {
      id: 'index/v3-registry',
      group: 'entry-points',
      notes: 'Lists the V3 vaults Yearn endorses.',
    }),
    listedAgain(gaugeRegistry, {
      id: 'index/gauge-registry',
      group: 'entry-points',
      notes: 'Lists the veYFI gauges (veYFI is deprecated).',
    }),
  ],
});
