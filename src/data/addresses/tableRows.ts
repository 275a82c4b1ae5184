/**
 * The rows of one address table. A contract at the same address on several
 * chains is one row with a cell per chain (its copies name the row's entry
 * in `row`). When a table's rows are on several chains, they are ordered by
 * the chain list and each chain opens with a heading: per-chain sections.
 */
import {chainIds} from '../chains';
import type {AddressEntry} from './types';

export interface TableRow {
  entry: AddressEntry;
  /** The same contract on the other chains it is published on, in the chain list's order. */
  onChains: AddressEntry[];
  /** True on the first row of a chain's section, when the table has sections. */
  heading: boolean;
}

const chainOrder = (entry: AddressEntry) => chainIds.indexOf(entry.chainId);

export function tableRows(entries: readonly AddressEntry[]): TableRow[] {
  const ids = new Set(entries.map((e) => e.id));
  const primaries = entries.filter((e) => !e.row || !ids.has(e.row));
  const copies = (entry: AddressEntry) =>
    entries.filter((e) => e.row === entry.id).sort((a, b) => chainOrder(a) - chainOrder(b));
  const sectioned = new Set(primaries.map((e) => e.chainId)).size > 1;
  const ordered = sectioned ? [...primaries].sort((a, b) => chainOrder(a) - chainOrder(b)) : primaries;
  return ordered.map((entry, i) => ({
    entry,
    onChains: copies(entry),
    heading: sectioned && (i === 0 || ordered[i - 1]!.chainId !== entry.chainId),
  }));
}
