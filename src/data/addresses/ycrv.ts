/** yCRV liquid locker (Ethereum). Rendered on /developers/addresses/ycrv-contracts. */
import {addressPage, mainnetEntry} from './define';
import {gaugeVault} from './veyfiGauges';

export const ycrvBoostedStaker = mainnetEntry({
  id: 'ycrv/boosted-staker',
  name: 'yCRV Boosted Staker',
  address: '0xE9A115b77A1057C918F997c32663FdcE24FB873f',
  group: 'current',
  notes: 'Staking contract for yCRV.',
});

export const ycrvVault = mainnetEntry({
  id: 'ycrv/yvycrv',
  name: 'yvyCRV (auto-compounding vault)',
  address: '0x27B5739e22ad9033bcBf192059122d163b60349D',
  group: 'current',
  notes: 'Vault that holds yCRV and compounds its rewards.',
});

export const yvcrvUsdVault = mainnetEntry({
  id: 'ycrv/yvcrvusd',
  ...gaugeVault('crvusd-2'),
  group: 'current',
  notes: 'Deposit token of the veYFI gauge yG-yvcrvUSD-2.',
});

export const lpYcrvV2Vault = mainnetEntry({
  id: 'ycrv/lp-ycrv-v2',
  ...gaugeVault('lp-ycrv-v2'),
  group: 'current',
  notes: 'Current liquidity-pool vault; deposit token of the veYFI gauge yG-lp-yCRVv2.',
});

export const ycrvPage = addressPage({
  id: 'ycrv',
  route: '/developers/addresses/ycrv-contracts',
  title: 'yCRV Contract Addresses',
  sidebarLabel: 'yCRV',
  groups: [
    {id: 'current', title: 'Current contracts'},
    {id: 'deprecated', title: 'Expired and deprecated contracts'},
  ],
  entries: [
    ycrvBoostedStaker,
    mainnetEntry({
      id: 'ycrv/rewards-distributor',
      name: 'Rewards Distributor',
      address: '0xB226c52EB411326CdB54824a88aBaFDAAfF16D3d',
      group: 'current',
      notes: 'Distributes rewards to yCRV Boosted Staker positions.',
    }),
    mainnetEntry({
      id: 'ycrv/boosted-staker-utilities',
      name: 'Boosted Staker Utilities',
      address: '0x265c8D21A322B04804524b857089De2fEF619569',
      group: 'current',
      notes: 'Read helper for Boosted Staker data.',
    }),
    mainnetEntry({
      id: 'ycrv/zap',
      name: 'yCRV Zap Contract',
      address: '0x78ada385b15D89a9B845D2Cac0698663F0c69e3C',
      group: 'current',
      notes: 'Zap contract of the yCRV products; read its verified source before use.',
    }),
    ycrvVault,
    yvcrvUsdVault,
    lpYcrvV2Vault,
    mainnetEntry({
      id: 'ycrv/crv',
      name: 'CRV token',
      address: '0xD533a949740bb3306d119CC777fa900bA034cd52',
      group: 'current',
      notes: 'Curve DAO token, the asset yCRV is built on.',
    }),
    mainnetEntry({
      id: 'ycrv/ycrv',
      name: 'yCRV token',
      address: '0xFCc5c47bE19d06BF83eB04298b026F81069ff65b',
      group: 'current',
      notes: 'Yearn’s liquid locker token for CRV.',
    }),
    mainnetEntry({
      id: 'ycrv/lp-ycrv-v1',
      name: 'lp-yCRV v1',
      address: '0xc97232527B62eFb0D8ed38CF3EA103A6CcA4037e',
      group: 'deprecated',
      status: 'deprecated',
      label: 'Superseded by lp-yCRV v2',
      notes: 'First liquidity-pool vault; new deposits belong in lp-yCRV v2.',
    }),
    mainnetEntry({
      id: 'ycrv/old-curve-pool',
      name: 'Old CRV/yCRV Curve pool',
      address: '0x453D92C7d4263201C69aACfaf589Ed14202d83a4',
      group: 'deprecated',
      status: 'deprecated',
      label: 'Deprecated',
      notes: 'Earlier Curve pool pairing CRV with yCRV.',
    }),
    mainnetEntry({
      id: 'ycrv/zap-v1',
      name: 'ZapYCRV.vy',
      address: '0x01D7f32B6E463c96c00575fA97B8224326C6A6B9',
      group: 'deprecated',
      status: 'deprecated',
      label: 'Expired',
      notes: 'Earlier zap, written in Vyper.',
    }),
  ],
});
