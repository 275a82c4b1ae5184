/**
 * V3 vault protocol: top-level directory, releases, periphery and the
 * Yearn-run contracts. Rendered on /developers/addresses/v3-contracts.
 */

import {chainList} from '../chains';
import {addressPage, entry, listedAgain, mainnetEntry, onChains, viaCall} from './define';
import {protocolAddressProvider, releaseRegistry, roleManager, v3Registry} from './entryPoints';
import {brain, ychad} from './multisigs';
import {hex1f3998} from './sharedHex';
import type {AddressEntry, ChainId, CheckSpec} from './types';

/**
 * The chains the V3 page has sections for, those of the chain list with the
 * V3 protocol: the deterministic (create2) deployments below sit at the same
 * address on each, and each is verified on its own chain.
 */
export const v3Chains: readonly ChainId[] = chainList.filter((chain) => chain.v3Protocol).map((chain) => chain.id);

/** The release registry on chains without ENS: the provider names it. */
const releaseRegistryOnChains = (): Partial<Record<ChainId, CheckSpec>> =>
  Object.fromEntries(
    v3Chains.filter((id) => id !== 1).map((id) => [id, viaCall(protocolAddressProvider, 'getReleaseRegistry')]),
  );

interface ReleaseSource {
  version: string;
  /** Position of the release in the Release Registry. */
  index: number;
  template: {name: string; address: `0x${string}`; getter: 'vault_original' | 'vault_blueprint'};
  factory: `0x${string}`;
  tokenizedStrategy: `0x${string}`;
}

const releases: readonly ReleaseSource[] = [
  {
    version: '3.1.0',
    index: 4,
    template: {name: 'Vault original', address: '0xdD3FA86409658d207A9BE0141eE560C8db557824', getter: 'vault_original'},
    factory: '0x310aC28ACF5E514abDbFF9Ab25e21f1bfe22bcAC',
    tokenizedStrategy: '0x310f5Db015E9d6E542fd41bd4542640790791e76',
  },
  {
    version: '3.0.4',
    index: 3,
    template: {name: 'Vault original', address: '0xd8063123BBA3B480569244AE66BFE72B6c84b00d', getter: 'vault_original'},
    factory: '0x770D0d1Fb036483Ed4AbB6d53c1C88fb277D812F',
    tokenizedStrategy: '0xD377919FA87120584B21279a491F82D5265A139c',
  },
  {
    version: '3.0.3',
    index: 2,
    template: {name: 'Vault original', address: '0xcA78AF7443f3F8FA0148b746Cb18FF67383CDF3f', getter: 'vault_original'},
    factory: '0x5577EdcB8A856582297CdBbB07055E6a6E38eb5f',
    tokenizedStrategy: '0x254A93feff3BEeF9cA004E913bB5443754e8aB19',
  },
  {
    version: '3.0.2',
    index: 1,
    template: {name: 'Vault original', address: '0x1ab62413e0cf2eBEb73da7D40C70E7202ae14467', getter: 'vault_original'},
    factory: '0x444045c5C13C246e117eD36437303cac8E250aB0',
    tokenizedStrategy: '0xBB51273D6c746910C7C06fe718f30c936170feD0',
  },
  {
    version: '3.0.1',
    index: 0,
    template: {
      name: 'Vault ERC-5202 Blueprint',
      address: '0xDE992C652b266AE649FEC8048aFC35954Bee6145',
      getter: 'vault_blueprint',
    },
    factory: '0xE9E8C89c8Fc7E8b8F23425688eb68987231178e5',
    tokenizedStrategy: '0xDFC8cD9F2f2d306b7C0d109F005DF661E14f4ff2',
  },
];

/** The newest release; every other release is listed as superseded. */
export const latestRelease = releases[0]!.version;

