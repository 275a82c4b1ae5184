/**
 * yBOLD, staked yBOLD (ysyBOLD) and the contracts around them (Ethereum).
 * Rendered on /developers/addresses/ybold-contracts.
 */
import {addressPage, mainnetEntry, viaCall} from './define';

export const stakedYbold = mainnetEntry({
  id: 'ybold/ysybold',
  name: 'Staked yBOLD (ysyBOLD)',
  address: '0x23346B04a7f55b8760E5860AA5A77383D63491cD',
  group: 'tokens',
  notes:
    'The yBOLD Auto-Compounder: a tokenized strategy whose asset is yBOLD. Only staked yBOLD earns; its value rises against yBOLD as rewards compound.',
});

export const ybold = mainnetEntry({
  id: 'ybold/ybold',
  name: 'yBOLD',
  address: '0x9F4330700a36B29952869fac9b33f45EEdd8A3d8',
  group: 'tokens',
  notes:
    'Yearn V3 vault whose asset is BOLD: 1 yBOLD = 1 BOLD, redeemable at any time without a fee or a wait. Plain yBOLD earns nothing.',
  check: viaCall(stakedYbold, 'asset'),
});

const bold = mainnetEntry({
  id: 'ybold/bold',
  name: 'BOLD',
  address: '0x6440f144b7e50D6a8439336510312d2F54beB01D',
  group: 'tokens',
  notes: 'Liquity V2’s stablecoin and the asset of yBOLD; a Liquity contract, not a Yearn one.',
  check: viaCall(ybold, 'asset'),
});

/** The three Stability Pool branches yBOLD deposits into, in both strategy sets. */
const branches = [
  {
    slug: 'weth',
    name: 'WETH',
    current: '0xc5e7D3F76a03006540f17668A0267C668FFb5b75',
    first: '0x2048A730f564246411415f719198d6f7c10A7961',
  },
  {
    slug: 'wsteth',
    name: 'wstETH',
    current: '0x3589b93CaDb464b6E1974Cc9fc0c9be698Ee49a5',
    first: '0x46af61661B1e15DA5bFE40756495b7881F426214',
  },
  {
    slug: 'reth',
    name: 'rETH',
    current: '0x6ED566B76838A08d04cBd6323231B08a2eC69005',
    first: '0x2351E217269A4a53a392bffE8195Efa1c502A1D2',
  },
] as const;

