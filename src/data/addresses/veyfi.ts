/**
 * veYFI, dYFI and the veYFI gauges (Ethereum). Rendered on
 * /developers/addresses/veyfi-contracts; the veYFI calculator reads the gauge
 * list from `veyfiGauges`.
 */
import {listedAgain, mainnetEntry, viaCall} from './define';
import type {AddressEntry, AddressPage} from './types';
import {lpYcrvV2Vault, yvcrvUsdVault} from './ycrv';

export const veyfiToken = mainnetEntry({
  id: 'veyfi/veyfi',
  name: 'veYFI',
  address: '0x90c1f9220d90d3966FbeE24045EDd73E1d588aD5',
  group: 'core',
  notes: 'Vote-escrowed YFI: YFI locked for up to four years. The calculator reads its total supply.',
});

export const gaugeRegistry = mainnetEntry({
  id: 'veyfi/gauge-registry',
  name: 'Gauge registry',
  address: '0x1D0fdCb628b2f8c0e22354d45B3B2D4cE9936F8B',
  group: 'core',
  notes: 'Lists every gauge by index; `gauges(i)` returns the gauge at index i and `vault_count()` the number of gauges.',
});

export const dyfiRedemption = mainnetEntry({
  id: 'veyfi/dyfi-redemption',
  name: 'dYFI Redemption',
  address: '0x4707C855323545223fA2bA4150A83950F6F53b6E',
  group: 'core',
  label: 'Listed since 2025-06-02',
  notes: 'Redeems dYFI for YFI against an ETH payment at a discount.',
});

interface GaugeSource {
  slug: string;
  gaugeName: string;
  symbol: string;
  gauge: `0x${string}`;
  registryIndex: number;
  /** The vault whose shares the gauge accepts: a new entry, or one published on another page. */
  vault: {name: string; address: `0x${string}`} | AddressEntry;
  decimals: number;
}

