/**
 * Shapes of the published address data. The pages render it, the address
 * checker searches it and the Ethereum client verifies it, so every fact about
 * an address lives here once.
 */

/** A 0x-prefixed, EIP-55 checksummed address (checked by a unit test). */
export type ChecksumAddress = `0x${string}`;

/** EIP-155 ids of the listed chains, from the one chain list. */
export type {ChainId} from '../chains';

import type {ChainId} from '../chains';
import type {addressPageList} from './index';

/** The id of a registered page: each page module types its own, and the registry lists the modules. */
export type AddressPageId = (typeof addressPageList)[number]['id'];

/**
 * View functions the verification may call on a registry or provider. Each
 * name has one ABI fragment in `src/ethereum/addressGetterAbis.ts`; every one of them
 * returns a single address.
 */
export type AddressGetter =
  | 'getRouter'
  | 'getAprOracle'
  | 'getCommonReportTrigger'
  | 'getRoleManagerFactory'
  | 'getKeeper'
  | 'getBaseFeeProvider'
  | 'getAuctionFactory'
  | 'getLatestFactory'
  | 'getSplitterFactory'
  | 'getRegistryFactory'
  | 'getDebtAllocatorFactory'
  | 'getAccountantFactory'
  | 'getReleaseRegistry'
  | 'getDaddy'
  | 'factories'
  | 'tokenizedStrategies'
  | 'vault_original'
  | 'vault_blueprint'
  | 'getRegistry'
  | 'getAccountant'
  | 'getDebtAllocator'
  | 'gauges'
  // stYFI, yvUSD and yYB contracts (Vyper and ERC-4626 getters).
  | 'asset'
  | 'staking'
  | 'token'
  | 'distributor'
  | 'hooks'
  | 'veyfi'
  | 'tokens';

/** The published contract a registry call reads: copied from its entry, where its address is typed. */
export interface CallTarget {
  id: string;
  name: string;
  address: ChecksumAddress;
}

/**
 * A read on another published contract whose answer must be this entry's
 * address. The target is copied from its entry when the data is defined, so
 * a page's data checks its entries without loading the other pages'.
 */
export interface RegistryCall {
  target: CallTarget;
  fn: AddressGetter;
  /** Positional arguments; the getters above take at most one uint256. */
  args: readonly bigint[];
  /** The rule the answer must meet: equal to this entry's address (case-insensitive). */
  expect: 'returns-this-address';
}

/**
 * How an address is checked on its own chain:
 * - `ens`: the ENS name must resolve to the address (and code must exist); Ethereum only, where ENS lives;
 * - `call`: a registry or provider getter on the same chain must return the address, optionally
 *   together with an ENS name that must resolve to it too;
 * - `code`: nothing on-chain names it, so only the presence of code is checked.
 */
export type CheckSpec = {kind: 'ens'; name: string} | {kind: 'call'; call: RegistryCall; ens?: string} | {kind: 'code'};

/** A string getter of the contract itself that must return a known value, e.g. a factory's `apiVersion()`. */
export interface IdentityCheck {
  fn: 'apiVersion' | 'latestRelease';
  value: string;
}

/** Where Yearn's sources disagree on this contract: the other values, each with its source. */
export interface SourceDispute {
  /** Id of the dispute in the address facts. */
  id: string;
  summary: string;
  alternatives: readonly {address: ChecksumAddress; source: string}[];
}

export type AddressStatus = 'current' | 'deprecated';

export interface AddressEntry {
  /** Stable id: `<page>/<slug>`; never reused for a different contract. */
  id: string;
  /** Ids the entry was published under before; /addresses.json maps each to `id`, so an id an integrator stored still resolves. */
  formerIds?: readonly string[];
  name: string;
  address: ChecksumAddress;
  chainId: ChainId;
  /** Id of a group of the page that lists the entry. */
  group: string;
  status: AddressStatus;
  /** Role within its group, shown as its own column (used where the source groups by chain and role). */
  role?: string;
  /** Version or date label, e.g. "Release 3.0.4" or "Replaced 2025-06-02". */
  label?: string;
  /** Release version of a versioned contract (`3.1.0`), published in /addresses.json. */
  version?: string;
  notes?: string;
  /** ENS name that points at the address, when one exists. */
  ens?: string;
  check: CheckSpec;
  /** Also checked on-chain: a string the contract itself returns. */
  identity?: IdentityCheck;
  /**
   * Id of the entry whose table row also shows this one: the same contract at
   * the same address on another chain (deterministic deployments), one cell per chain.
   */
  row?: string;
  /** Set when the sources disagree on this address; the data names this entry's address current. */
  dispute?: SourceDispute;
  /** Dated changes to this address; the change feeds (/addresses/changes.xml and .json) are built from them. */
  changes?: readonly AddressChange[];
}

/**
 * One change to a published address, dated with its product date: the day of
 * the governance proposal or the transaction that made it. A change whose
 * date cannot be sourced is not recorded.
 */
export type AddressChange = {
  /** Product date, YYYY-MM-DD (UTC). */
  date: string;
  /** The governance vote or proposal (our YIP page, Snapshot, forum) or the explorer transaction behind the change. */
  source: {label: string; url: string};
} & (
  | {kind: 'added' | 'deprecated'}
  | {
      kind: 'replaced';
      /** Id of the entry that took its place. */
      by: string;
    }
);

export interface AddressGroup {
  id: string;
  title: string;
  /** One or two sentences shown above the group's table. */
  description?: string;
}

/** One address page, all of it: the page module `src/data/addresses/<id>.ts` builds it with `addressPage()`. */
export interface AddressPage<Id extends string = AddressPageId> {
  id: Id;
  /** Route of the page that renders this data. */
  route: string;
  title: string;
  /** Its label in the developer sidebar; the index's labels the address category. */
  sidebarLabel: string;
  /** Set when the whole product is deprecated; says what replaced it. */
  productNotice?: string;
  groups: readonly AddressGroup[];
  entries: readonly AddressEntry[];
}