function releaseEntries(release: ReleaseSource): AddressEntry[] {
  const slug = release.version.replaceAll('.', '');
  const group = `release-${slug}`;
  const isLatest = release.version === latestRelease;
  const status = isLatest ? 'current' : 'deprecated';
  const label = isLatest
    ? `Release ${release.version} (latest)`
    : `Release ${release.version}, superseded by ${latestRelease}`;
  const factory = mainnetEntry({
    id: `v3/${slug}-vault-factory`,
    name: `VaultFactory ${release.version}`,
    address: release.factory,
    group,
    status,
    label,
    notes: 'Deploys new vaults of this release.',
    check: viaCall(releaseRegistry, 'factories', [BigInt(release.index)]),
    identity: {fn: 'apiVersion', value: release.version},
  });
  return [
    factory,
    mainnetEntry({
      id: `v3/${slug}-vault-template`,
      name: `${release.template.name} ${release.version}`,
      address: release.template.address,
      group,
      status,
      label,
      notes: 'Implementation the factory copies for each new vault.',
      check: viaCall(factory, release.template.getter),
    }),
    mainnetEntry({
      id: `v3/${slug}-tokenized-strategy`,
      name: `TokenizedStrategy ${release.version}`,
      address: release.tokenizedStrategy,
      group,
      status,
      label,
      notes: 'Shared implementation that tokenized strategies of this release delegate to.',
      check: viaCall(releaseRegistry, 'tokenizedStrategies', [BigInt(release.index)]),
    }),
  ].flatMap((deployment) => onChains({...deployment, version: release.version}, v3Chains));
}

/** Release versions, newest first, with the group id of each release's table. */
export const v3Releases = releases.map((release) => ({
  version: release.version,
  group: `release-${release.version.replaceAll('.', '')}`,
}));

/** Lists the auction contracts; its latest factory is the one the Auction Factory row checks. */
const auctionRegistry = mainnetEntry({
  id: 'v3/auction-registry',
  name: 'Auction Registry',
  address: '0x94F44706A61845a4f9e59c4Bc08cEA4503e48D12',
  group: 'periphery',
  notes: 'Registry of the auction contracts and their factories.',
});

function viaProvider(fn: Parameters<typeof viaCall>[1], ens?: string) {
  return viaCall(protocolAddressProvider, fn, [], ens);
}

interface ChainYearnContracts {
  chainId: ChainId;
  slug: string;
  roleManager: `0x${string}`;
  accountant: `0x${string}`;
  dispute?: AddressEntry['dispute'];
}

/** Yearn's own V3 contracts on a chain other than Ethereum: its Role Manager and the Accountant that Role Manager names. */
function chainYearnEntries({
  chainId,
  slug,
  roleManager: address,
  accountant,
  dispute,
}: ChainYearnContracts): AddressEntry[] {
  const manager = entry({
    id: `v3/${slug}-role-manager`,
    name: 'Role Manager',
    address,
    chainId,
    group: 'yearn-other-chains',
    notes: 'Holds the roles of Yearn’s vaults on this chain and names its accountant and registry.',
    dispute,
  });
  return [
    manager,
    entry({
      id: `v3/${slug}-accountant`,
      name: 'Accountant',
      address: accountant,
      chainId,
      group: 'yearn-other-chains',
      notes: 'Charges and distributes fees for Yearn’s V3 vaults on this chain.',
      check: viaCall(manager, 'getAccountant'),
    }),
  ];
}

const polygonRoleManagerAlternative: `0x${string}` = '0x2C4b68B2e3f03B3BD8804EB02fA22CD387E78B83';

const otherChainContracts: readonly ChainYearnContracts[] = [
  {
    chainId: 137,
    slug: 'polygon',
    roleManager: '0x9bcD66bf09ebe5DD35A868307B7638Fd281061E2',
    accountant: '0x54483f1592ab0aDea2757Ae0d62e6393361d4CEe',
    dispute: {
      id: 'polygon-role-manager',
      summary:
        'Yearn’s indexer (Kong) and its metrics configuration (yearn-metrics) name another contract Polygon’s current Yearn Role Manager, deployed in January 2026.',
      alternatives: [
        {address: polygonRoleManagerAlternative, source: 'Kong config/manuals.yaml; yearn-metrics V3_ROLE_MANAGERS'},
      ],
    },
  },
  {chainId: 8453, slug: 'base', roleManager: '0xea3481244024E2321cc13AcAa80df1050f1fD456', accountant: hex1f3998},
  {
    chainId: 42161,
    slug: 'arbitrum',
    roleManager: '0x3BF72024420bdc4D7cA6a8b6211829476D6685b1',
    accountant: '0x9aB47bE62631036CDa3a64B8322704988427F366',
  },
  {chainId: 747474, slug: 'katana', roleManager: '0x2297d2486070655c3a162b02c64248A2f9dBC9a4', accountant: hex1f3998},
];

