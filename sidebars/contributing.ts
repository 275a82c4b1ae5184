import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {yipDocId, yips} from '../src/data/yips';
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
        {
          type: 'category',
          label: 'YIP records',
          // One page per YIP, newest first, in the order of the records.
          items: yips.map((yip) => yipDocId(yip.n)),
        },
        'governance/yfi',
        {
          type: 'category',
          label: 'stYFI',
          link: {type: 'doc', id: 'governance/styfi'},
          items: [
            'governance/migrating-from-veyfi',
            'governance/liquid-lockers',
            link('Contract Addresses →', '/developers/addresses/styfi-contracts'),
            link('stYFI dashboard', 'https://styfi.yearn.fi/'),
            link('Migration + LLYFI dashboard', 'https://veyfi.yearn.fi/'),
            link('Legacy veYFI lock management', 'https://legacy-veyfi.yearn.fi/'),
            link('stYFI Snapshot Voting Page', 'https://snapshot.org/#/s:styfi.eth'),
          ],
        },
        {
          type: 'category',
          label: 'veYFI (Deprecated)',
          link: {type: 'doc', id: 'governance/veYFI-intro'},
          items: [
            'governance/veyfi',
            'governance/veYFI-comp-summary',
            'governance/veyfi-calculator',
            'governance/veyfi-faq',
            link('Contract Addresses →', '/developers/addresses/veyfi-contracts'),
            link('veYFI / LLYFI dashboard', 'https://veyfi.yearn.fi/'),
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
