/**
 * The on-chain facts of every address the site publishes, as mainnet answers
 * them, kept in tests/chain/fixtures/mainnet-address-facts.json: each entry's
 * address and chain, the ENS name that resolves to it, and the registry or
 * getter reads that return it. The file was written from Yearn's published
 * address sources, never from src/data, so that the chain stand-ins (which
 * answer from it) and the site's data are two independent accounts of the
 * same facts; tests/unit/addresses/independentFacts.test.ts compares them
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
}

// Relative to the project root, where Vitest and Playwright run.
export const ADDRESS_FACTS_FILE = path.resolve('tests/chain/fixtures/mainnet-address-facts.json');

let cached: AddressFacts | undefined;

export function addressFacts(): AddressFacts {
  cached ??= JSON.parse(readFileSync(ADDRESS_FACTS_FILE, 'utf8')) as AddressFacts;
  return cached;
}
