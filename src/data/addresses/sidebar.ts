/**
 * The address pages as the developer sidebar lists them, under "Token and
 * Contract Addresses": every page of `addressPages` but the index (the
 * category's own page), in that record's order, each with its short label.
 * The record is typed by page id, so an address page without a label does
 * not compile, and the sidebar cannot leave one out.
 */
import {addressPages} from './index';
import type {AddressPage, AddressPageId} from './types';

export const addressSidebarLabels: Readonly<Record<Exclude<AddressPageId, 'index'>, string>> = {
  core: 'General',
  yvusd: 'yvUSD',
  ybold: 'yBOLD',
  v3: 'yVaults v3',
  v2: 'yVaults v2',
  styfi: 'stYFI',
  veyfi: 'veYFI',
  ycrv: 'yCRV',
  yyb: 'yYB',
  ypools: 'yETH',
  yprisma: 'yPRISMA',
  lens: 'Lens',
};

/** The developer docs' route prefix: a page's doc id is its route below it. */
const DEVELOPER_DOCS_ROUTE = '/developers/';

export interface AddressSidebarDoc {
  /** Doc id in the developer docs (`addresses/v3-contracts`). */
  id: string;
  label: string;
}

export function docIdOfRoute(route: string): string {
  if (!route.startsWith(DEVELOPER_DOCS_ROUTE))
    throw new Error(
      `Address page route ${route} is not under ${DEVELOPER_DOCS_ROUTE}: address pages are developer docs`,
    );
  return route.slice(DEVELOPER_DOCS_ROUTE.length);
}

/**
 * The category's page (the address index) and its items, from the given
 * pages and labels; a page without a label stops the build, naming the step.
 */
export function sidebarOf(
  pages: readonly Pick<AddressPage, 'id' | 'route'>[],
  labels: Readonly<Partial<Record<AddressPageId, string>>>,
): {indexDocId: string; docs: AddressSidebarDoc[]} {
  const index = pages.find((page) => page.id === 'index');
  if (!index) throw new Error('The address pages have no index page');
  return {
    // The index is the folder's index.mdx, served at the folder's route.
    indexDocId: `${docIdOfRoute(index.route)}/index`,
    docs: pages
      .filter((page) => page.id !== 'index')
      .map((page) => {
        const label = labels[page.id];
        if (!label)
          throw new Error(
            `Address page "${page.id}" has no sidebar label: add it to addressSidebarLabels in src/data/addresses/sidebar.ts`,
          );
        return {id: docIdOfRoute(page.route), label};
      }),
  };
}

/** The developer sidebar's address category, from the site model. */
export const addressSidebar = () => sidebarOf(Object.values(addressPages), addressSidebarLabels);
