/**
 * stYFI staking, its reward distributors, the veYFI migration and the
 * liquid-locker (LLYFI) contracts (Ethereum). Rendered on
 * /developers/addresses/styfi-contracts. Each entry that another stYFI
 * contract points at is checked through that getter, so one page read confirms
 * how the system is wired.
 */
import {formatInteger} from '../../format/numbers';
import {yfiToken} from './core';
import {addressPage, listedAgain, mainnetEntry, viaCall} from './define';
import type {AddressEntry} from './types';
import {veyfiGaugeEntries, veyfiToken} from './veyfi';

export const styfixToken = mainnetEntry({
  id: 'styfi/styfix',
  name: 'stYFIx',
  address: '0x9C42461AA8422926e3AEF7B1C6e3743597149d79',
  group: 'staking',
  notes:
    'Delegated variant: stakes its YFI in stYFI, delegates the voting power and runs its own 14-day unstake stream.',
});

export const styfiToken = mainnetEntry({
  id: 'styfi/styfi',
  name: 'stYFI',
  address: '0x42b25284E8ae427D79da78b65DFFC232aAECc016',
  group: 'staking',
  notes: 'Staking vault (token name “Staked YFI”): one share per staked YFI; unstaking streams YFI back over 14 days.',
  check: viaCall(styfixToken, 'staking'),
});

export const styfixRewardDistributor = mainnetEntry({
  id: 'styfi/styfix-reward-distributor',
  name: 'stYFIx Reward Distributor',
  address: '0x952B31960C97E76362Ac340D07D183aDa15e3d6E',
  group: 'rewards',
  notes: 'Claims as a stYFI depositor from the stYFI Reward Distributor and passes the rewards on to stYFIx holders.',
});

export const styfiRewardDistributor = mainnetEntry({
  id: 'styfi/styfi-reward-distributor',
  name: 'stYFI Reward Distributor',
  address: '0x95547eDe56cF74B73dd78a37f547127dffDA6113',
  group: 'rewards',
  notes:
    'Component for stYFI stakers; its weight is the YFI staked. Streams each epoch’s rewards over the following epoch.',
  check: viaCall(styfixRewardDistributor, 'distributor'),
});

export const rewardDistributor = mainnetEntry({
  id: 'styfi/reward-distributor',
  name: 'Reward Distributor',
  address: '0xd31911a33a5577Be233Dc096F6F5a7e496fF5934',
  group: 'rewards',
  notes:
    'Global pot: splits each 14-day epoch’s rewards between its components in proportion to the weight each reports.',
  check: viaCall(styfiRewardDistributor, 'distributor'),
});

export const veyfiRewardDistributor = mainnetEntry({
  id: 'styfi/veyfi-reward-distributor',
  name: 'veYFI Reward Distributor',
  address: '0x2548BF65916fdABB5A5673fC4225011FF29ee884',
  group: 'migration',
  notes:
    'Component for migrated veYFI positions: weight is the locked YFI times a decaying boost (2.0× down to 1.0×). Migrating is a call to migrate() here.',
});

export const llRedemption = mainnetEntry({
  id: 'styfi/ll-redemption',
  name: 'Liquid Locker Redemption',
  address: '0xBA18D0DF75a3ff58EF40A8fc0d3E4dB74A0e681D',
  group: 'migration',
  notes:
    'Swaps liquid-locker YFI tokens for YFI (exit fee that decays over time) and YFI for those tokens (no fee), within a capacity per token.',
});

export const llRewardDistributor = mainnetEntry({
  id: 'styfi/ll-reward-distributor',
  name: 'Liquid Locker Reward Distributor',
  address: '0x7eFc3953Bed2fc20b9f825eBffaB1cC8B072a000',
  group: 'migration',
  notes:
    'Component for the three liquid-locker staking contracts; each locker has a preset weight plus a decaying boost.',
});

/** The three liquid lockers, at the fixed indices the redemption and reward contracts use. */
export interface LiquidLocker {
  index: number;
  /** Slug used in the entry ids, e.g. `sdyfi`. */
  slug: string;
  protocol: string;
  symbol: string;
  /** Locker tokens minted per YFI held in the locker's veYFI lock. */
  scale: number;
  token: AddressEntry;
  staking: AddressEntry;
}

function liquidLocker(
  index: number,
  slug: string,
  protocol: string,
  symbol: string,
  scale: number,
  token: `0x${string}`,
  staking: `0x${string}`,
): LiquidLocker {
  return {
    index,
    slug,
    protocol,
    symbol,
    scale,
    token: mainnetEntry({
      id: `styfi/${slug}`,
      name: `${protocol} ${symbol}`,
      address: token,
      group: 'lockers',
      role: `Token, index ${index}`,
      notes: `${protocol}’s liquid-locker token; ${formatInteger(scale)} ${symbol} per YFI locked.`,
      check: viaCall(llRedemption, 'tokens', [BigInt(index)]),
    }),
    staking: mainnetEntry({
      id: `styfi/${slug}-staking`,
      name: `${symbol} staking contract`,
      address: staking,
      group: 'lockers',
      role: `Staking contract, index ${index}`,
      notes: `Non-transferable staking vault for ${symbol}, ratio 1 : ${formatInteger(scale)} to YFI, 14-day unstake stream.`,
      check: viaCall(llRewardDistributor, 'staking', [BigInt(index)]),
    }),
  };
}

