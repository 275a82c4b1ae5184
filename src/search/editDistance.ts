/** Edit distances between words: the engine's near spellings and suggestions, and the MCP server's near names. */

/**
 * Whether two words are one edit apart (a letter changed, added or dropped):
 * Levenshtein distance 1 in one pass without allocating, since a typo
 * lookup compares the word with every term of its shard.
 */
export function isOneEditApart(a: string, b: string): boolean {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  const gap = long.length - short.length;
  if (gap > 1) return false;
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i += 1;
  if (i === short.length) return gap === 1;
  // Past the first difference the rest must match: shifted by one when a letter was added.
  for (let j = i + 1; j < long.length; j += 1) {
    if (long.charCodeAt(j) !== short.charCodeAt(j - gap)) return false;
  }
  return true;
}

/** Levenshtein distance if it is at most `max`, else -1. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return -1;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return -1;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance <= max ? distance : -1;
}
