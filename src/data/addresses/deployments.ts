/**
 * Which published deployments a contract reference page can read: for each
 * contract, the entries of the address data (by id, so no address is typed
 * twice) that are deployments of it, on every chain the data lists them.
 * For a template such as VaultV3, the vaults the site lists. Pages of a
 * contract with no published deployment (abstract contracts, interfaces,
 * test helpers) offer a pasted address only.
 */

import {type ChainId, chainById} from '../chains';
import {type AddressEntry, allEntries, entryById} from './index';

export interface Deployment {
  /** Address entry id. */
  id: string;
  label: string;
  address: `0x${string}`;
  chainId: ChainId;
  chainName: string;
  deprecated: boolean;
}

type Selector = string | RegExp;

/** Contract (generation and file name of its catalogue key, lower case) → the entries that are its deployments. */
const DEPLOYMENTS: Readonly<Record<string, readonly Selector[]>> = {
  'V3/vaultv3': ['yvusd/yvusd', /^veyfi\/vault-(usdc|dai|weth|usds|crvusd)-\d$/, /^v3\/\d+-vault-template$/],
  'V3/vaultfactory': [/^v3\/\d+-vault-factory$/],
  'V3/tokenizedstrategy': [/^v3\/\d+-tokenized-strategy$/],
  'V3/releaseregistry': ['v3/release-registry', 'v3/legacy-release-registry'],
  'V3/registry': ['v3/registry', 'v3/legacy-registry'],
  'V3/registryfactory': ['v3/registry-factory'],
  'V3/rolemanager': [/^v3\/([a-z]+-)?role-manager$/],
  'V3/accountant': [/^v3\/([a-z]+-)?accountant$/],
  'V3/accountantfactory': ['v3/accountant-factory'],
  'V3/aproracle': ['v3/apr-oracle'],
  'V3/commonreporttrigger': ['v3/common-report-trigger', 'v3/common-report-trigger-previous'],
  'V3/debtallocator': ['v3/debt-allocator'],
  'V3/auctionfactory': [/^v3\/auction-factory/],
  'V3/auctionregistry': ['v3/auction-registry'],
  'V3/keeper': ['v3/keeper'],
  'V3/yearn4626router': ['v3/router'],
  'V2/registry': [/^v2\/[a-z]+-(release-registry|legacy-registry(-\d)?|registry)$/],
  'V2/vault': [/^veyfi\/vault-(curve-|lp-)/],
  'V2/commonhealthcheck': [/^v2\/[a-z]+-health-check$/],
};

/** The catalogue key of a reference page route (`/developers/smart-contracts/V3/VaultV3` → `V3/VaultV3`). */
export function keyOfRoute(route: string): string {
  return route.replace(/^.*\/developers\/smart-contracts\//, '');
}

/** `deprecated/V3/version-3.0.2/periphery/Registry` → `V3/registry`. */
export function contractOfKey(key: string): string {
  const parts = key.split('/');
  const generation = parts.find((part) => /^V[123]$/.test(part)) ?? '';
  return `${generation}/${parts[parts.length - 1]!.toLowerCase()}`;
}

/** The version a deprecated page's key names (`version-3.0.2`), if any. */
function versionOfKey(key: string): string | null {
  return /version-(\d+\.\d+\.\d+)/.exec(key)?.[1] ?? null;
}

function matches(entry: Pick<AddressEntry, 'id'>, selector: Selector): boolean {
  return typeof selector === 'string' ? entry.id === selector : selector.test(entry.id);
}

/**
 * The deployments a page offers: current ones first, then those whose name
 * carries the page's version, then the rest, each group by chain.
 */
export function deploymentsOf(key: string): Deployment[] {
  const selectors = DEPLOYMENTS[contractOfKey(key)] ?? [];
  const version = versionOfKey(key);
  const seen = new Set<string>();
  const found = selectors.flatMap((selector) =>
    typeof selector === 'string'
      ? [entryById(selector)].filter((entry): entry is AddressEntry => entry !== undefined)
      : allEntries.filter((entry) => matches(entry, selector) && entry.id.split('/')[0] !== 'index'),
  );
  const rank = (entry: AddressEntry) =>
    (version && entry.name.includes(version) ? 0 : 2) + (entry.status === 'current' ? 0 : 1);
  return found
    .filter((entry) => {
      const key_ = `${entry.chainId}:${entry.address.toLowerCase()}`;
      if (seen.has(key_)) return false;
      seen.add(key_);
      return true;
    })
    .sort((a, b) => rank(a) - rank(b) || a.chainId - b.chainId)
    .map((entry) => ({
      id: entry.id,
      label: entry.status === 'deprecated' ? `${entry.name} (superseded)` : entry.name,
      address: entry.address,
      chainId: entry.chainId,
      chainName: chainById(entry.chainId).name,
      deprecated: entry.status === 'deprecated',
    }));
}

/** A reference page of the catalogue: its key and the release it documents. */
export interface ReferencePage {
  key: string;
  version: string | null;
}

/**
 * The reference page of an address entry, the table above read the other
 * way: the page of the entry's own release where the catalogue keeps one
 * (`deprecated/V3/version-3.0.2/VaultFactory` for 3.0.2), else the current
 * page of its contract. A copy of an entry on another chain (`row`) has the
 * page of the entry it copies.
 */
export function referenceKeyOf(
  entry: Pick<AddressEntry, 'id' | 'row' | 'version'>,
  pages: readonly ReferencePage[],
): string | undefined {
  const ids = entry.row ? [entry.id, entry.row] : [entry.id];
  const contract = Object.keys(DEPLOYMENTS).find((name) =>
    DEPLOYMENTS[name]!.some((selector) => ids.some((id) => matches({id}, selector))),
  );
  if (!contract) return undefined;
  const own = pages.filter((page) => contractOfKey(page.key) === contract);
  const release = entry.version ? own.find((page) => versionOfKey(page.key) === entry.version) : undefined;
  return (release ?? own.find((page) => versionOfKey(page.key) === null))?.key;
}

/** Every contract named in the table above, for the test that each has deployments and each entry exists. */
export const deploymentContracts = Object.keys(DEPLOYMENTS);
