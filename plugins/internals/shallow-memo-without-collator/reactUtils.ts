/**
 * The theme's React utilities, with useShallowMemoObject ordering the
 * object's keys as plain strings. The original orders them with
 * localeCompare, and the first localeCompare of a page builds the browser's
 * collator for the reader's locale: a long task while the page hydrates on a
 * slow phone. The order only has to be the same on every render, which any
 * fixed order of the keys is.
 */
import {useMemo} from 'react';
import {entriesByKey} from './entriesByKey';

export * from '@docusaurus/theme-common/lib/utils/reactUtils.js?original';

/** The same object as on the last render while its keys and values are the same. */
export function useShallowMemoObject<O extends object>(object: O): O {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the object's own entries are its dependencies
  return useMemo(() => object, entriesByKey(object).flat());
}
