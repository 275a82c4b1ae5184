/** yETH, the first yPool (Ethereum). Rendered on /developers/addresses/ypools-contracts. */
import {mainnetEntry} from './define';
import type {AddressPage} from './types';

export const ypoolsPage: AddressPage = {
  id: 'ypools',
  route: '/developers/addresses/ypools-contracts',
  title: 'yPools Contract Addresses',
  productNotice:
    'yETH was exploited, and Yearn governance passed YIP-90, the "yETH Optimistic Recovery Plan" (proposal created on 2025-12-12). yPools (yETH) is a retired product. If you hold yETH or st-yETH, follow the recovery plan and do not deposit; these addresses stay published so holders can identify the contracts.',
  groups: [
    {id: 'tokens', title: 'Tokens'},
    {id: 'pool', title: 'Pool, liquidity and modules'},
    {id: 'roles', title: 'Roles'},
    {id: 'governance', title: 'Governance'},
    {id: 'previous', title: 'Replaced and deprecated addresses'},
  ],
  entries: [
    mainnetEntry({
      id: 'ypools/yeth',
      name: 'yETH',
      address: '0x1BED97CBC3c24A4fb5C069C6E311a967386131f7',
      group: 'tokens',
      notes: 'Token of the pool: one yETH represents a basket of liquid staking tokens.',
    }),
    mainnetEntry({
      id: 'ypools/st-yeth',
      name: 'st-yETH',
      address: '0x583019fF0f430721aDa9cfb4fac8F06cA104d0B4',
      group: 'tokens',
      notes: 'Staked yETH. This is the redeployed contract; the first st-yETH from the bootstrap phase is deprecated.',
    }),

    mainnetEntry({
      id: 'ypools/pool',
      name: 'Pool',
      address: '0xCcd04073f4BdC4510927ea9Ba350875C3c65BF81',
      group: 'pool',
      label: 'Current since the 2025 migration',
      notes: 'The yETH pool after the 2025 migration.',
    }),
    mainnetEntry({
      id: 'ypools/rate-providers',
      name: 'Rate Providers',
      address: '0x5a7CbC89d543399743D7c4b4a21110b19c6208AE',
      group: 'pool',
      label: 'Current since the 2025 migration',
      notes: 'Reports the exchange rate of each asset in the pool.',
    }),
    mainnetEntry({
      id: 'ypools/pol',
      name: 'Protocol Owned Liquidity',
      address: '0x929401e30Aab6bd648dEf2d30FF44952BaB04478',
      group: 'pool',
    }),
    mainnetEntry({
      id: 'ypools/bootstrap',
      name: 'Bootstrap: Deposit, Vote, Claim Incentives',
      address: '0x41B994C192183793bB9cc35bAAb8bD9C6885c6bf',
      group: 'pool',
      notes: 'Contract of the launch phase: deposits, the first asset vote and incentive claims.',
    }),
    mainnetEntry({
      id: 'ypools/bootstrap-claim',
      name: 'Bootstrap: Claim st-yETH',
      address: '0x7cf484D9d16BA26aB3bCdc8EC4a73aC50136d491',
      group: 'pool',
      notes: 'Bootstrap participants claim the redeployed st-yETH here.',
    }),
    mainnetEntry({
      id: 'ypools/shutdown-module',
      name: 'Shutdown Module',
      address: '0xe9462885290eb79ece41367d92712d6f525Ba5FA',
      group: 'pool',
    }),
    mainnetEntry({
      id: 'ypools/curve-lp-module',
      name: 'Curve LP Module',
      address: '0xCE62d9Eb4409af3800e24719e08A736aab7D2022',
      group: 'pool',
    }),
    mainnetEntry({
      id: 'ypools/staking-module',
      name: 'Staking Module',
      address: '0x27a2FC2D47c5063A551C8fE81F580b84Ab78aC52',
      group: 'pool',
    }),
    mainnetEntry({
      id: 'ypools/merkle-incentives',
      name: 'Merkle Incentives',
      address: '0xAE9De8A3e62e8E2f1e3800d142D23527680a5179',
      group: 'pool',
    }),

    mainnetEntry({
      id: 'ypools/management',
      name: 'Management',
      address: '0xbBBBBbbB6B942883EAd4976882C99201108c784d',
      group: 'roles',
      notes: 'Trusted role for limited privileged operations such as weight changes and whitelisting assets.',
    }),
    mainnetEntry({
      id: 'ypools/guardian',
      name: 'Guardian',
      address: '0xDC775e813cDB38a4f02c4BAd3942319088018eFA',
      group: 'roles',
      notes: 'Emergency-only role: can put the pool in pause mode.',
    }),

    mainnetEntry({
      id: 'ypools/weight-vote',
      name: 'Weight Vote',
      address: '0x50397CAB18446761F05883338111AE0eD8213DA3',
      group: 'governance',
      notes: 'Takes the place of the Inclusion Vote in yETH governance.',
    }),
    mainnetEntry({
      id: 'ypools/ownership-proxy',
      name: 'Ownership Proxy',
      address: '0x56aF9C2780E0323810aCFdAeaB3F58ef6e76FaFd',
      group: 'governance',
    }),
    mainnetEntry({
      id: 'ypools/executor',
      name: 'Executor',
      address: '0x71258Ee726644f1D52d6A9F5E11C21d1E38c2bF1',
      group: 'governance',
      notes: 'Builds and runs proposal scripts: script(address _to, bytes _data).',
    }),
    mainnetEntry({
      id: 'ypools/generic-governor',
      name: 'Generic Governor',
      address: '0xB7a528CF6D36F736Fa678A629b98A427d43E5ba5',
      group: 'governance',
      notes:
        'Takes proposals with propose(bytes32 _ipfs, bytes _script); epochs of four weeks (three to propose, one to vote).',
    }),
    mainnetEntry({
      id: 'ypools/pool-governor',
      name: 'Pool Governor',
      address: '0xd192E702ECc54fCFb52f6764333eb8A5C849D6ce',
      group: 'governance',
    }),

    mainnetEntry({
      id: 'ypools/pool-pre-migration',
      name: 'Pool (before the 2025 migration)',
      address: '0x0Ca1bd1301191576Bea9b9afCFD4649dD1Ba6822',
      group: 'previous',
      status: 'deprecated',
      label: 'Replaced in the 2025 migration',
      notes: 'The yETH pool from the mevETH removal until the 2025 migration; the current pool is listed above.',
    }),
    mainnetEntry({
      id: 'ypools/rate-providers-pre-migration',
      name: 'Rate Providers (before the 2025 migration)',
      address: '0x90cfBe0fCccfbd6F895E3b065Aa45C56B635903B',
      group: 'previous',
      status: 'deprecated',
      label: 'Replaced in the 2025 migration',
    }),
    mainnetEntry({
      id: 'ypools/pool-original',
      name: 'Pool (original)',
      address: '0x2cced4ffA804ADbe1269cDFc22D7904471aBdE63',
      group: 'previous',
      status: 'deprecated',
      label: 'Retired when mevETH was removed',
      notes: 'The first yETH pool; do not use it.',
    }),
    mainnetEntry({
      id: 'ypools/rate-providers-original',
      name: 'Rate Providers (original)',
      address: '0x4e322aeAf355dFf8fb9Fd5D18F3D87667E8f8316',
      group: 'previous',
      status: 'deprecated',
      label: 'Retired when mevETH was removed',
    }),
    mainnetEntry({
      id: 'ypools/inclusion-vote',
      name: 'Inclusion Vote',
      address: '0x6bc0878939669339e82dbFa13d260c89230f2c31',
      group: 'previous',
      status: 'deprecated',
      label: 'Replaced by Weight Vote',
      notes: 'Target of set_enable_epoch(uint256) in the asset-inclusion process.',
    }),
  ],
};
