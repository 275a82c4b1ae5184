import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {divider, link} from './shared';

const sidebars: SidebarsConfig = {
  userDocsSidebar: [
    {
      type: 'category',
      label: 'Yearn Products',
      link: {type: 'doc', id: 'intro'},
      items: [
        {
          type: 'category',
          label: 'yVaults',
          link: {type: 'doc', id: 'products/yvaults/overview'},
          items: [
            {
              type: 'category',
              label: 'yvUSD',
              link: {type: 'doc', id: 'products/yvaults/yvusd'},
              items: [link('yvUSD Contract Addresses →', '/developers/addresses/yvusd-contracts')],
            },
            {
              type: 'category',
              label: 'yVaults v3',
              link: {type: 'doc', id: 'products/yvaults/v3'},
              items: [
                link('v3 Vaults Interface Guide →', '/getting-started/guides/using-yearn-v3'),
                link('v3 Vaults dApp', 'https://yearn.fi/v3'),
              ],
            },
            {
              type: 'category',
              label: 'yVaults v2',
              link: {type: 'doc', id: 'products/yvaults/v2'},
              items: [
                link('v2 Vaults Interface Guide →', '/getting-started/guides/using-yearn-v2'),
                link('v2 Vaults dApp', 'https://yearn.fi/vaults'),
              ],
            },
            {type: 'doc', id: 'products/yvaults/yBold', label: 'yBOLD'},
            'products/yvaults/vault-tokens',
            {type: 'doc', id: 'products/yvaults/yvaults-faq', label: 'yVaults FAQ'},
            link('yVaults Dev Docs →', '/developers/v3/overview'),
          ],
        },
        {type: 'doc', id: 'products/ytranche', label: 'yTranche'},
        {
          type: 'category',
          label: 'yLockers',
          link: {type: 'doc', id: 'products/ylockers/overview'},
          items: [
            {
              type: 'category',
              label: 'yCRV',
              link: {type: 'doc', id: 'products/ylockers/ycrv/overview'},
              items: [
                'products/ylockers/ycrv/ycrv-guide',
                'products/ylockers/ycrv/ycrv-faq',
                link('yCRV Contract Addresses →', '/developers/addresses/ycrv-contracts'),
                link('yCRV dApp', 'https://ycrv.yearn.fi/'),
              ],
            },
            {
              type: 'category',
              label: 'yYB',
              link: {type: 'doc', id: 'products/ylockers/yyb/overview'},
              items: [
                'products/ylockers/yyb/yyb-faq',
                'products/ylockers/yyb/yyb-guide',
                'products/ylockers/yyb/yyb-migration-guide',
                link('yYB Contract Addresses →', '/developers/addresses/yyb-contracts'),
                link('yYB dApp', 'https://yyb.yearn.fi/'),
              ],
            },
            {
              type: 'category',
              label: 'yPRISMA (deprecated)',
              link: {type: 'doc', id: 'products/ylockers/yprisma/overview'},
              items: [
                link('yPRISMA Interface Guide (archived) →', '/resources/deprecated/yPrisma/yprisma-guide'),
                link('yPRISMA FAQ (archived) →', '/resources/deprecated/yPrisma/yprisma-faq'),
                link('yPRISMA Contract Addresses →', '/developers/addresses/yprisma-contracts'),
              ],
            },
            // The yBAL overview has no entry (spec section 2): it is reached by link only.
          ],
        },
        {
          type: 'category',
          label: 'yPools (deprecated)',
          link: {type: 'doc', id: 'products/ypools/ypools-overview'},
          items: [
            {
              type: 'category',
              label: 'yETH (deprecated)',
              link: {type: 'doc', id: 'products/ypools/yeth/overview'},
              items: [
                {type: 'doc', id: 'products/ypools/yeth/yeth-faq', label: 'yETH FAQ'},
                link('yETH dApp', 'https://yeth.yearn.fi/'),
              ],
            },
          ],
        },
        link('stYFI →', '/contributing/governance/styfi'),
        {
          type: 'category',
          label: 'Curation',
          link: {type: 'doc', id: 'products/curating/introduction'},
          items: [
            {type: 'doc', id: 'products/curating/morpho-curating', label: 'Morpho'},
            {type: 'doc', id: 'products/curating/term-curating', label: 'Term'},
          ],
        },
      ],
    },
    divider,
    {
      type: 'category',
      label: 'About Yearn',
      items: [
        'yearn-principles',
        link('The Blue Pill', 'https://bluepill.yearn.dev/'),
        link('DAO Docs →', '/contributing/introduction'),
      ],
    },
    divider,
    {
      type: 'category',
      label: 'Guides',
      items: [
        link('Migrate from veYFI →', '/contributing/governance/migrating-from-veyfi'),
        'guides/user-faq',
        'guides/using-yearn-v3',
        'guides/using-yearn-v2',
        'guides/how-boost-works',
        'guides/how-to-add-a-custom-token-to-metamask',
        'guides/how-to-understand-yvault-roi',
        'guides/how-apy-works',
        'guides/how-to-understand-strategies-descriptions',
      ],
    },
    {type: 'doc', id: 'llm-friendly-docs', label: 'LLM Friendly Documentation'},
    divider,
    link('Token and Contract Addresses →', '/developers/addresses'),
    link('Understanding Risks →', '/developers/security/risks'),
    link('Smart Contracts →', '/developers/smart-contracts'),
    link('Security →', '/developers/security'),
    link('Deprecated Projects →', '/resources/deprecated'),
  ],
};

export default sidebars;
