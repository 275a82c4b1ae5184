/**
 * The docs sections, each named once. The docs plugins, the navbar and
 * footer, the search result groups, the section-root redirects, the
 * not-found page, llms.txt and the MCP server's section filter all take
 * their sections from this list, in its order.
 */

export interface DocsSection {
  /** Docs plugin id, folder under docs/ and route base path: one name for all three. */
  id: string;
  /** The section's name wherever the site shows it: navbar, footer, search result groups, llms.txt, not-found page. */
  label: string;
  /** The section's sidebar: `sidebars/<file>.ts`, exporting the sidebar `<id>`. */
  sidebar: {file: string; id: string};
  /** Doc id of the page the section root opens; `index` is the root's own page, which needs no redirect. */
  landingDoc: string;
  /** What the section holds, as the not-found page says after its link. */
  hint: string;
  /** Whether the navbar links the section (the audience tracks do; the others are reached from the footer). */
  inNavbar: boolean;
  /** The footer column that links the section. */
  footerColumn: 'Docs' | 'More';
}

export const docsSections = [
  {
    id: 'getting-started',
    label: 'User Docs',
    sidebar: {file: 'userDocs', id: 'userDocsSidebar'},
    landingDoc: 'intro',
    hint: 'using vaults, lockers and yields',
    inNavbar: true,
    footerColumn: 'Docs',
  },
  {
    id: 'developers',
    label: 'Dev Docs',
    sidebar: {file: 'developers', id: 'developers'},
    landingDoc: 'building-on-yearn',
    hint: 'integrations, guides and contract reference',
    inNavbar: true,
    footerColumn: 'Docs',
  },
  {
    id: 'contributing',
    label: 'DAO Docs',
    sidebar: {file: 'contributing', id: 'contributingSidebar'},
    landingDoc: 'introduction',
    hint: 'governance and contributing',
    inNavbar: true,
    footerColumn: 'Docs',
  },
  {
    id: 'resources',
    label: 'Resources',
    sidebar: {file: 'resources', id: 'resourcesSidebar'},
    landingDoc: 'index',
    hint: 'glossary, FAQ and deprecated projects',
    inNavbar: false,
    footerColumn: 'More',
  },
  {
    id: 'partners',
    label: 'Partners',
    sidebar: {file: 'partners', id: 'partnersSidebar'},
    landingDoc: 'introduction',
    hint: 'the partner program',
    inNavbar: false,
    footerColumn: 'More',
  },
] as const satisfies readonly DocsSection[];

export type DocsSectionId = (typeof docsSections)[number]['id'];

export const docsSectionIds: readonly DocsSectionId[] = docsSections.map((section) => section.id);

/** The section root, e.g. `/developers`. */
export function sectionRoute(section: Pick<DocsSection, 'id'>): string {
  return `/${section.id}`;
}

/** The page the section root opens, e.g. `/developers/building-on-yearn`. */
export function landingPath(section: Pick<DocsSection, 'id' | 'landingDoc'>): string {
  return section.landingDoc === 'index' ? sectionRoute(section) : `${sectionRoute(section)}/${section.landingDoc}`;
}
