/**
 * yYB liquid locker for Yield Basis (Ethereum). Rendered on
 * /developers/addresses/yyb-contracts.
 */
import {addressPage, listedAgain, mainnetEntry, viaCall} from './define';
import {yvcrvUsdVault} from './ycrv';

export const yybVault = mainnetEntry({
  id: 'yyb/yvyyb',
  name: 'yvyYB (auto-compounding vault)',
  address: '0x1F6f16945e395593d8050d6Cc33e4328a515B648',
  group: 'current',
  notes: 'Yearn V3 vault that holds yYB and turns its weekly rewards into more yYB.',
});

export const yybToken = mainnetEntry({
  id: 'yyb/yyb',
  name: 'yYB',
  address: '0x22222222aEA0076fCA927a3f44dc0B4FdF9479D6',
  group: 'current',
  notes: 'Yearn’s liquid locker token: one yYB stands for one veYB locked permanently by Yearn.',
  check: viaCall(yybVault, 'asset'),
});

export const yybPage = addressPage({
  id: 'yyb',
  route: '/developers/addresses/yyb-contracts',
  title: 'yYB Contract Addresses',
  sidebarLabel: 'yYB',
  groups: [{id: 'current', title: 'Current addresses'}],
  entries: [
    mainnetEntry({
      id: 'yyb/boosted-staker',
      name: 'yYB Boosted Staker',
      address: '0x5D2eA33449A60a70E8FCdc5251FDd86a030fAD91',
      group: 'current',
      notes: 'Stake yYB for weekly crvUSD rewards paid in yvcrvUSD-2; the boost grows from 0 to 2.5× over four weeks.',
    }),
    mainnetEntry({
      id: 'yyb/rewards-distributor',
      name: 'Rewards Distributor',
      address: '0x1d02F6A86Ed5650f93E40FCD62fa5727c32ad746',
      group: 'current',
      notes: 'Companion of the Boosted Staker that hands out the weekly staking rewards.',
    }),
    mainnetEntry({
      id: 'yyb/staker-utilities',
      name: 'Boosted Staker Utilities',
      address: '0xb70E1CBFf4DFf345b3Aa832CC1C03cA26766AD55',
      group: 'current',
      notes: 'Read helper for the Boosted Staker, used by front ends to show positions and rewards.',
    }),
    yybVault,
    listedAgain(yvcrvUsdVault, {
      id: 'yyb/yvcrvusd-2',
      group: 'current',
      name: 'yvcrvUSD-2 (crvUSD vault)',
      notes: 'The vault whose shares pay the Boosted Staker’s rewards.',
    }),
    mainnetEntry({
      id: 'yyb/lp-yyb-v2',
      name: 'lp-yYB v2 (vault)',
      address: '0x0844C227b892be5d7c837000C096f64bFc316c2d',
      group: 'current',
      notes: 'Yearn vault for yYB liquidity-pool tokens.',
    }),
    mainnetEntry({
      id: 'yyb/yb',
      name: 'YB',
      address: '0x01791F726B4103694969820be083196cC7c045fF',
      group: 'current',
      notes: 'Yield Basis governance token, locked into veYB.',
    }),
    yybToken,
  ],
});
