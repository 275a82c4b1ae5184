/**
 * YFI on every chain, and Yearn's multisigs, treasuries and timelocks. Rendered
 * on /developers/addresses/core-contracts.
 */
import {addressPage, entry, listedAgain, mainnetEntry} from './define';
import {brain, ychad} from './multisigs';
import {hex84654e} from './sharedHex';
import type {AddressEntry, ChainId, ChecksumAddress} from './types';
import {veyfiToken} from './veyfi';

// The timelock pair and the curation multisig share one address on every chain
// they are deployed on, so each is typed once here.
const timelock: ChecksumAddress = '0x88Ba032be87d5EF1fbE87336B7090767F367BF73';
const timelockExecutor: ChecksumAddress = '0xF8f60BF9456A6e0141149Db2DD6f02C60da5779B';
const curationMultisig: ChecksumAddress = '0x90D0f26025571295D18a6c041E47450B81886B51';

const chainSlugs: Record<ChainId, string> = {
  1: 'ethereum',
  10: 'optimism',
  137: 'polygon',
  250: 'fantom',
  8453: 'base',
  42161: 'arbitrum',
  747474: 'katana',
};

function timelockEntries(chainId: ChainId): AddressEntry[] {
  const slug = chainSlugs[chainId];
  return [
    entry({
      id: `core/${slug}-timelock`,
      name: 'Timelock',
      address: timelock,
      chainId,
      group: slug,
      notes: 'Delays governance transactions before they execute; same address on every chain listed.',
    }),
    entry({
      id: `core/${slug}-timelock-executor`,
      name: 'Timelock Executor',
      address: timelockExecutor,
      chainId,
      group: slug,
      notes: 'Executes the transactions the Timelock has queued; same address on every chain listed.',
    }),
  ];
}

function curationEntry(chainId: ChainId): AddressEntry {
  const slug = chainSlugs[chainId];
  return entry({
    id: `core/${slug}-curation-multisig`,
    name: 'Curation Multisig',
    address: curationMultisig,
    chainId,
    group: slug,
    notes: 'Same address on Ethereum, Arbitrum, Base and Katana.',
  });
}

/** YFI on Ethereum; the stYFI page lists it again. */
export const yfiToken = mainnetEntry({
  id: 'core/yfi-ethereum',
  name: 'YFI',
  address: '0x0bc529c00C6401aEF6D220BE8C6Ea1667F6Ad93e',
  group: 'yfi',
  notes: 'The original YFI token.',
});

