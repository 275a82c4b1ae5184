/**
 * ABIs come from the catalogue, never from hand-written copies: the
 * human-readable signatures of an entry go through viem's `parseAbi`. The
 * browser does not parse: the fragments the site's client calls are
 * generated from here into src/ethereum/catalogueAbis.generated.ts
 * (scripts/generate-catalogue-abis.ts), checked by a unit test.
 */
import {type Abi, parseAbi} from 'viem';

/** The parts of an entry an ABI needs; a statically imported catalogue JSON satisfies it. */
export interface AbiSource {
  functions: readonly {signature: string; inAbi: boolean}[];
  events: readonly {signature: string}[];
  errors?: readonly {signature: string}[];
  structs: readonly {signature: string | null}[];
}

/** The signatures that make up the ABI: struct definitions first, then every externally visible member. */
export function abiSignatures(source: AbiSource): string[] {
  const structs = source.structs.flatMap((struct) => (struct.signature ? [struct.signature] : []));
  const members = [
    ...source.functions.filter((fn) => fn.inAbi).map((fn) => fn.signature),
    ...source.events.map((event) => event.signature),
    ...(source.errors ?? []).map((error) => error.signature),
  ];
  return [...structs, ...new Set(members)];
}

export function abiOf(source: AbiSource): Abi {
  return parseAbi(abiSignatures(source));
}
