/** V2 vault system contracts per chain. Rendered on /developers/addresses/v2-contracts. */
import {entry, mainnetEntry} from './define';
import {hex697bc6, hex827321, hex84654e} from './sharedHex';
import type {AddressPage} from './types';

export const v2LegacyRegistry2 = mainnetEntry({
  id: 'v2/ethereum-legacy-registry-2',
  name: 'V2 Registry (legacy registry 2)',
  address: '0x50c1a2eA0a861A967D9d0FFE2AE4012c2E053804',
  group: 'ethereum',
  ens: 'v2.registry.ychad.eth',
  status: 'deprecated',
  label: 'Legacy',
  notes: 'Earlier V2 registry; still holds the older endorsed vaults.',
});

export const fantomV2Registry = entry({
  id: 'v2/fantom-registry',
  name: 'Registry',
  address: '0x727fe1759430df13655ddb0731dE0D0FDE929b04',
  chainId: 250,
  group: 'fantom',
  notes: 'The Fantom V2 registry (also called the Fantom legacy registry).',
});

export const v2Page: AddressPage = {
  id: 'v2',
  route: '/developers/addresses/v2-contracts',
  title: 'yVaults v2 Contract Addresses',
  groups: [
    {id: 'ethereum', title: 'Ethereum'},
    {id: 'optimism', title: 'Optimism'},
    {id: 'base', title: 'Base'},
    {id: 'arbitrum', title: 'Arbitrum'},
    {id: 'fantom', title: 'Fantom'},
  ],
  entries: [
    mainnetEntry({
      id: 'v2/ethereum-factory-registry',
      name: 'Factory Vault Registry',
      address: '0xaF1f5e1c19cB68B30aAD73846eFfDf78a5863319',
      group: 'ethereum',
      ens: 'factory.ychad.eth',
      notes: 'Vault registry that lists the endorsed V2 vaults.',
    }),
    mainnetEntry({
      id: 'v2/ethereum-release-registry',
      name: 'Release Registry',
      address: '0x7Cb5ABEb0de8f6f46a27329B9eF54CE10E47F1e2',
      group: 'ethereum',
      ens: 'release.registry.ychad.eth',
      notes: 'Tracks the V2 vault releases that new vaults can be created from.',
    }),
    mainnetEntry({
      id: 'v2/ethereum-health-check',
      name: 'Health Check',
      address: '0xDDCea799fF1699e98EDF118e0629A974Df7DF012',
      group: 'ethereum',
      ens: 'health.ychad.eth',
      notes: 'Common health check that V2 strategies call when they report.',
    }),
    mainnetEntry({
      id: 'v2/ethereum-curve-lp-factory',
      name: 'Curve LP Factory',
      address: '0x21b1FC8A52f179757bf555346130bF27c0C2A17A',
      group: 'ethereum',
      notes: 'Creates V2 vaults for Curve LP tokens without permission.',
    }),
    mainnetEntry({
      id: 'v2/ethereum-balancer-lp-factory',
      name: 'Balancer LP Factory',
      address: '0x06393857dB733b76DD3ec91F3681cE85db275438',
      group: 'ethereum',
      notes: 'Creates V2 vaults for Balancer LP tokens.',
    }),
    v2LegacyRegistry2,
    mainnetEntry({
      id: 'v2/ethereum-legacy-registry-1',
      name: 'Legacy Registry 1',
      address: '0xE15461B18EE31b7379019Dc523231C57d1Cbc18c',
      group: 'ethereum',
      status: 'deprecated',
      label: 'Legacy',
      notes: 'First V2 registry on Ethereum; read it only to find the oldest vaults.',
    }),

    entry({id: 'v2/optimism-vault-registry', name: 'Vault Registry', address: '0x79286Dd38C9017E5423073bAc11F53357Fc5C128', chainId: 10, group: 'optimism'}),
    entry({id: 'v2/optimism-release-registry', name: 'Release Registry', address: '0x81291ceb9bB265185A9D07b91B5b50Df94f005BF', chainId: 10, group: 'optimism'}),
    entry({id: 'v2/optimism-health-check', name: 'Health Check', address: '0x3d8F58774611676fd196D26149C71a9142C45296', chainId: 10, group: 'optimism'}),
    entry({id: 'v2/optimism-velodrome-factory', name: 'Velodrome Factory', address: '0x8eb53a4fD9D2727a49E9e68a32108C18049bFf86', chainId: 10, group: 'optimism', notes: 'Creates V2 vaults for Velodrome LP tokens.'}),
    entry({
      id: 'v2/optimism-legacy-registry',
      name: 'Optimism Legacy Registry',
      address: '0x1ba4eB0F44AB82541E56669e18972b0d6037dfE0',
      chainId: 10,
      group: 'optimism',
      status: 'deprecated',
      label: 'Legacy',
    }),

    entry({id: 'v2/base-vault-registry', name: 'Vault Registry', address: '0xF3885eDe00171997BFadAa98E01E167B53a78Ec5', chainId: 8453, group: 'base'}),
    entry({id: 'v2/base-release-registry', name: 'Release Registry', address: hex697bc6, chainId: 8453, group: 'base', notes: 'Same hex string as the Arbitrum Release Registry.'}),
    entry({id: 'v2/base-health-check', name: 'Health Check', address: hex827321, chainId: 8453, group: 'base', notes: 'Same hex string as the Optimism Lens Addresses Provider.'}),
    entry({id: 'v2/base-aerodrome-factory', name: 'Aerodrome Factory', address: '0x2d12caFfa46ab3b6c5cEb224620de8b4DE3cDff1', chainId: 8453, group: 'base', notes: 'Creates V2 vaults for Aerodrome LP tokens.'}),

    entry({id: 'v2/arbitrum-vault-registry', name: 'Vault Registry', address: hex84654e, chainId: 42161, group: 'arbitrum', notes: 'Same hex string as the Optimism treasury.'}),
    entry({id: 'v2/arbitrum-release-registry', name: 'Release Registry', address: hex697bc6, chainId: 42161, group: 'arbitrum', notes: 'Same hex string as the Base Release Registry.'}),
    entry({id: 'v2/arbitrum-health-check', name: 'Health Check', address: '0x32059ccE723b4DD15dD5cb2a5187f814e6c470bC', chainId: 42161, group: 'arbitrum'}),
    entry({
      id: 'v2/arbitrum-legacy-registry',
      name: 'Arbitrum Legacy Registry',
      address: '0x3199437193625DCcD6F9C9e98BDf93582200Eb1f',
      chainId: 42161,
      group: 'arbitrum',
      status: 'deprecated',
      label: 'Legacy',
    }),

    fantomV2Registry,
    entry({id: 'v2/fantom-health-check', name: 'Health Check', address: '0xf13Cd6887C62B5beC145e30c38c4938c5E627fe0', chainId: 250, group: 'fantom'}),
  ],
};