export const yboldPage = addressPage({
  id: 'ybold',
  route: '/developers/addresses/ybold-contracts',
  title: 'yBOLD Contract Addresses',
  sidebarLabel: 'yBOLD',
  groups: [
    {id: 'tokens', title: 'Tokens'},
    {
      id: 'strategies',
      title: 'Stability Pool strategies (Auction 1.0.4 set)',
      description:
        'One strategy per Liquity V2 collateral branch, deployed with the 1.0.4 auction factory in February 2026. Read the vault’s get_default_queue() to see which strategies hold yBOLD’s BOLD today.',
    },
    {
      id: 'strategies-first',
      title: 'Stability Pool strategies (first set)',
      description: 'The strategies yBOLD launched with in May 2025, one per collateral branch.',
    },
    {id: 'periphery', title: 'Periphery'},
  ],
  entries: [
    ybold,
    stakedYbold,
    bold,
    ...branches.map((branch) =>
      mainnetEntry({
        id: `ybold/strategy-${branch.slug}`,
        name: `${branch.name} Stability Pool strategy`,
        address: branch.current,
        group: 'strategies',
        notes: `Deposits BOLD into the Liquity V2 ${branch.name} Stability Pool and sells the ${branch.name} it receives from liquidations by Dutch auction.`,
      }),
    ),
    ...branches.map((branch) =>
      mainnetEntry({
        id: `ybold/strategy-${branch.slug}-first`,
        name: `${branch.name} Stability Pool strategy (first set)`,
        address: branch.first,
        group: 'strategies-first',
      }),
    ),
    mainnetEntry({
      id: 'ybold/zapper',
      name: 'Zapper',
      address: '0xE7099092533A3FB693Bb123cD96B8e53b4d83C58',
      group: 'periphery',
      notes:
        'Takes BOLD to staked yBOLD in one transaction (BOLD → yBOLD → ysyBOLD) and back; the Yearn app deposits through it.',
    }),
    mainnetEntry({
      id: 'ybold/referral-zapper',
      name: 'Referral Zapper',
      address: '0xaACE12d8e8B8BCD16212CB656C912dBC36EFD782',
      group: 'periphery',
      notes: 'A second zapper, deployed in March 2026 (block 24,723,106); the Yearn app does not call it.',
    }),
    mainnetEntry({
      id: 'ybold/accountant',
      name: 'yBOLD Accountant',
      address: '0x53acEBB9470Cfc9D231075154f5dcF1586A4c6fa',
      group: 'periphery',
      notes:
        'Charges yBOLD’s fees; staked yBOLD claims its rewards from it. Confirm with yBOLD’s accountant() before relying on it.',
    }),
    mainnetEntry({
      id: 'ybold/accountant-factory',
      name: 'Accountant Factory',
      address: '0xDeCAFB666eE4F9c5E9F5B26Dc02E443035717D55',
      group: 'periphery',
    }),
    mainnetEntry({
      id: 'ybold/staker-factory',
      name: 'Staker Factory',
      address: '0x4219A2084e77865Ed94607412a96f5e503278869',
      group: 'periphery',
      notes: 'Deploys the staked-yBOLD strategy.',
    }),
    mainnetEntry({
      id: 'ybold/strategy-factory',
      name: 'Strategy Factory (Auction 1.0.4)',
      address: '0xbf7A38C6de0831916301B8dD09BD72FBd0C547D1',
      group: 'periphery',
      notes:
        'Created the Auction 1.0.4 strategy set; its strategies sell collateral through the 1.0.4 auction factory.',
      changes: [
        {
          kind: 'added',
          date: '2026-02-19',
          source: {
            label: 'Deployment transaction on Etherscan',
            url: 'https://etherscan.io/tx/0xe7c04136a9eca7ebdb22b540adc7500b913eb40a9d881406bfaa076484aa35db',
          },
        },
      ],
    }),
    mainnetEntry({
      id: 'ybold/strategy-factory-first',
      name: 'Strategy Factory (first)',
      address: '0x73dfCc4fB90E6e252E5D41f6588534a8043dBa58',
      group: 'periphery',
      notes: 'Created the first strategy set.',
    }),
    mainnetEntry({
      id: 'ybold/auction-factory-104',
      name: 'Auction Factory 1.0.4',
      address: '0xbA7FCb508c7195eE5AE823F37eE2c11D7ED52F8e',
      group: 'periphery',
      notes: 'Deploys the Dutch auctions of the Auction 1.0.4 strategy set.',
    }),
    mainnetEntry({
      id: 'ybold/auction-factory-first',
      name: 'Auction Factory (first)',
      address: '0xa3A3702d81Fd317FA1B8735227e29dc756C976C5',
      group: 'periphery',
      notes: 'Deploys the Dutch auctions of the first strategy set.',
      changes: [
        {
          kind: 'added',
          date: '2025-05-26',
          source: {
            label: 'Deployment transaction on Etherscan',
            url: 'https://etherscan.io/tx/0x03f2603415dfd0b0056cf663305332c9d6e281a286a9acd3855ffa7f5272ed61',
          },
        },
      ],
    }),
    mainnetEntry({
      id: 'ybold/apr-oracle',
      name: 'Strategy APR Oracle',
      address: '0x555f3FFe6c5c6C65609d8627ef30dA0aF9060B3D',
      group: 'periphery',
    }),
    mainnetEntry({
      id: 'ybold/apr-oracle-sp-fix',
      name: 'Strategy APR Oracle (Stability Pool yield fix)',
      address: '0x7a7F1C839cf7807D788Da5276A0174Fc2Bb14409',
      group: 'periphery',
      notes:
        'Which of the two oracles the V3 APR Oracle uses for each strategy is read from its oracles(strategy) mapping.',
    }),
    mainnetEntry({
      id: 'ybold/vault-report-trigger',
      name: 'Vault fixed report trigger',
      address: '0xFdfEbEE8eD1Ae9Fed6b5b23FfE6dFa14E84c9B3A',
      group: 'periphery',
    }),
    mainnetEntry({
      id: 'ybold/strategy-report-trigger',
      name: 'Strategy fixed report trigger',
      address: '0xb9F57B62Cbe9463da16E5b75e3B809321a0eA871',
      group: 'periphery',
    }),
    mainnetEntry({
      id: 'ybold/deposit-limit-module',
      name: 'OnLoss Deposit Limit Module',
      address: '0x746C238E34a6dBFE1d35d50471467Bd7Bf898f62',
      group: 'periphery',
    }),
  ],
});
