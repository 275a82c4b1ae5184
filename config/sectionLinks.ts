/**
 * The links to the docs sections in the site's chrome (navbar, footer,
 * not-found page), from the sections of the site model (src/data/sections.ts).
 */
import {type DocsSection, docsSections, landingPath, sectionRoute} from '../src/data/sections';

// Type aliases, not interfaces: the theme's item types want an index signature, which only aliases infer.
export type SectionNavbarItem = {
  to: string;
  label: string;
  position: 'left';
  /** Keeps the item highlighted on every page of the section, not only its landing page. */
  activeBaseRegex: string;
};

export type SectionFooterItem = {
  label: string;
  to: string;
};

export interface NotFoundLink {
  to: string;
  label: string;
  hint: string;
}

/** The navbar's section items, left of the others. */
export const sectionNavbarItems: readonly SectionNavbarItem[] = docsSections
  .filter((section) => section.inNavbar)
  .map((section) => ({
    to: landingPath(section),
    label: section.label,
    position: 'left',
    activeBaseRegex: `^${sectionRoute(section)}`,
  }));

/** The section items a footer column opens with. */
export function sectionFooterItems(column: DocsSection['footerColumn']): SectionFooterItem[] {
  return docsSections
    .filter((section) => section.footerColumn === column)
    .map((section) => ({label: section.label, to: landingPath(section)}));
}

const addressesLink: NotFoundLink = {
  to: '/developers/addresses',
  label: 'Contract addresses',
  hint: 'every published address',
};

/** The not-found page's ways back in: every section, and the address pages beside the developer docs. */
export const notFoundLinks: readonly NotFoundLink[] = docsSections.flatMap((section) => [
  {to: landingPath(section), label: section.label, hint: section.hint},
  ...(section.id === 'developers' ? [addressesLink] : []),
]);
