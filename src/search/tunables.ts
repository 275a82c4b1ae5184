/**
 * Every tunable of search in one place: how the index is built (field
 * boosts, BM25, chunk size, what the extractor packs or drops), how queries
 * are read (word limits, prefixes, hex prefixes, typos) and how matches rank
 * (weights, boosts, family slots) and show in the modal. Format constants
 * (encodings, score ranges) stay with their formats. Changing a value here
 * changes ranking: run the judged sets (scripts/bench/searchQuality.ts).
 */

// Index build

export const FIELD_BOOSTS = {t: 4, c: 1, a: 0.6} as const;
export type Field = keyof typeof FIELD_BOOSTS;
export const K1 = 1.2;
export const B = 0.7;
/**
 * Sections per chunk: about 3 KB of JSON, a kilobyte compressed. A query's
 * hits lie on pages all over the site, so it fetches about one chunk per hit
 * whatever their size; small chunks carry little text besides the hit's.
 */
export const CHUNK_SECTIONS = 6;
/** Height of a heading level's boost: a section of level L scores 1 + LEVEL_BOOST × (7 − L). */
export const LEVEL_BOOST = 0.15;

/**
 * Weight of how many pages link to a page: its scores are multiplied by
 * 1 + LINK_PRIOR × ln(1 + pages linking to it). It only orders sections
 * that every ranking criterion ties.
 */
export const LINK_PRIOR = 0.04;
/** Packed table rows per record stay under this many words. */
export const MAX_PACKED_WORDS = 30;
export const MIN_TEXT_LENGTH = 3;

// Reading queries

/** Words after this many are ignored: enough for any real query, cheap for hostile ones. */
export const MAX_QUERY_WORDS = 12;
/** Letters the word being typed needs before it also matches as a prefix, when it is the whole query. */
export const MIN_PREFIX_LENGTH = 2;
/**
 * The same after other words: a new word's first two letters would
 * otherwise reorder their results by every word those letters begin.
 */
export const MIN_PREFIX_LENGTH_AFTER_WORDS = 3;
/** Neighbouring words of a query that also match as the one identifier they spell (`price per share` → pricePerShare). */
export const MAX_COMPOUND_WORDS = 3;
/** Hex digits a bare or 0x-prefixed hex word needs to match addresses that start with it. */
export const MIN_HEX_PREFIX_DIGITS = 6;

// Ranking

export const PREFIX_WEIGHT = 0.5;
export const TYPO_WEIGHT = 0.45;
/** Plurals and inflections (withdrawals, withdrawing) match as the word, a little below it. */
export const VARIANT_WEIGHT = 0.9;
export const SYNONYM_WEIGHT = 0.8;
/** The whole identifier a part comes from ranks its own entry first. */
export const WHOLE_WEIGHT = 1.5;
/** Stop words add this share of their score where they match. */
export const OPTIONAL_WEIGHT = 0.2;
/** Words need this many letters for one typo. */
export const MIN_TYPO_LENGTH = 5;
/** The most completions a prefix expands to, most frequent first. */
export const MAX_COMPLETIONS = 150;
/** Longer "words" are identifiers or addresses, where a typo match means nothing. */
export const MAX_TYPO_WORD_LENGTH = 32;
export const EXACT_HEADING_BOOST = 3;
/** A heading is a question the query asks when the query's words are at least 1 in this many of its words. */
export const QUESTION_HEADING_SHARE = 3;
/** A family takes at most this many of the first FAMILY_WINDOW places while other pages match. */
export const FAMILY_SLOTS = 2;
export const FAMILY_WINDOW = 5;

// The modal

/**
 * Hits the modal asks for. Its first screen shows about six; the rest of a
 * long list is one click away on /search, and every hit listed is a section
 * text to fetch and render on each keystroke.
 */
export const MODAL_HITS_PER_PAGE = 10;
/** Hits the modal shows per group (lvl0). */
export const MODAL_RESULTS_PER_GROUP = 5;
/** Hits a group keeps in the modal once a later-ranked hit of another group has been listed. */
export const GROUP_HITS_AFTER_OTHERS = 2;