export const liquidLockers: readonly LiquidLocker[] = [
  liquidLocker(
    0,
    'sdyfi',
    'StakeDAO',
    'sdYFI',
    1,
    '0x97983236bE88107Cc8998733Ef73D8d969c52E37',
    '0xA16F6FC7380300525C812ea2733Ad62DDA58143B',
  ),
  liquidLocker(
    1,
    'upyfi',
    '1UP',
    'upYFI',
    69420,
    '0xCb7DCe63aBE175cA354Dcca9cc10554D255777Ee',
    '0x52Aa16860E0D42B6a7b6ecC15688472eb20135c9',
  ),
  liquidLocker(
    2,
    'coveyfi',
    'Cove',
    'coveYFI',
    1,
    '0xFf71841EeFca78a64421db28060855036765c248',
    '0x3d4Ced97ADb0ae3A53DA95a47fFc749aAd26BC8f',
  ),
];

const usdcVault = veyfiGaugeEntries.find((info) => info.slug === 'usdc-1')!.vault;

/**
 * The stYFI hook. Two deployments exist: stYFI.hooks() names the one in use,
 * so the page checks the current entry through that getter and keeps the
 * replaced one, code-checked, under its own id.
 */
export const stakingMiddleware = mainnetEntry({
  id: 'styfi/staking-middleware',
  name: 'Staking Middleware',
  address: '0x24b267AA3946209ca19231d0f17110577be00A86',
  group: 'staking',
  label: 'Current hook of stYFI',
  notes:
    'Receives stYFI’s stake, unstake and transfer hooks: keeps the instant-withdrawal allow-list and the transfer block-list, then forwards each call.',
  check: viaCall(styfiToken, 'hooks'),
});

export const previousStakingMiddleware = mainnetEntry({
  id: 'styfi/staking-middleware-previous',
  name: 'Staking Middleware (previous)',
  address: '0xc32bd1A70e831c43956Ff2f5F23f2Ee45a04C020',
  group: 'previous',
  status: 'deprecated',
  label: 'Replaced by the current middleware',
  notes:
    'First deployment of the stYFI hook. stYFI.hooks() no longer names it; listed so that integrators who copied it can recognise it.',
});

export const styfiPage = addressPage({
  id: 'styfi',
  route: '/developers/addresses/styfi-contracts',
  title: 'stYFI Contract Addresses',
  sidebarLabel: 'stYFI',
  groups: [
    {
      id: 'staking',
      title: 'Staking',
      description: 'YFI, the two staking vaults and the hook stYFI calls on every stake, unstake and transfer.',
    },
    {
      id: 'rewards',
      title: 'Rewards',
      description:
        'The reward token, the contract users claim through and the distributors that split each 14-day epoch.',
    },
    {
      id: 'migration',
      title: 'veYFI migration and liquid lockers',
      description: 'Contracts that bring veYFI locks and liquid-locker tokens into the stYFI reward system.',
    },
    {
      id: 'lockers',
      title: 'Supported liquid lockers',
      description:
        'Three lockers at fixed indices: index i is tokens(i) on the redemption contract and staking(i) on the liquid-locker reward distributor.',
    },
    {id: 'previous', title: 'Replaced addresses'},
  ],
  entries: [
    listedAgain(yfiToken, {
      id: 'styfi/yfi',
      group: 'staking',
      notes: 'The token stYFI and stYFIx take as deposits.',
      check: viaCall(styfiToken, 'asset'),
    }),
    styfiToken,
    styfixToken,
    stakingMiddleware,
    listedAgain(usdcVault, {
      id: 'styfi/reward-token',
      name: 'Reward token (yvUSDC-1)',
      group: 'rewards',
      notes: 'Yearn’s V3 USDC vault; every distributor pays in its shares.',
      check: viaCall(rewardDistributor, 'token'),
    }),
    mainnetEntry({
      id: 'styfi/reward-claimer',
      name: 'Reward Claimer',
      address: '0xA82454009E01Ae697012a73cB232d85e61B05e50',
      group: 'rewards',
      notes: 'The contract users call: claims an account’s rewards from every component at once.',
    }),
    rewardDistributor,
    styfiRewardDistributor,
    styfixRewardDistributor,
    listedAgain(veyfiToken, {
      id: 'styfi/legacy-veyfi',
      name: 'Legacy veYFI',
      group: 'migration',
      status: 'deprecated',
      label: 'Retired under YIP-88',
      notes: 'The retired vote-escrow; locks move to stYFI rewards through the veYFI Reward Distributor.',
      check: viaCall(veyfiRewardDistributor, 'veyfi'),
      changes: [
        {
          kind: 'replaced',
          by: styfiToken.id,
          date: '2025-09-28',
          source: {label: 'YIP-88: Governance Overhaul', url: '/contributing/governance/yips/yip-88'},
        },
      ],
    }),
    veyfiRewardDistributor,
    llRedemption,
    llRewardDistributor,
    ...liquidLockers.flatMap((locker) => [locker.token, locker.staking]),
    previousStakingMiddleware,
  ],
});
