/**
 * The reader's "Save the docs for offline reading" choice, kept in
 * localStorage. Storage may be missing, blocked or full (private modes,
 * strict privacy settings): reading then gives the default and writing
 * reports failure, so the choice lasts for the visit only.
 */

export interface OfflineOptIn {
  optedIn: boolean;
  /** Version of the docs last saved completely, or null. */
  savedVersion: string | null;
}

export const OPT_IN_KEY = 'yearn-docs.offline-reading';

const DEFAULT: OfflineOptIn = {optedIn: false, savedVersion: null};

export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem'> | null;

/** localStorage, or null where merely touching it throws (blocked storage). */
export const browserStorage: StorageSource = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function readOptIn(storage: StorageSource): OfflineOptIn {
  try {
    const raw = storage()?.getItem(OPT_IN_KEY);
    if (!raw) return DEFAULT;
    const value = JSON.parse(raw) as Partial<OfflineOptIn> | null;
    return {
      optedIn: value?.optedIn === true,
      savedVersion: typeof value?.savedVersion === 'string' ? value.savedVersion : null,
    };
  } catch {
    return DEFAULT;
  }
}

/** False when the choice could not be stored. */
export function writeOptIn(storage: StorageSource, value: OfflineOptIn): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(OPT_IN_KEY, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
