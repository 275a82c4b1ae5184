/**
 * `find_address` and `list_chains` over /addresses.json: which chain an
 * argument names (id or name, any letter case), and the registry entries a
 * query matches by address (whole or a prefix), ENS name, id, name, group or
 * label, current entries first.
 */
import type {AddressData, AddressRecord} from './site';

export type ChainInfo = AddressData['chains'][number];

export const MAX_ADDRESS_QUERY_LENGTH = 200;
export const MAX_ADDRESS_RESULTS = 50;

/** The chain an argument names: its id (number or digits) or its name, in any letter case. */
export function resolveChain(chains: readonly ChainInfo[], argument: string | number): ChainInfo | null {
  const text = String(argument).trim().toLowerCase();
  return (
    chains.find((chain) => String(chain.chainId) === text) ??
    chains.find((chain) => chain.name.toLowerCase() === text) ??
    // "Arbitrum" for "Arbitrum One"
    chains.find((chain) => chain.name.toLowerCase().split(' ')[0] === text) ??
    null
  );
}

/** The sentence for an argument that names no chain, listing those that exist. */
export function unknownChainMessage(chains: readonly ChainInfo[], argument: string | number): string {
  return `"${argument}" is not a chain this site lists. Chains: ${chains.map((chain) => `${chain.name} (${chain.chainId})`).join(', ')}.`;
}

const FULL_ADDRESS = /^0x[0-9a-f]{40}$/;
const ADDRESS_PREFIX = /^0x[0-9a-f]{4,39}$/;

/** How well an entry answers a query; 0 for no match, higher first. */
function matchScore(entry: AddressRecord, query: string, words: readonly string[]): number {
  const address = entry.address.toLowerCase();
  if (FULL_ADDRESS.test(query)) return address === query ? 100 : 0;
  if (ADDRESS_PREFIX.test(query)) return address.startsWith(query) ? 90 : 0;
  const name = entry.name.toLowerCase();
  if (entry.ens?.toLowerCase() === query || entry.id.toLowerCase() === query) return 80;
  if (name === query) return 70;
  const text = [entry.name, entry.ens, entry.id, entry.group, entry.label, entry.chain]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  if (!words.every((word) => text.includes(word))) return 0;
  if (name.includes(query)) return 60;
  return words.every((word) => name.includes(word)) ? 50 : 40;
}

export function findAddresses(
  data: AddressData,
  query: string,
  chain?: ChainInfo,
): {total: number; entries: AddressRecord[]} {
  const wanted = query.trim().toLowerCase();
  const words = wanted.split(/[\s,;]+/).filter(Boolean);
  const matches = data.addresses
    .map((entry, index) => ({
      entry,
      index,
      score: chain && entry.chainId !== chain.chainId ? 0 : matchScore(entry, wanted, words),
    }))
    .filter(({score}) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(a.entry.status !== 'current') - Number(b.entry.status !== 'current') ||
        a.index - b.index,
    );
  return {total: matches.length, entries: matches.slice(0, MAX_ADDRESS_RESULTS).map(({entry}) => entry)};
}
