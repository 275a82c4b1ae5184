/**
 * The indexed terms a query word stands for, with their weights: the word
 * itself, its inflections (terms of the same stem), completions of the last
 * word, and near spellings (one typo) of words of 5+ letters.
 */
import {isOneEditApart} from './editDistance';
import type {ShardCache} from './shardCache';
import {type Shard, shardKey} from './shardFormat';
import {agentStem, stem} from './stem';
import {
  MAX_COMPLETIONS,
  MAX_TYPO_WORD_LENGTH,
  MIN_PREFIX_LENGTH,
  MIN_TYPO_LENGTH,
  PREFIX_WEIGHT,
  TYPO_WEIGHT,
  VARIANT_WEIGHT,
} from './tunables';

export interface Candidate {
  term: string;
  weight: number;
  /** Not a typo match. */
  exact: boolean;
  /** The word itself, a variant, its whole identifier or a synonym: not a completion or near spelling. */
  full: boolean;
  /** The whole identifier the word is part of. */
  whole?: boolean;
  /** Counts as the whole identifier only where the section's heading or page title holds it (compounds). */
  wholeInHeadings?: boolean;
}

/** Index of the first entry of a sorted list of strings that is ≥ value. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The candidates of a word, from a shard the cache has loaded (`shard` is its content). */
export function candidates(
  shards: ShardCache,
  word: string,
  isLast: boolean,
  shard: Shard,
  weight = 1,
  typos = true,
): Candidate[] {
  const key = shardKey(word);
  const terms = shards.termsOf(key);
  const found = new Map<string, Candidate>();
  if (shard[word]) found.set(word, {term: word, weight, exact: true, full: true});
  const agent = agentStem(word);
  const variants = [
    ...(shards.stemsOf(key).get(stem(word)) ?? []),
    ...(agent ? (shards.stemsOf(key).get(agent) ?? []) : []),
  ];
  for (const variant of variants) {
    if (!found.has(variant))
      found.set(variant, {term: variant, weight: weight * VARIANT_WEIGHT, exact: true, full: true});
  }
  if (isLast && word.length >= MIN_PREFIX_LENGTH) {
    const completions: string[] = [];
    // Terms are sorted, so a prefix's completions are one run from its insertion point; the
    // length of a term's encoded postings stands for how often it occurs.
    for (let i = lowerBound(terms, word); i < terms.length && terms[i]!.startsWith(word); i += 1) {
      if (!found.has(terms[i]!)) completions.push(terms[i]!);
    }
    completions.sort((a, b) => shard[b]!.length - shard[a]!.length);
    for (const term of completions.slice(0, MAX_COMPLETIONS)) {
      found.set(term, {term, weight: (weight * PREFIX_WEIGHT * word.length) / term.length, exact: true, full: false});
    }
  }
  // Numbers, versions and addresses have no typos: one digit off is another number.
  if (typos && word.length >= MIN_TYPO_LENGTH && word.length <= MAX_TYPO_WORD_LENGTH && !/\d/.test(word)) {
    for (const term of terms) {
      if (found.has(term)) continue;
      if (isOneEditApart(word, term)) found.set(term, {term, weight: weight * TYPO_WEIGHT, exact: false, full: false});
    }
  }
  return [...found.values()];
}
