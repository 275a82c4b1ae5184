/** Finds where the site publishes an address. Plain data, no network. */
import {addressPages, allEntries, chains} from './index';
import type {AddressEntry} from './types';

export interface PublishedMatch {
  entry: AddressEntry;
  pageTitle: string;
  route: string;
  groupTitle: string;
  chainName: string;
  /** Why the product itself is deprecated, when it is. */
  productNotice?: string;
}

/** Every published entry with this address, on any chain; letter case is ignored. */
export function findPublished(address: string): PublishedMatch[] {
  const wanted = address.toLowerCase();
  return allEntries
    .filter((e) => e.address.toLowerCase() === wanted)
    .map((entry) => {
      const page = addressPages[entry.id.split('/')[0] as keyof typeof addressPages];
      return {
        entry,
        pageTitle: page.title,
        route: page.route,
        groupTitle: page.groups.find((g) => g.id === entry.group)?.title ?? entry.group,
        chainName: chains[entry.chainId].name,
        productNotice: page.productNotice,
      };
    });
}
