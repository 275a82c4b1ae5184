/** An object's entries in a fixed order of their keys, compared as plain strings. */
export function entriesByKey(object: object): [string, unknown][] {
  return Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