export const corePage = addressPage({
  id: 'core',
  route: '/developers/addresses/core-contracts',
  title: 'Core Yearn Contract Addresses',
  sidebarLabel: 'General',
  groups: [
    {id: 'yfi', title: 'YFI token'},
    {id: 'ethereum', title: 'Ethereum'},
    {id: 'arbitrum', title: 'Arbitrum'},
    {id: 'base', title: 'Base'},
    {id: 'katana', title: 'Katana'},
    {id: 'optimism', title: 'Optimism'},
    {id: 'polygon', title: 'Polygon'},
    {id: 'fantom', title: 'Fantom'},
    {id: 'veyfi', title: 'veYFI (deprecated)'},
  ],
  entries: [
    yfiToken,
    entry({
      id: 'core/yfi-optimism',
      name: 'YFI',
      address: '0x9046D36440290FfDE54FE0DD84Db8b1CfEE9107B',
      chainId: 10,
      group: 'yfi',
      notes: 'Bridged YFI on Optimism.',
    }),
    entry({
      id: 'core/yfi-polygon',
      name: 'YFI',
      address: '0xDA537104D6A5edd53c6fBba9A898708E465260b6',
      chainId: 137,
      group: 'yfi',
      notes: 'Bridged YFI on Polygon.',
    }),
    entry({
      id: 'core/yfi-base',
      name: 'YFI',
      address: '0x9EaF8C1E34F05a589EDa6BAfdF391Cf6Ad3CB239',
      chainId: 8453,
      group: 'yfi',
      notes: 'Bridged YFI on Base.',
    }),
    entry({
      id: 'core/yfi-fantom',
      name: 'YFI',
      address: '0x29b0Da86e484E1C0029B56e817912d778aC0EC69',
      chainId: 250,
      group: 'yfi',
      notes: 'Bridged YFI on Fantom.',
    }),

    ychad,
    brain,
    mainnetEntry({
      id: 'core/dev',
      name: 'Core Dev multisig',
      address: '0x846e211e8ba920B353FB717631C015cf04061Cc9',
      group: 'ethereum',
      ens: 'dev.ychad.eth',
    }),
    mainnetEntry({
      id: 'core/treasury',
      name: 'Treasury',
      address: '0x93A62dA5a14C80f265DAbC077fCEE437B1a0Efde',
      group: 'ethereum',
      ens: 'treasury.ychad.eth',
    }),
    mainnetEntry({
      id: 'core/ethereum-sam-multisig',
      name: 'SAM Multisig',
      address: '0xe5e2Baf96198c56380dDD5E992D7d1ADa0e989c0',
      group: 'ethereum',
    }),
    curationEntry(1),
    ...timelockEntries(1),

    entry({
      id: 'core/arbitrum-chad',
      name: 'aChad multisig',
      address: '0xb6bc033D34733329971B938fEf32faD7e98E56aD',
      chainId: 42161,
      group: 'arbitrum',
    }),
    entry({
      id: 'core/arbitrum-strategist',
      name: 'Strategist multisig',
      address: '0x6346282DB8323A54E840c6C772B4399C9c655C0d',
      chainId: 42161,
      group: 'arbitrum',
    }),
    entry({
      id: 'core/arbitrum-treasury',
      name: 'Treasury',
      address: '0x1DEb47dCC9a35AD454Bf7f0fCDb03c09792C08c1',
      chainId: 42161,
      group: 'arbitrum',
    }),
    entry({
      id: 'core/arbitrum-sam-multisig',
      name: 'SAM Multisig',
      address: '0xfd99a19Fcf577Be92fDAB4ef162c1644BB056885',
      chainId: 42161,
      group: 'arbitrum',
    }),
    curationEntry(42161),
    ...timelockEntries(42161),

    entry({
      id: 'core/base-chad',
      name: 'bChad multisig',
      address: '0xbfAABa9F56A39B814281D68d2Ad949e88D06b02E',
      chainId: 8453,
      group: 'base',
    }),
    entry({
      id: 'core/base-strategist',
      name: 'Strategist multisig',
      address: '0x01fE3347316b2223961B20689C65eaeA71348e93',
      chainId: 8453,
      group: 'base',
    }),
    entry({
      id: 'core/base-treasury',
      name: 'Treasury',
      address: '0x02ff746D8cb62709aEEc611CeC9B17d7dD1D3480',
      chainId: 8453,
      group: 'base',
    }),
    entry({
      id: 'core/base-sam-multisig',
      name: 'SAM Multisig',
      address: '0xFEaE2F855250c36A77b8C68dB07C4dD9711fE36F',
      chainId: 8453,
      group: 'base',
    }),
    curationEntry(8453),
    ...timelockEntries(8453),

    entry({
      id: 'core/katana-chad',
      name: 'kChad multisig',
      address: '0xe6ad5A88f5da0F276C903d9Ac2647A937c917162',
      chainId: 747474,
      group: 'katana',
    }),
    entry({
      id: 'core/katana-strategist',
      name: 'Strategist multisig',
      address: '0xBe7c7efc1ef3245d37E3157F76A512108D6D7aE6',
      chainId: 747474,
      group: 'katana',
    }),
    entry({
      id: 'core/katana-sam-multisig',
      name: 'SAM Multisig',
      address: '0x518C21DC88D9780c0A1Be566433c571461A70149',
      chainId: 747474,
      group: 'katana',
    }),
    curationEntry(747474),
    ...timelockEntries(747474),

    entry({
      id: 'core/optimism-chad',
      name: 'oChad multisig',
      address: '0xF5d9D6133b698cE29567a90Ab35CfB874204B3A7',
      chainId: 10,
      group: 'optimism',
    }),
    entry({
      id: 'core/optimism-strategist',
      name: 'Strategist multisig',
      address: '0xea3a15df68fCdBE44Fdb0DB675B2b3A14a148b26',
      chainId: 10,
      group: 'optimism',
    }),
    entry({
      id: 'core/optimism-treasury',
      name: 'Treasury',
      address: hex84654e,
      chainId: 10,
      group: 'optimism',
      notes: 'The same hex string is the V2 Vault Registry on Arbitrum; each is its own contract on its own chain.',
    }),
    ...timelockEntries(10),

    entry({
      id: 'core/polygon-chad',
      name: 'pChad multisig',
      address: '0xC4ad0000E223E398DC329235e6C497Db5470B626',
      chainId: 137,
      group: 'polygon',
    }),
    entry({
      id: 'core/polygon-strategist',
      name: 'Strategist multisig',
      address: '0x16388000546eDed4D476bd2A4A374B5a16125Bc1',
      chainId: 137,
      group: 'polygon',
    }),
    ...timelockEntries(137),

    entry({
      id: 'core/fantom-governance',
      name: 'Governance multisig',
      address: '0xC0E2830724C946a6748dDFE09753613cd38f6767',
      chainId: 250,
      group: 'fantom',
    }),
    entry({
      id: 'core/fantom-strategist',
      name: 'Strategist multisig',
      address: '0x72a34AbafAB09b15E7191822A679f28E067C4a16',
      chainId: 250,
      group: 'fantom',
    }),
    entry({
      id: 'core/fantom-treasury',
      name: 'Treasury',
      address: '0x89716Ad7EDC3be3B35695789C475F3e7A3Deb12a',
      chainId: 250,
      group: 'fantom',
    }),

    listedAgain(veyfiToken, {
      id: 'core/veyfi',
      group: 'veyfi',
      notes: 'Ethereum only. Deprecated together with dYFI; governance now uses stYFI.',
    }),
  ],
});
