/**
 * How catalogue keys map to routes, families and versions. A key is the page
 * path below /developers/smart-contracts/ (`V3/VaultV3`,
 * `deprecated/V3/version-3.0.2/periphery/Registry`).
 */
import type {CatalogueIndexItem, Generation} from './types';

export const CONTRACTS_ROUTE_BASE = '/developers/smart-contracts';

type Keyed = Pick<CatalogueIndexItem, 'key' | 'contract' | 'generation' | 'version'>;

export function routeOf(key: string): string {
  return `${CONTRACTS_ROUTE_BASE}/${key}`;
}

/** The page title: the contract name, except the V1 page, which groups three interfaces. */
export function titleOf(item: Pick<Keyed, 'contract' | 'generation'>): string {
  return item.generation === 'V1' ? 'v1 yVault Interfaces' : item.contract;
}

export function isDeprecatedKey(key: string): boolean {
  return key.startsWith('deprecated/');
}

/**
 * The family groups every version of one contract (descriptions are written
 * once per family). The generation is part of it because V2 and V3 reuse
 * names for different contracts (BaseStrategy, Registry).
 */
export function familyOf(item: Pick<Keyed, 'contract' | 'generation'>): string {
  return item.generation === 'V1' ? 'V1/Interfaces' : `${item.generation}/${item.contract}`;
}

/** Orders dotted version numbers numerically (`0.3.10` after `0.3.9`); null sorts first. */
export function compareVersions(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Releases of one generation, oldest first. */
export function releasesOf(items: readonly Keyed[], generation: Generation): string[] {
  const versions = new Set(
    items
      .filter((item) => item.generation === generation && item.version !== null)
      .map((item) => item.version as string),
  );
  return [...versions].sort(compareVersions);
}

/** The same contract in the closest earlier release that documents it. */
export function previousVersionOf<T extends Keyed>(item: T, items: readonly T[]): T | undefined {
  const family = familyOf(item);
  return items
    .filter(
      (other) =>
        familyOf(other) === family &&
        other.version !== null &&
        item.version !== null &&
        compareVersions(other.version, item.version) < 0,
    )
    .sort((a, b) => compareVersions(b.version, a.version))[0];
}

/** The page of the same contract in the current (not deprecated) release, if it still has one. */
export function currentVersionOf<T extends Keyed>(item: T, items: readonly T[]): T | undefined {
  const family = familyOf(item);
  return items.find((other) => !isDeprecatedKey(other.key) && familyOf(other) === family);
}
