/**
 * The protocol's vocabulary that readers write more than one way. One list,
 * used by the local engine (a query word matches its synonyms as itself)
 * and pushed to Algolia as its synonyms by search:upload, so both modes
 * treat them alike. Each group lists equivalent terms; a term may be a
 * phrase ("vault token"). Only general vocabulary belongs here: no entry
 * may exist to steer one particular query.
 */
import {scanWords, tokenize} from './text';

export interface SynonymGroup {
  /** Equivalent terms, each a word or a phrase, as readers write them. */
  terms: readonly string[];
}

export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  {terms: ['yvtoken', 'vault token', 'vault share']},
  {terms: ['st-ycrv', 'yvycrv', 'staked ycrv']},
  {terms: ['apy', 'yield']},
  {terms: ['apr', 'interest rate']},
  {terms: ['tvl', 'total value locked']},
  {terms: ['yip', 'yearn improvement proposal']},
  {terms: ['multisig', 'multi-sig', 'safe']},
  {terms: ['ychad', 'governance multisig']},
  {terms: ['veyfi', 'vote escrowed yfi']},
  {terms: ['liquid locker', 'ylocker']},
  {terms: ['erc4626', 'erc-4626', '4626']},
  {terms: ['docs', 'documentation']},
  {terms: ['bug', 'vulnerability']},
  {terms: ['ui', 'front end', 'frontend', 'website']},
];

/** A synonym term as the engine compares it: the whole words of the term, as the query's words are read. */
export function termWords(term: string): string[] {
  return scanWords(term).map((word) => word.whole);
}

export interface SynonymMatch {
  /** The query words (by index into the query's whole words) the synonym replaces: [start, end). */
  start: number;
  end: number;
  /** Single indexed words that satisfy those query words. */
  words: string[];
  /** Phrases (every word needed in one section) that satisfy them. */
  phrases: string[][];
}

const groups = SEARCH_SYNONYMS.map((group) => group.terms.map(termWords));

/** Where a query's words (whole, lowercased) say a synonym term, and what else satisfies them. */
export function findSynonyms(
  queryWholes: readonly string[],
  synonymGroups: readonly (readonly string[][])[] = groups,
): SynonymMatch[] {
  const matches: SynonymMatch[] = [];
  for (const group of synonymGroups) {
    for (const term of group) {
      if (term.length === 0) continue;
      for (let start = 0; start + term.length <= queryWholes.length; start += 1) {
        if (!term.every((word, i) => queryWholes[start + i] === word)) continue;
        const others = group.filter((other) => other !== term);
        // Indexed words split identifiers: a one-word synonym is looked up as its whole token.
        const words = others.filter((other) => other.length === 1).map((other) => other[0]!);
        const phrases = others
          .filter((other) => other.length > 1)
          .map((other) => other.flatMap((word) => tokenize(word).slice(0, 1)));
        matches.push({start, end: start + term.length, words, phrases});
      }
    }
  }
  return matches;
}

/** Algolia's form of the list: one regular (two-way) synonym record per group. */
export function algoliaSynonyms(): Array<{objectID: string; type: 'synonym'; synonyms: string[]}> {
  return SEARCH_SYNONYMS.map((group, i) => ({
    objectID: `yearn-synonym-${i + 1}`,
    type: 'synonym',
    synonyms: [...group.terms],
  }));
}
