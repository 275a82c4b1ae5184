/**
 * The address pages as the developer sidebar lists them, under the address
 * category: the index is the category's own page and names it, and every
 * other page of `addressPages` follows in that record's order, under the
 * label its module gives it.
 */
import {addressPages} from './index';
import type {AddressPage} from './types';

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

/** A page's doc id; the index is the folder's index.mdx, served at the folder's route. */
export function addressDocId(page: Pick<AddressPage<string>, 'id' | 'route'>): string {
  return page.id === 'index' ? `${docIdOfRoute(page.route)}/index` : docIdOfRoute(page.route);
}

/** The category (its label and page, the address index) and its items, from the given pages. */
export function sidebarOf(pages: readonly Pick<AddressPage<string>, 'id' | 'route' | 'sidebarLabel'>[]): {
  label: string;
  indexDocId: string;
  docs: AddressSidebarDoc[];
} {
  const index = pages.find((page) => page.id === 'index');
  if (!index) throw new Error('The address pages have no index page');
  return {
    label: index.sidebarLabel,
    indexDocId: addressDocId(index),
    docs: pages
      .filter((page) => page.id !== 'index')
      .map((page) => ({id: addressDocId(page), label: page.sidebarLabel})),
  };
}

/** The developer sidebar's address category, from the site model. */
export const addressSidebar = () => sidebarOf(Object.values(addressPages));
