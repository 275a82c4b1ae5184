import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {contractSidebarItems} from '../src/contracts/sidebar';
import {addressSidebar} from '../src/data/addresses/sidebar';
import {divider, link} from './shared';

/** Guide pages that deprecated V2 releases carry beside their contract pages (placed by path). */
const deprecatedV2GuideDocs = [
  'smart-contracts/deprecated/V2/version-0.4.2/getting-started',
  'smart-contracts/deprecated/V2/version-0.4.2/process-and-procedures/deployment',
  'smart-contracts/deprecated/V2/version-0.4.2/process-and-procedures/emergency',
  'smart-contracts/deprecated/V2/version-0.4.2/process-and-procedures/naming-convention',
  'smart-contracts/deprecated/V2/version-0.4.2/process-and-procedures/operations',
  'smart-contracts/deprecated/V2/version-0.4.2/yearn-api',
  'smart-contracts/deprecated/V2/version-0.4.2/yearn-lens/index',
  'smart-contracts/deprecated/V2/version-0.4.2/yearn-lens/contracts',
  'smart-contracts/deprecated/V2/version-0.4.2/yearn-sdk/yearn-stack',
  'smart-contracts/deprecated/V2/version-0.4.3/yearn-api',
  'smart-contracts/deprecated/V2/version-0.4.3/yearn-lens/index',
  'smart-contracts/deprecated/V2/version-0.4.3/yearn-sdk/yearn-stack',
  'smart-contracts/deprecated/V2/version-0.4.5/yearn-api',
  'smart-contracts/deprecated/V2/version-0.4.5/yearn-lens/index',
  'smart-contracts/deprecated/V2/version-0.4.5/yearn-sdk/yearn-stack',
];

