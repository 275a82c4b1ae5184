/** The three audience entry points on the home page. */
export interface HomeCard {
  title: string;
  tagline: string;
  description: string;
  to: string;
  variant: 'users' | 'developers' | 'dao';
}

export const homeCards: readonly HomeCard[] = [
  {
    title: 'User Docs',
    tagline: 'Put your assets to work.',
    description: 'How vaults, lockers and yields work, and how to use them safely.',
    to: '/getting-started/intro',
    variant: 'users',
  },
  {
    title: 'Dev Docs',
    tagline: 'Build with Yearn.',
    description: 'Integrate vaults, write strategies, find every contract and its API.',
    to: '/developers/building-on-yearn',
    variant: 'developers',
  },
  {
    title: 'DAO Docs',
    tagline: 'Help steer the protocol.',
    description: 'Governance, proposals, YFI and how contributors work together.',
    to: '/contributing/introduction',
    variant: 'dao',
  },
];
