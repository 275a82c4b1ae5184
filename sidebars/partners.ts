import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  partnersSidebar: [
    'introduction',
    'integration_guide',
    {type: 'category', label: 'Templates', items: ['partner-tracker']},
    'submit_pr',
    'yvtokens-as-collateral',
  ],
};

export default sidebars;