const otherChainEntries = otherChainContracts.flatMap(chainYearnEntries);

/**
 * The keeper relayer of each V3 chain: the holder of the keeper position
 * that vault-periphery's Role Manager deployment configuration
 * (TimelockConfig) names for the chain. Nothing on-chain points at it, so
 * its check is the presence of code.
 */
const keeperRelayers: readonly {chainId: ChainId; id: string; address: `0x${string}`}[] = [
  {chainId: 1, id: 'v3/keeper-relayer', address: '0x604e586F17cE106B64185A7a0d2c1Da5bAce711E'},
  {chainId: 10, id: 'v3/optimism-keeper-relayer', address: '0x21BB199ab3be9E65B1E60b51ea9b0FE9a96a480a'},
  {chainId: 137, id: 'v3/polygon-keeper-relayer', address: '0x3A95F75f0Ea2FD60b31E7c6180C7B5fC9865492F'},
  {chainId: 8453, id: 'v3/base-keeper-relayer', address: '0x46679Ba8ce6473a9E0867c52b5A50ff97579740E'},
  {chainId: 42161, id: 'v3/arbitrum-keeper-relayer', address: '0xE0D19f6b240659da8E87ABbB73446E7B4346Baee'},
  {chainId: 747474, id: 'v3/katana-keeper-relayer', address: '0xC29cbdcf5843f8550530cc5d627e1dd3007EF231'},
];

const keeperRelayerEntries = keeperRelayers.map(({chainId, id, address}) =>
  entry({
    id,
    name: 'Keeper relayer',
    address,
    chainId,
    group: 'keepers',
    notes:
      'Keeper of Yearn’s Role Manager setup on this chain: Yearn’s keeper automation calls report and tend through it.',
  }),
);

/** The Role Manager entry of each chain that has one, for the checks of the contracts it names. */
const roleManagers: Partial<Record<ChainId, AddressEntry>> = {
  1: roleManager,
  ...Object.fromEntries(
    otherChainContracts.map((c) => [c.chainId, otherChainEntries.find((e) => e.id === `v3/${c.slug}-role-manager`)!]),
  ),
};

/** `fn` on each chain's own Role Manager; chains without one check the code only. */
function viaRoleManagers(
  chainIds: readonly ChainId[],
  fn: 'getRegistry' | 'getDebtAllocator',
): Partial<Record<ChainId, CheckSpec>> {
  return Object.fromEntries(
    chainIds.map((id) => {
      const manager = roleManagers[id];
      return [id, manager ? viaCall(manager, fn) : {kind: 'code'}];
    }),
  );
}