const gaugeSources: readonly GaugeSource[] = [
  {slug: 'curve-yfi-eth', gaugeName: 'yGauge Curve YFI-ETH Pool yVault', symbol: 'yG-yvCurve-YFIETH', gauge: '0x7Fd8Af959B54A677a1D8F92265Bd0714274C56a3', registryIndex: 0, vault: {name: 'Curve YFI-ETH Pool yVault', address: '0x790a60024bC3aea28385b60480f15a0771f26D09'}, decimals: 18},
  {slug: 'curve-dyfi-eth', gaugeName: 'yGauge Curve dYFIETH-f Factory yVault', symbol: 'yG-yvCurve-dYFIETH-f-f', gauge: '0x28da6dE3e804bDdF0aD237CFA6048f2930D0b4Dc', registryIndex: 1, vault: {name: 'Curve dYFIETH-f Factory yVault', address: '0xf70B3F1eA3BFc659FFb8b27E84FAE7Ef38b5bD3b'}, decimals: 18},
  {slug: 'lp-ycrv-v2', gaugeName: 'yGauge LP Yearn CRV Vault v2', symbol: 'yG-lp-yCRVv2', gauge: '0x107717C98C8125A94D3d2Cc82b86a1b705f3A27C', registryIndex: 2, vault: lpYcrvV2Vault, decimals: 18},
  {slug: 'curve-yeth', gaugeName: 'yGauge Curve yETH Factory yVault', symbol: 'yG-yvCurve-yETH-f', gauge: '0x81d93531720d86f0491DeE7D03f30b3b5aC24e59', registryIndex: 3, vault: {name: 'Curve yETH Factory yVault', address: '0x58900d761Ae3765B75DDFc235c1536B527F25d8F'}, decimals: 18},
  {slug: 'usds-1', gaugeName: 'yGauge USDS-1 yVault', symbol: 'yG-yvUSDS-1', gauge: '0xd57aEa3686d623dA2dCEbc87010a4F2F38Ac7B15', registryIndex: 4, vault: {name: 'USDS-1 yVault', address: '0x182863131F9a4630fF9E27830d945B1413e347E8'}, decimals: 18},
  {slug: 'usdc-1', gaugeName: 'yGauge USDC-1 yVault', symbol: 'yG-yvUSDC-1', gauge: '0x622fA41799406B120f9a40dA843D358b7b2CFEE3', registryIndex: 5, vault: {name: 'USDC-1 yVault', address: '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204'}, decimals: 6},
  {slug: 'dai-1', gaugeName: 'yGauge DAI-1 yVault', symbol: 'yG-yvDAI-1', gauge: '0x128e72DfD8b00cbF9d12cB75E846AC87B83DdFc9', registryIndex: 6, vault: {name: 'DAI-1 yVault', address: '0x028eC7330ff87667b6dfb0D94b954c820195336c'}, decimals: 18},
  {slug: 'weth-1', gaugeName: 'yGauge WETH-1 yVault', symbol: 'yG-yvWETH-1', gauge: '0x5943F7090282Eb66575662EADf7C60a717a7cE4D', registryIndex: 7, vault: {name: 'WETH-1 yVault', address: '0xc56413869c6CDf96496f2b1eF801fEDBdFA7dDB0'}, decimals: 18},
  {slug: 'curve-sdyfi-v2', gaugeName: 'yGauge Curve sdYFIv2 Factory yVault', symbol: 'yG-yvCurve-sdYFIv2-f', gauge: '0xB61F8fff8Dd8C438E0d61C07b5536cE3d728f660', registryIndex: 8, vault: {name: 'Curve sdYFIv2 Factory yVault', address: '0x93cF0b02D0A2B61551d107378AFf60CEAe40c342'}, decimals: 18},
  {slug: 'curve-upyfi', gaugeName: 'yGauge Curve upYFI Factory yVault', symbol: 'yG-yvCurve-upYFI-f', gauge: '0xf719B2d3925CC445D2Bb67FA12963265E224Fa11', registryIndex: 9, vault: {name: 'Curve upYFI Factory yVault', address: '0xFCa9Ab2996e7b010516adCC575eB63de4f4fa47A'}, decimals: 18},
  {slug: 'curve-coveyfi', gaugeName: 'yGauge Curve COVEYFI Factory yVault', symbol: 'yG-yvCurve-COVEYFI-f', gauge: '0x97A597CBcA514AfCc29cD300f04F98d9DbAA3624', registryIndex: 10, vault: {name: 'Curve COVEYFI Factory yVault', address: '0x6A5694C1b37fFA30690b6b60D8Cf89c937d408aD'}, decimals: 18},
  {slug: 'dai-2', gaugeName: 'yGauge DAI-2 yVault', symbol: 'yG-yvDAI-2', gauge: '0x38E3d865e34f7367a69f096C80A4fc329DB38BF4', registryIndex: 11, vault: {name: 'DAI-2 yVault', address: '0x92545bCE636E6eE91D88D2D017182cD0bd2fC22e'}, decimals: 18},
  {slug: 'weth-2', gaugeName: 'yGauge WETH-2 yVault', symbol: 'yG-yvWETH-2', gauge: '0x8E2485942B399EA41f3C910c1Bb8567128f79859', registryIndex: 12, vault: {name: 'WETH-2 yVault', address: '0xAc37729B76db6438CE62042AE1270ee574CA7571'}, decimals: 18},
  {slug: 'crvusd-2', gaugeName: 'yGauge crvUSD-2 yVault', symbol: 'yG-yvcrvUSD-2', gauge: '0x71c3223D6f836f84cAA7ab5a68AAb6ECe21A9f3b', registryIndex: 13, vault: yvcrvUsdVault, decimals: 18},
];

export interface GaugeInfo {
  gauge: AddressEntry;
  /** The vault whose shares the gauge takes as deposits. */
  vault: AddressEntry;
  symbol: string;
  registryIndex: number;
  /** Decimals of the vault shares, and so of the gauge's `totalAssets()`. */
  decimals: number;
}

function isEntry(vault: GaugeSource['vault']): vault is AddressEntry {
  return 'id' in vault;
}

