/**
 * The shape of the contract interface catalogue: one entry per contract and
 * version, stored as JSON under src/contracts/catalogue/<key>.json, where the
 * key is the page path below /developers/smart-contracts/. Facts only: prose
 * lives in src/contracts/descriptions/.
 */

export type Generation = 'V1' | 'V2' | 'V3';
export type Language = 'vyper' | 'solidity';
export type ContractKind = 'contract' | 'interface' | 'abstract' | 'library' | 'test';
export type StateMutability = 'view' | 'pure' | 'nonpayable' | 'payable';
export type Visibility = 'external' | 'public' | 'internal';
export type FunctionKind = 'function' | 'constructor' | 'receive' | 'fallback';

export interface Param {
  name: string;
  /** ABI type (`uint256`, `address[]`, `tuple`, …). */
  type: string;
  /** Source-level type when it says more than the ABI type (`contract ERC20`, `struct Fee`, `DynArray[address, 10]`). */
  internalType?: string;
  components?: Param[];
}

export interface EventParam extends Param {
  indexed?: boolean;
}

export interface FunctionEntry {
  name: string;
  kind: FunctionKind;
  /** Human-readable signature in the form viem's `parseAbi` accepts (visibility omitted). */
  signature: string;
  params: Param[];
  returns: Param[];
  /** `null` when neither the page nor the source said. */
  stateMutability: StateMutability | null;
  visibility: Visibility | null;
  /** False for internal helpers: they are documented but are not part of the ABI. */
  inAbi: boolean;
  /** Who may call it: modifiers (`onlyGovernance`), roles (`ROLE: DEBT_MANAGER`) or addresses (`governance`). */
  access?: string[];
  /** Who the access check admits, when the page spelled it out (`governance | strategist` behind `onlyAuthorized`). */
  accessHolders?: string;
  /** Generated getter of a public state variable. */
  getter?: boolean;
  /** V1 only: the interface that declares the function. */
  interface?: string;
  modifiers?: string[];
  /** The parameter list could not be confirmed from source and may be shorter than the deployed one. */
  paramsMayBeIncomplete?: boolean;
}

export interface EventEntry {
  name: string;
  signature: string;
  params: EventParam[];
  paramsMayBeIncomplete?: boolean;
}

export interface ErrorEntry {
  name: string;
  signature: string;
  params: Param[];
}

export interface StructField {
  name: string;
  type: string;
  internalType?: string;
  /** Solidity type of a mapping field, which has no ABI type. */
  solidityType?: string;
}

export interface StructEntry {
  name: string;
  /** Null when the struct is declared in a file the reference does not cover. */
  fields: StructField[] | null;
  /** `struct X { … }` for `parseAbi`; null when a field is a mapping (storage-only struct). */
  signature: string | null;
}

export interface EnumEntry {
  name: string;
  values: string[];
  /** Vyper flag enums: the bit value of each member. */
  flagValues?: Record<string, number>;
}

export interface ConstantEntry {
  name: string;
  type: string;
  value: string | null;
  mutability: 'constant' | 'immutable';
  visibility?: string;
}

export interface RoleEntry {
  name: string;
  /** Bit value (VaultV3 roles) or the expression that defines a position id (RoleManager). */
  value: number | string;
  kind: 'bitflag' | 'position-id';
}

export interface InterfaceSource {
  name: string;
  sourceUrl: string;
}

export interface CatalogueEntry {
  /** Page path below /developers/smart-contracts/, e.g. `V3/VaultV3` or `deprecated/V3/version-3.0.2/VaultV3`. */
  key: string;
  contract: string;
  generation: Generation;
  /** API version the page documents; null for the V1 interfaces, which carry none. */
  version: string | null;
  language: Language;
  compiler?: string;
  kind: ContractKind;
  sourceUrl: string | null;
  inherits?: string[];
  /** V1 only: the interfaces the page groups together, each with its own source file. */
  interfaces?: InterfaceSource[];
  functions: FunctionEntry[];
  events: EventEntry[];
  errors: ErrorEntry[];
  structs: StructEntry[];
  enums: EnumEntry[];
  constants: ConstantEntry[];
  roles: RoleEntry[];
}

/** One line of the catalogue index (src/contracts/catalogue/index.json): enough to build routes and the sidebar. */
export interface CatalogueIndexItem {
  key: string;
  contract: string;
  generation: Generation;
  version: string | null;
  kind: ContractKind;
}
