/**
 * veYFI, dYFI and the veYFI gauges (Ethereum). Rendered on
 * /developers/addresses/veyfi-contracts. The gauge facts live in
 * ./veyfiGauges.ts, which the veYFI calculator reads.
 */
import {addressPage, listedAgain, mainnetEntry, viaCall} from './define';
import {gaugeRegistry} from './entryPoints';
import type {AddressEntry} from './types';
import {type GaugeFacts, veyfiGauges, veyfiTokenAddress} from './veyfiGauges';
import {lpYcrvV2Vault, yvcrvUsdVault} from './ycrv';

export const veyfiToken = mainnetEntry({
  id: 'veyfi/veyfi',
  name: 'veYFI',
  address: veyfiTokenAddress,
  group: 'core',
  notes: 'Vote-escrowed YFI: YFI locked for up to four years. The calculator reads its total supply.',
  changes: [
    {
      kind: 'added',
      date: '2022-11-25',
      source: {label: 'YIP-71: Activate veYFI', url: '/contributing/governance/yips/yip-71'},
    },
  ],
});

export const dyfiRedemption = mainnetEntry({
  id: 'veyfi/dyfi-redemption',
  name: 'dYFI Redemption',
  address: '0x4707C855323545223fA2bA4150A83950F6F53b6E',
  group: 'core',
  label: 'Current',
  notes: 'Redeems dYFI for YFI against an ETH payment at a discount.',
});

/** Gauge vaults that another page publishes: listed again here rather than typed twice. */
const publishedVaults: Readonly<Record<string, AddressEntry>> = {
  'lp-ycrv-v2': lpYcrvV2Vault,
  'crvusd-2': yvcrvUsdVault,
};

export interface GaugeInfo extends Omit<GaugeFacts, 'gauge' | 'vault'> {
  gauge: AddressEntry;
  vault: AddressEntry;
}

/** The address page's entries for each gauge and its deposit vault. */
export const veyfiGaugeEntries: readonly GaugeInfo[] = veyfiGauges.map((facts) => {
  const published = publishedVaults[facts.slug];
  return {
    ...facts,
    gauge: mainnetEntry({
      id: facts.gauge.id,
      name: facts.gauge.name,
      address: facts.gauge.address,
      group: 'gauges',
      notes: `Symbol ${facts.symbol}; registry index ${facts.registryIndex}; accepts ${facts.vault.name} shares.`,
      check: viaCall(gaugeRegistry, 'gauges', [BigInt(facts.registryIndex)]),
    }),
    vault: published
      ? listedAgain(published, {
          id: `veyfi/vault-${facts.slug}`,
          group: 'gauge-vaults',
          notes: `Deposit token of ${facts.symbol}.`,
        })
      : mainnetEntry({
          id: `veyfi/vault-${facts.slug}`,
          name: facts.vault.name,
          address: facts.vault.address,
          group: 'gauge-vaults',
          notes: `Deposit token of ${facts.symbol}; shares have ${facts.decimals} decimals.`,
        }),
  };
});

export const yprismaGauge = mainnetEntry({
  id: 'veyfi/gauge-lp-yprisma',
  name: 'yGauge LP Yearn PRISMA Vault',
  address: '0x6130E6cD924a40b24703407F246966D7435D4998',
  group: 'removed-gauges',
  status: 'deprecated',
  label: 'Removed from the gauge registry',
  notes:
    'Symbol yG-lp-yPRISMA; was registry index 4 until it was removed from the registry when yPRISMA was deprecated.',
});

export const yprismaLpVault = mainnetEntry({
  id: 'veyfi/vault-lp-yprisma',
  name: 'LP Yearn PRISMA Vault',
  address: '0xbA61BaA1D96c2F4E25205B331306507BcAeA4677',
  group: 'removed-gauges',
  status: 'deprecated',
  label: 'Gauge removed',
  notes: 'Deposit token of the removed yG-lp-yPRISMA gauge.',
});

export const veyfiPage = addressPage({
  id: 'veyfi',
  route: '/developers/addresses/veyfi-contracts',
  title: 'veYFI Contract Addresses',
  sidebarLabel: 'veYFI',
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
    ...veyfiGaugeEntries.map((info) => info.gauge),
    ...veyfiGaugeEntries.map((info) => info.vault),
    yprismaGauge,
    yprismaLpVault,
    mainnetEntry({
      id: 'veyfi/dyfi-redemption-previous',
      name: 'dYFI Redemption (previous)',
      address: '0x7dC3A74F0684fc026f9163C6D5c3C99fda2cf60a',
      group: 'previous',
      status: 'deprecated',
      label: 'Replaced',
      notes: 'Earlier redemption contract; redeem dYFI through the current one, listed above.',
    }),
  ],
});
