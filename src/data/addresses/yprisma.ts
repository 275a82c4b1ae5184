/** yPRISMA liquid locker (Ethereum, deprecated). Rendered on /developers/addresses/yprisma-contracts. */
import {addressPage, listedAgain, mainnetEntry} from './define';
import {yprismaGauge, yprismaLpVault} from './veyfi';

export const yprismaPage = addressPage({
  id: 'yprisma',
  route: '/developers/addresses/yprisma-contracts',
  title: 'yPRISMA Contract Addresses',
  sidebarLabel: 'yPRISMA',
  productNotice:
    'yPRISMA is deprecated and its veYFI gauge was removed. PRISMA, yPRISMA and cvxPRISMA can be redeemed for vesting RSUP on Resupply; the steps are under "How to migrate to RSUP" in the yPRISMA overview of the User Docs.',
  groups: [
    {id: 'core', title: 'Core protocol'},
    {id: 'expired', title: 'Expired farms and contracts'},
    {id: 'related', title: 'Related veYFI gauge'},
  ],
  entries: [
    mainnetEntry({
      id: 'yprisma/boosted-staker',
      name: 'YearnBoostedStaker',
      address: '0xF4C6e0E006F164535508787873d86b84fe901975',
      group: 'core',
      notes: 'Staking contract for yPRISMA.',
    }),
    mainnetEntry({
      id: 'yprisma/rewards-distributor',
      name: 'Rewards Distributor',
      address: '0xc480b481dD194EAc469EC9c4484D23d54B868EDD',
      group: 'core',
      notes: 'Distributes rewards to Boosted Staker positions.',
    }),
    mainnetEntry({
      id: 'yprisma/fee-receiver',
      name: 'yPRISMA Fee Receiver',
      address: '0x76DF88Aa8711822472Cb40Ed8c972A461A20ecdc',
      group: 'core',
    }),
    mainnetEntry({
      id: 'yprisma/boosted-staker-utilities',
      name: 'Boosted Staker Utilities',
      address: '0xf04037D102b64E365eF6Eb81937bDf59B31fE5B8',
      group: 'core',
      notes: 'Read helper for Boosted Staker data.',
    }),
    mainnetEntry({
      id: 'yprisma/prisma',
      name: 'PRISMA',
      address: '0xdA47862a83dac0c112BA89c6abC2159b95afd71C',
      group: 'core',
      notes: 'Prisma Finance governance token, the asset yPRISMA is built on.',
    }),
    mainnetEntry({
      id: 'yprisma/yprisma',
      name: 'yPRISMA',
      address: '0xe3668873D944E4A949DA05fc8bDE419eFF543882',
      group: 'core',
      notes: 'Yearn’s liquid locker token for PRISMA.',
    }),
    mainnetEntry({
      id: 'yprisma/yvyprisma',
      name: 'yvyPRISMA vault token',
      address: '0x10537D7bD661C9c34F547b38EC662D6FD482Ae95',
      group: 'core',
    }),
    mainnetEntry({
      id: 'yprisma/yvmkusd-a',
      name: 'yvmkUSD-A vault token',
      address: '0x04AeBe2e4301CdF5E9c57B01eBdfe4Ac4B48DD13',
      group: 'core',
    }),

    mainnetEntry({
      id: 'yprisma/legacy-yprisma',
      name: 'Legacy yPRISMA',
      address: '0xfd37356c1a62288b32Fa58188c77Ab0D694a0f4E',
      group: 'expired',
      status: 'deprecated',
      label: 'Expired',
    }),
    mainnetEntry({
      id: 'yprisma/staking-yvmkusd-a',
      name: 'yPRISMA staking (yvmkUSD-A rewards)',
      address: '0xE3EE395C9067dD15C492Ca950B101a7d6c85b5Fc',
      group: 'expired',
      status: 'deprecated',
      label: 'Expired',
    }),
    mainnetEntry({
      id: 'yprisma/staking-wsteth',
      name: 'yPRISMA staking (wstETH rewards)',
      address: '0x774a55C3Eeb79929fD445Ae97191228Ab39c4d0f',
      group: 'expired',
      status: 'deprecated',
      label: 'Expired',
    }),
    mainnetEntry({
      id: 'yprisma/staking-dyfi',
      name: 'yPRISMA staking (dYFI rewards)',
      address: '0x93283184650f4d3B4253ABd00978176732118428',
      group: 'expired',
      status: 'deprecated',
      label: 'Expired',
    }),
    mainnetEntry({
      id: 'yprisma/lp-staking',
      name: 'yPRISMA LP staking (yPRISMA rewards)',
      address: '0x6806D62AAdF2Ee97cd4BCE46BF5fCD89766EF246',
      group: 'expired',
      status: 'deprecated',
      label: 'Expired',
    }),
    mainnetEntry({
      id: 'yprisma/ycrv-staking',
      name: 'yCRV staking (yPRISMA rewards)',
      address: '0x84c94d739e075b3C7431bdb1A005F0412DF828a5',
      group: 'expired',
      status: 'deprecated',
      label: 'Expired',
    }),

    listedAgain(yprismaGauge, {
      id: 'yprisma/gauge',
      group: 'related',
      status: 'deprecated',
      label: 'Removed from the gauge registry',
      notes: 'veYFI gauge for the yPRISMA LP vault; details on the veYFI page.',
    }),
    listedAgain(yprismaLpVault, {
      id: 'yprisma/lp-vault',
      group: 'related',
      status: 'deprecated',
      label: 'Gauge removed',
      notes: 'LP Yearn PRISMA Vault, the gauge’s deposit token.',
    }),
  ],
});
