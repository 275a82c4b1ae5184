import {docsSections, landingPath} from '@site/src/data/sections';

/** The three audience entry points on the home page. */
export interface HomeCard {
  title: string;
  tagline: string;
  description: string;
  to: string;
  variant: 'users' | 'developers' | 'dao';
}

/** The audience sections: the ones the navbar links. */
type AudienceSection = Extract<(typeof docsSections)[number], {inNavbar: true}>;

/** What a card says of its section; the title and link are the section's label and landing page. */
const cardCopy: Readonly<Record<AudienceSection['id'], Omit<HomeCard, 'title' | 'to'>>> = {
  'getting-started': {
    tagline: 'Put your assets to work.',
    description: 'How vaults, lockers and yields work, and how to use them safely.',
    variant: 'users',
  },
  developers: {
    tagline: 'Build with Yearn.',
    description: 'Integrate vaults, write strategies, find every contract and its API.',
    variant: 'developers',
  },
  contributing: {
    tagline: 'Help steer the protocol.',
    description: 'Governance, proposals, YFI and how contributors work together.',
    variant: 'dao',
  },
};

export const homeCards: readonly HomeCard[] = docsSections
  .filter((section): section is AudienceSection => section.inNavbar)
  .map((section) => ({title: section.label, to: landingPath(section), ...cardCopy[section.id]}));
