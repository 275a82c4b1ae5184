/**
 * Theme-common's React helpers with one change: useShallowMemoObject orders
 * the object's keys with a plain code-unit comparison instead of
 * String#localeCompare, whose first call on a page builds an ICU collator on
 * the main thread. Any fixed order of the keys serves its purpose.
 */
import {useMemo} from 'react';

// The original module, past the swap (the query keeps the swap's pattern from matching it again).
export * from '@docusaurus/theme-common/lib/utils/reactUtils.js?original';

/** The same object as on the last render while its keys and values are unchanged. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const entries = Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The dependencies are the object's keys and values, in a fixed order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entries stand for the object
  return useMemo(() => obj, entries.flat());
}