const sidebars: SidebarsConfig = {
  developers: [
    {
      type: 'category',
      label: 'Building on Yearn',
      link: {type: 'doc', id: 'building-on-yearn'},
      items: [
        {
          type: 'category',
          label: 'yVaults',
          items: [
            {
              type: 'category',
              label: 'yvUSD',
              link: {type: 'doc', id: 'yvusd/index'},
              items: [
                'yvusd/cross-chain-strategies',
                'yvusd/locked-yvusd',
                'yvusd/api',
                link('yvUSD Contract Addresses →', '/developers/addresses/yvusd-contracts'),
              ],
            },
            {
              type: 'category',
              label: 'yVaults v3',
              link: {type: 'doc', id: 'v3/overview'},
              items: [
                'v3/Integrating_v3',
                'v3/strategy_writing_guide',
                'v3/yield_accrual',
                'v3/yield_optimization',
                'v3/vault_management',
                'v3/vault_deployment',
                'v3/periphery',
                'v3/protocol_fees',
                link('v3 Contract Addresses →', '/developers/addresses/v3-contracts'),
                link('Smart Contracts →', '/developers/smart-contracts/V3'),
              ],
            },
            {
              type: 'category',
              label: 'yVaults v2',
              items: [
                'v2/getting-started',
                'v2/DEPLOYMENT',
                'v2/CONTRACTS_REVIEW',
                'v2/vault-factory',
                'v2/SPECIFICATION',
                'v2/OPERATIONS',
                'v2/hacking-with-yearn',
                'v2/additional-resources',
                link('v2 Contract Addresses →', '/developers/addresses/v2-contracts'),
                link('Smart Contracts →', '/developers/smart-contracts/V2'),
              ],
            },
            {
              type: 'category',
              label: 'yVaults v1',
              link: {type: 'doc', id: 'v1/introduction'},
              items: ['v1/interfaces'],
            },
            'v2/naming-convention',
          ],
        },
        {
          type: 'category',
          label: 'yPools',
          link: {type: 'doc', id: 'ypools/ypools-overview'},
          items: [
            'ypools/ypools-roles',
            {
              type: 'category',
              label: 'yETH',
              items: [
                {type: 'doc', id: 'ypools/yeth/yeth-overview', label: 'Overview'},
                {type: 'doc', id: 'ypools/yeth/adding-assets', label: 'Adding Assets to yETH'},
              ],
            },
            link('yPools Contract Addresses →', '/developers/addresses/ypools-contracts'),
          ],
        },
        {
          type: 'category',
          label: 'Yearn Data Services',
          link: {type: 'doc', id: 'data-services/yearn-data'},
          items: [
            {
              type: 'category',
              label: 'Metrics',
              link: {type: 'doc', id: 'data-services/metrics/index'},
              items: ['data-services/metrics/lifetime-earnings'],
            },
            'data-services/kong',
            'data-services/ydaemon',
            'data-services/yearn-api',
            {
              type: 'category',
              label: 'Subgraph',
              link: {type: 'doc', id: 'data-services/subgraph-info'},
              items: ['data-services/entities', 'data-services/queries'],
            },
            'data-services/yearn-lens',
            {type: 'doc', id: 'governance-apps', label: 'Governance Apps (Repo)'},
          ],
        },
        {
          type: 'category',
          label: 'Front End Development',
          link: {type: 'doc', id: 'front-end-development'},
          items: ['wallet-integration', 'data-services/yearn-stack', 'v2/fork-yearn-ui'],
        },
        {
          type: 'category',
          label: 'Other Stuff',
          items: ['v2/yswaps', 'auctions', 'v2/ledger-plugin'],
        },
      ],
    },
    divider,
    {
      type: 'category',
      label: addressSidebar().label,
      link: {type: 'doc', id: addressSidebar().indexDocId},
      items: addressSidebar().docs.map(({id, label}) => ({type: 'doc' as const, id, label})),
    },
    divider,
    {
      type: 'category',
      label: 'Smart Contracts',
      link: {type: 'doc', id: 'smart-contracts/index'},
      items: [
        {
          type: 'category',
          label: 'yVaults V3',
          link: {type: 'doc', id: 'smart-contracts/V3/index'},
          items: contractSidebarItems('V3', {
            order: ['BaseStrategy', 'TokenizedStrategy', 'VaultFactory', 'VaultV3', 'Periphery'],
          }),
        },
        {
          type: 'category',
          label: 'yVaults V2',
          link: {type: 'doc', id: 'smart-contracts/V2/index'},
          items: contractSidebarItems('V2', {
            order: ['BaseStrategy', 'BaseFeeOracle', 'CommonHealthCheck', 'registry', 'vault', 'test'],
          }),
        },
        {type: 'category', label: 'V1 Vaults', items: ['v1/interfaces']},
        'smart-contracts/yearn-api',
        link('Yearn Lens →', '/developers/data-services/yearn-lens#contracts'),
        {
          type: 'category',
          label: 'Deprecated',
          link: {type: 'doc', id: 'smart-contracts/deprecated/index'},
          items: [
            {type: 'category', label: 'yVaults V1', items: contractSidebarItems('deprecated/V1')},
            {
              type: 'category',
              label: 'yVaults V2',
              items: contractSidebarItems('deprecated/V2', {docs: deprecatedV2GuideDocs}),
            },
            {type: 'category', label: 'yVaults V3', items: contractSidebarItems('deprecated/V3')},
          ],
        },
      ],
    },
    divider,
    {
      type: 'category',
      label: 'Security',
      link: {type: 'doc', id: 'security/index'},
      items: [
        'security/multisig',
        {
          type: 'category',
          label: 'Risks',
          link: {type: 'doc', id: 'security/risks/index'},
          items: [
            'security/risks/risk-score',
            'security/risks/protocol-risks',
            'security/risks/strategy-risks',
            'security/risks/vault-risks',
          ],
        },
        'security/testing',
        'security/EMERGENCY',
      ],
    },
    divider,
    link('LLM Friendly Documentation', '/getting-started/llm-friendly-docs'),
  ],
};

export default sidebars;