export const v3Page = addressPage({
  id: 'v3',
  route: '/developers/addresses/v3-contracts',
  title: 'yVaults v3 Contract Addresses',
  sidebarLabel: 'yVaults v3',
  groups: [
    {id: 'protocol', title: 'Protocol entry points'},
    ...v3Releases.map(({version, group}) => ({id: group, title: `Release ${version}`})),
    {id: 'periphery', title: 'Periphery contracts'},
    {id: 'periphery-previous', title: 'Replaced periphery addresses'},
    {id: 'yearn', title: 'Yearn-specific contracts'},
    {id: 'yearn-other-chains', title: 'Yearn Role Managers, Accountants and Debt Allocators by chain'},
    {id: 'keepers', title: 'Keeper relayers by chain'},
  ],
  entries: [
    ...onChains(protocolAddressProvider, v3Chains),
    ...onChains(
      {...releaseRegistry, identity: {fn: 'latestRelease', value: latestRelease}},
      v3Chains,
      releaseRegistryOnChains(),
    ),
    ...onChains(
      mainnetEntry({
        id: 'v3/role-manager-factory',
        name: 'Role Manager Factory',
        address: '0xca12459a931643BF28388c67639b3F352fe9e5Ce',
        group: 'protocol',
        notes:
          'The simplest way to deploy and run your own V3 vaults: one call sets up a project with its own role manager.',
        check: viaProvider('getRoleManagerFactory'),
      }),
      v3Chains,
    ),
    mainnetEntry({
      id: 'v3/legacy-release-registry',
      name: 'Legacy Release Registry',
      address: '0x990089173D5d5287c344092Be0bB37950A67d17B',
      group: 'protocol',
      status: 'deprecated',
      label: 'Legacy',
      notes: 'Earlier release registry; new integrations read the current one.',
    }),

    ...releases.flatMap(releaseEntries),

    // Same address on every V3 chain (create2), each checked on its own chain's provider and registries.
    ...[
      mainnetEntry({
        id: 'v3/apr-oracle',
        name: 'APR Oracle',
        address: '0x1981AD9F44F2EA9aDd2dC4AD7D075c102C70aF92',
        group: 'periphery',
        ens: 'apr.oracle.v3.ychad.eth',
        notes: 'Estimates the current APR of a vault or strategy.',
        check: viaProvider('getAprOracle', 'apr.oracle.v3.ychad.eth'),
      }),
      mainnetEntry({
        id: 'v3/common-report-trigger',
        name: 'Common Report Trigger',
        address: '0xf8dF17a35c88AbB25e83C92f9D293B4368b9D52D',
        group: 'periphery',
        label: 'Current',
        notes: 'Tells keepers when a strategy or vault should report.',
        check: viaProvider('getCommonReportTrigger'),
      }),
      mainnetEntry({
        id: 'v3/router',
        name: '4626 Router',
        address: '0x1112dbCF805682e828606f74AB717abf4b4FD8DE',
        group: 'periphery',
        notes: 'Bundles ERC-4626 deposits, withdrawals and migrations into single transactions.',
        check: viaProvider('getRouter'),
      }),
      mainnetEntry({
        id: 'v3/keeper',
        name: 'Keeper',
        address: '0x52605BbF54845f520a3E94792d019f62407db2f8',
        group: 'periphery',
        notes: 'Lets keeper bots call report and tend on strategies.',
        check: viaProvider('getKeeper'),
      }),
      mainnetEntry({
        id: 'v3/base-fee-provider',
        name: 'Base Fee Provider',
        address: '0xe0514dD71cfdC30147e76f65C30bdF60bfD437C3',
        group: 'periphery',
        notes: 'Reports the network base fee so triggers can wait for cheap gas.',
        check: viaProvider('getBaseFeeProvider'),
      }),
      mainnetEntry({
        id: 'v3/auction-factory',
        name: 'Auction Factory',
        address: '0x55B3830B4D85e6868c73f00A2e857e9AdbF89568',
        group: 'periphery',
        label: 'Current',
        notes:
          'Deploys the Dutch auctions that sell strategy rewards and fund YFI buybacks; the Auction Registry names it as its latest factory.',
        check: viaCall(auctionRegistry, 'getLatestFactory'),
      }),
      auctionRegistry,
      mainnetEntry({
        id: 'v3/dumper',
        name: 'Dumper',
        address: '0x590Dd9399bB53f1085097399C3265C7137c1C4Cf',
        group: 'periphery',
        notes: 'Periphery contract that works with the auction contracts.',
      }),
      mainnetEntry({
        id: 'v3/splitter-factory',
        name: 'Splitter Factory',
        address: '0xe28fCC9FB2998ba57754789F6666DAa8C815614D',
        group: 'periphery',
        notes: 'Deploys splitters that share fees between several recipients.',
        check: viaProvider('getSplitterFactory'),
      }),
      mainnetEntry({
        id: 'v3/registry-factory',
        name: 'Registry Factory',
        address: '0x3A0fa8aac82aD94048098D6af6e8eB36c98816A1',
        group: 'periphery',
        notes: 'Deploys vault registries for other teams.',
        check: viaProvider('getRegistryFactory'),
      }),
      mainnetEntry({
        id: 'v3/debt-allocator-factory',
        name: 'Debt Allocator Factory',
        address: '0x03D43dF6FF894C848fC6F1A0a7E8a539Ef9A4C18',
        group: 'periphery',
        notes: 'Deploys debt allocators that rebalance a vault between its strategies.',
        check: viaProvider('getDebtAllocatorFactory'),
      }),
      mainnetEntry({
        id: 'v3/accountant-factory',
        name: 'Accountant Factory',
        address: '0xF728f839796a399ACc2823c1e5591F05a31c32d1',
        group: 'periphery',
        notes: 'Deploys accountants that charge a vault’s fees.',
        check: viaProvider('getAccountantFactory'),
      }),
    ].flatMap((deployment) => onChains(deployment, v3Chains)),

    mainnetEntry({
      id: 'v3/common-report-trigger-previous',
      name: 'Common Report Trigger (previous)',
      address: '0xA045D4dAeA28BA7Bfe234c96eAa03daFae85A147',
      group: 'periphery-previous',
      status: 'deprecated',
      label: 'Replaced',
      notes:
        'Earlier trigger, also named “Report Trigger”; the provider’s getCommonReportTrigger() now returns the current one.',
    }),
    mainnetEntry({
      id: 'v3/auction-factory-interim',
      formerIds: ['v3/auction-factory-2025-10'],
      name: 'Auction Factory (interim)',
      address: '0xbC587a495420aBB71Bbd40A0e291B64e80117526',
      group: 'periphery-previous',
      status: 'deprecated',
      label: 'Replaced',
      notes: 'Took over from the original factory and was itself replaced by the current one.',
    }),
    mainnetEntry({
      id: 'v3/auction-factory-original',
      name: 'Auction Factory (original)',
      address: '0xE6aB098E8582178A76DC80d55ca304d1Dec11AD8',
      group: 'periphery-previous',
      status: 'deprecated',
      label: 'Replaced',
      notes: 'First auction factory published for V3.',
    }),

    roleManager,
    ...onChains(v3Registry, v3Chains, viaRoleManagers(v3Chains, 'getRegistry')),
    ...onChains(
      mainnetEntry({
        id: 'v3/legacy-registry',
        name: 'V3 Registry (legacy)',
        address: '0xff31A1B020c868F6eA3f61Eb953344920EeCA3af',
        group: 'yearn',
        status: 'deprecated',
        label: 'Legacy',
        notes: 'Earlier registry; still needed to list every vault Yearn has endorsed.',
      }),
      [1, 137, 8453, 42161],
    ),
    mainnetEntry({
      id: 'v3/accountant',
      name: 'Accountant',
      address: '0x5A74Cb32D36f2f517DB6f7b0A0591e09b22cDE69',
      group: 'yearn',
      ens: 'accountant.v3.ychad.eth',
      notes: 'Charges and distributes fees for Yearn’s V3 vaults.',
      check: viaCall(roleManager, 'getAccountant', [], 'accountant.v3.ychad.eth'),
    }),
    ...onChains(
      mainnetEntry({
        id: 'v3/debt-allocator',
        name: 'Debt Allocator',
        address: '0x1e9eB053228B1156831759401dE0E115356b8671',
        group: 'yearn',
        notes: 'Decides how Yearn’s multi-strategy vaults spread debt across their strategies.',
        check: viaCall(roleManager, 'getDebtAllocator'),
      }),
      [1, 8453, 42161],
      viaRoleManagers([8453, 42161], 'getDebtAllocator'),
    ),
    ...onChains(
      mainnetEntry({
        id: 'v3/deployer-multisig',
        name: 'V3 Deployer Multisig',
        address: '0x33333333D5eFb92f19a5F94a43456b3cec2797AE',
        group: 'yearn',
        notes: 'Deploys Yearn’s V3 contracts; same address on every EVM chain.',
      }),
      v3Chains,
    ),
    listedAgain(ychad, {id: 'v3/daddy', group: 'yearn', notes: 'Governance role of the Role Manager (getDaddy).'}),
    listedAgain(brain, {id: 'v3/brain', group: 'yearn', notes: 'Operations role of the Role Manager (getBrain).'}),

    ...otherChainEntries,
    entry({
      id: 'v3/polygon-role-manager-alternative',
      name: 'Role Manager (disputed value)',
      address: polygonRoleManagerAlternative,
      chainId: 137,
      group: 'yearn-other-chains',
      label: 'Named by Kong and yearn-metrics',
      notes:
        'Yearn’s indexer and metrics name this contract Polygon’s current Role Manager; this page names the one above current. Its badge shows whether Polygon has code here.',
    }),
    entry({
      id: 'v3/polygon-debt-allocator',
      name: 'Debt Allocator',
      address: '0x10BC1f4f0dDD8027264E9F10FabE7A751614C207',
      chainId: 137,
      group: 'yearn-other-chains',
      notes:
        'Allocates debt for Yearn’s V3 vaults on Polygon, as Yearn’s indexer (Kong) reads it from each vault. Its badge shows whether Polygon has code here.',
    }),

    ...keeperRelayerEntries,
  ],
});
