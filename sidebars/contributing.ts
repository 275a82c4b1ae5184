import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {link} from './shared';

const sidebars: SidebarsConfig = {
  contributingSidebar: [
    'introduction',
    'contribute',
    'contributor-tools',
    {
      type: 'category',
      label: 'Operations',
      items: [
        'operations/budget',
        'operations/decision-making',
        'operations/osc-levels',
        link('Budget Requests', 'https://github.com/yearn/budget/issues'),
      ],
    },
    {
      type: 'category',
      label: 'Governance',
      items: [
        'governance/governance-and-operations',
        'governance/proposal-process',
        'governance/proposal-repository',
        'governance/yfi',
        link('stYFI Dashboard', 'https://styfi.yearn.fi/'),
        link('stYFI Snapshot Voting Page', 'https://snapshot.org/#/s:styfi.eth'),
        {
          type: 'category',
          label: 'veYFI (deprecated)',
          link: {type: 'doc', id: 'governance/veYFI-intro'},
          items: [
            'governance/veyfi',
            'governance/veYFI-comp-summary',
            'governance/veyfi-calculator',
            link('Contract Addresses →', '/developers/addresses/veyfi-contracts'),
            link('veYFI dApp', 'https://veyfi.yearn.fi/'),
            link('veYFI Snapshot Voting Page (legacy)', 'https://snapshot.org/#/veyfi.eth'),
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Documentation',
      items: ['documentation/working-on-docs', 'documentation/writing-style-guide'],
    },
  ],
};

export default sidebars;
