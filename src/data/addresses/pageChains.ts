/** The chains a page's entries are on, in the order of the chain list. */
import {chainIds} from '../chains';
import type {AddressPage, ChainId} from './types';

export function pageChains(page: Pick<AddressPage, 'entries'>): ChainId[] {
  const listed = new Set(page.entries.map((entry) => entry.chainId));
  return chainIds.filter((id) => listed.has(id));
}