/** The gauges the registry lists today, in registry order. */
export const veyfiGauges: readonly GaugeInfo[] = gaugeSources.map((source) => ({
  gauge: mainnetEntry({
    id: `veyfi/gauge-${source.slug}`,
    name: source.gaugeName,
    address: source.gauge,
    group: 'gauges',
    notes: `Symbol ${source.symbol}; registry index ${source.registryIndex}; accepts ${source.vault.name} shares.`,
    check: viaCall(gaugeRegistry, 'gauges', [BigInt(source.registryIndex)]),
  }),
  vault: isEntry(source.vault)
    ? listedAgain(source.vault, {id: `veyfi/vault-${source.slug}`, group: 'gauge-vaults', notes: `Deposit token of ${source.symbol}.`})
    : mainnetEntry({
        id: `veyfi/vault-${source.slug}`,
        name: source.vault.name,
        address: source.vault.address,
        group: 'gauge-vaults',
        notes: `Deposit token of ${source.symbol}; shares have ${source.decimals} decimals.`,
      }),
  symbol: source.symbol,
  registryIndex: source.registryIndex,
  decimals: source.decimals,
}));

export const yprismaGauge = mainnetEntry({
  id: 'veyfi/gauge-lp-yprisma',
  name: 'yGauge LP Yearn PRISMA Vault',
  address: '0x6130E6cD924a40b24703407F246966D7435D4998',
  group: 'removed-gauges',
  status: 'deprecated',
  label: 'Dropped from the docs gauge list 2025-04-22',
  notes: 'Symbol yG-lp-yPRISMA; was registry index 4 until it was removed from the registry when yPRISMA was deprecated (the docs recorded this on 2025-04-22).',
});

export const yprismaLpVault = mainnetEntry({
  id: 'veyfi/vault-lp-yprisma',
  name: 'LP Yearn PRISMA Vault',
  address: '0xbA61BaA1D96c2F4E25205B331306507BcAeA4677',
  group: 'removed-gauges',
  status: 'deprecated',
  label: 'Gauge dropped from the docs 2025-04-22',
  notes: 'Deposit token of the removed yG-lp-yPRISMA gauge.',
});

export const veyfiPage: AddressPage = {
  id: 'veyfi',
  route: '/developers/addresses/veyfi-contracts',
  title: 'veYFI Contract Addresses',
  productNotice:
    'veYFI and dYFI are deprecated: governance moved to stYFI under YIP-88. Holders of veYFI locks can migrate at veyfi.yearn.fi and manage legacy locks at legacy-veyfi.yearn.fi.',
  groups: [
    {id: 'core', title: 'veYFI system contracts'},
    {id: 'gauges', title: 'Gauges'},
    {id: 'gauge-vaults', title: 'Gauge deposit vaults'},
    {id: 'removed-gauges', title: 'Removed gauge'},
    {id: 'previous', title: 'Replaced addresses'},
  ],
  entries: [
    veyfiToken,
    gaugeRegistry,
    mainnetEntry({
      id: 'veyfi/gauge-controller',
      name: 'Gauge controller',
      address: '0x46b38522422D597dDbAA2D6E98D6C9b397028d5B',
      group: 'core',
      notes: 'Takes veYFI votes and splits dYFI emissions between the gauges.',
    }),
    mainnetEntry({
      id: 'veyfi/dyfi',
      name: 'dYFI',
      address: '0x41252E8691e964f7DE35156B68493bAb6797a275',
      group: 'core',
      notes: 'Reward token the gauges pay; redeemable for YFI through the redemption contract.',
    }),
    dyfiRedemption,
    mainnetEntry({
      id: 'veyfi/yfi-reward-pool',
      name: 'YFI Reward Pool',
      address: '0xb287a1964AEE422911c7b8409f5E5A273c1412fA',
      group: 'core',
      notes: 'Pays YFI to veYFI holders.',
    }),
    mainnetEntry({
      id: 'veyfi/dyfi-reward-pool',
      name: 'dYFI Reward Pool',
      address: '0x2391Fc8f5E417526338F5aa3968b1851C16D894E',
      group: 'core',
      notes: 'Pays dYFI to veYFI holders.',
    }),
    ...veyfiGauges.map((info) => info.gauge),
    ...veyfiGauges.map((info) => info.vault),
    yprismaGauge,
    yprismaLpVault,
    mainnetEntry({
      id: 'veyfi/dyfi-redemption-previous',
      name: 'dYFI Redemption (previous)',
      address: '0x7dC3A74F0684fc026f9163C6D5c3C99fda2cf60a',
      group: 'previous',
      status: 'deprecated',
      label: 'Replaced 2025-06-02',
      notes: 'Earlier redemption contract. The docs switched to the current one, listed above, on 2025-06-02; the on-chain switch date is not recorded here.',
    }),
  ],
};
