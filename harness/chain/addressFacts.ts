/**
 * The on-chain facts of every address the site publishes, as each chain
 * answers them: Ethereum's in tests/chain/fixtures/mainnet-address-facts.json,
 * the other chains' (and the identity reads such as a factory's apiVersion(),
 * on every chain) in tests/chain/fixtures/multichain-address-facts.json,
 * where every fact names its source. Each entry's
 * address and chain, the ENS name that resolves to it, and the registry or
 * getter reads that return it. The file was written from Yearn's published
 * address sources, never from src/data, so that the chain stand-ins (which
 * answer from it) and the site's data are two independent accounts of the
 * same facts; tests/unit/src/data/addresses/independentFacts.test.ts compares them
 * entry by entry. Change both together, from a published source.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export type FactAddress = `0x${string}`;

/** A view call that returns the entry's address on mainnet: `target.getter(...args)`. */
export interface FactRead {
  target: FactAddress;
  getter: string;
  /** uint256 arguments, as decimal strings. */
  args: string[];
  source?: string;
}

/** A string the contract itself returns, e.g. a factory's apiVersion(). */
export interface IdentityFact {
  fn: string;
  value: string;
  source: string;
}

export interface AddressFact {
  chain: number;
  address: FactAddress;
  /** ENS name that resolves to the address on mainnet. */
  ens?: string;
  reads?: FactRead[];
  /** Where the fact was read: repository@commit:path of a Yearn source, or the on-chain check it rests on. */
  source?: string;
}

export interface AddressFacts {
  /** What the veYFI calculator reads: the veYFI token and each gauge with the decimals of its vault shares. */
  calculator: {veyfi: FactAddress; gauges: {address: FactAddress; shareDecimals: number}[]};
  /** Contracts the site does not list that a read of a listed one returns (so the stand-in answers as mainnet does). */
  unlisted: {address: FactAddress; reads: FactRead[]; about: string}[];
  /** By the site's entry id, so that a difference names its entry. */
  entries: Record<string, AddressFact>;
  /** By the site's entry id: the identity read each entry answers. */
  identities: Record<string, IdentityFact>;
}

// Relative to the project root, where Vitest and Playwright run.
export const ADDRESS_FACTS_FILE = path.resolve('tests/chain/fixtures/mainnet-address-facts.json');
export const MULTICHAIN_FACTS_FILE = path.resolve('tests/chain/fixtures/multichain-address-facts.json');

let cached: AddressFacts | undefined;

export function addressFacts(): AddressFacts {
  if (cached) return cached;
  const mainnet = JSON.parse(readFileSync(ADDRESS_FACTS_FILE, 'utf8')) as Omit<AddressFacts, 'identities'>;
  const multichain = JSON.parse(readFileSync(MULTICHAIN_FACTS_FILE, 'utf8')) as Pick<
    AddressFacts,
    'entries' | 'identities'
  >;
  // The multichain file's per-chain facts name their sources; where both files hold an entry, it wins.
  cached = {...mainnet, entries: {...mainnet.entries, ...multichain.entries}, identities: multichain.identities};
  return cached;
}
