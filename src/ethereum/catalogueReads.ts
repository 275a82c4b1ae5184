/**
 * The functions of catalogued contracts that the client calls, keyed by the
 * getter name the address data uses. Their ABI fragments are generated from
 * the catalogue's signatures into ./catalogueAbis.generated.ts (run
 * `npx tsx scripts/generate-catalogue-abis.ts`), so that the browser gets
 * plain fragments instead of the catalogue entries and viem's signature
 * parser; a unit test fails when the two disagree.
 */
export interface CatalogueRead {
  /** Catalogue key of the contract (src/contracts/catalogue/<key>.json). */
  contract: string;
  name: string;
  /** Number of arguments, to pick one overload. */
  inputs: number;
}

export const CATALOGUE_READS = {
  // The Protocol Address Provider's getKeeper has the same fragment as the Role Manager's.
  getKeeper: {contract: 'V3/Periphery/RoleManager', name: 'getKeeper', inputs: 0},
  factories: {contract: 'V3/Periphery/ReleaseRegistry', name: 'factories', inputs: 1},
  tokenizedStrategies: {contract: 'V3/Periphery/ReleaseRegistry', name: 'tokenizedStrategies', inputs: 1},
  vault_original: {contract: 'V3/VaultFactory', name: 'vault_original', inputs: 0},
  getRegistry: {contract: 'V3/Periphery/RoleManager', name: 'getRegistry', inputs: 0},
  getAccountant: {contract: 'V3/Periphery/RoleManager', name: 'getAccountant', inputs: 0},
  getDebtAllocator: {contract: 'V3/Periphery/RoleManager', name: 'getDebtAllocator', inputs: 0},
} as const satisfies Record<string, CatalogueRead>;

export type CatalogueReadName = keyof typeof CATALOGUE_READS;
