/**
 * Word forms that match as one word: a light stem (plurals, inflections,
 * -ion and -al endings) and the root of an agent noun (indexer → index).
 * Queries compare an indexed word with theirs through these; the index
 * stores words as written.
 */

/**
 * Longest first within a family: a verb and its noun meet at one stem
 * (integrate, integrates, integrated, integrating, integration → integrat;
 * propose, proposal → propos).
 */
const SUFFIXES = ['ings', 'ing', 'ions', 'ion', 'als', 'al', 'ies', 'ed', 'es', 's', 'e'];
/** Letters that English doubles before -ed and -ing (submitted, mapping, planned); l, s, f and z stay doubled in the word itself. */
const DOUBLED_BEFORE_ENDING = /([bdgmnprt])\1$/;
/** Shortest stem kept. */
const MIN_STEM_LENGTH = 3;
/** Shortest root of an agent noun: `owner` and `layer` are words of their own, not agents of `own` and `lay`. */
const MIN_AGENT_ROOT_LENGTH = 4;

/** A light stem: plural, inflection and -ion/-al endings dropped, so variants of a word compare equal. */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM_LENGTH) {
      const base = word.slice(0, -suffix.length);
      if (suffix === 'ies') return `${base}y`;
      // The consonant doubled before the ending is one letter in the word: submitted → submit.
      if ((suffix === 'ed' || suffix === 'ing') && DOUBLED_BEFORE_ENDING.test(base) && base.length > MIN_STEM_LENGTH)
        return base.slice(0, -1);
      return base;
    }
  }
  return word;
}

/**
 * The stem of the verb an agent noun is made from (indexer, indexers →
 * index; keeper → keep), or null when the word is none: a reader who
 * searches for the indexer is answered by a page on what it indexes.
 */
export function agentStem(word: string): string | null {
  const root = word.replace(/ers?$/, '');
  if (root === word || root.length < MIN_AGENT_ROOT_LENGTH) return null;
  return stem(root.replace(DOUBLED_BEFORE_ENDING, '$1'));
}
