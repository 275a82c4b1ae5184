/**
 * Text rules shared by indexing, querying and highlighting, so a word is cut
 * and compared the same way everywhere.
 */

import {MAX_COMPOUND_WORDS, MAX_QUERY_WORDS, MIN_HEX_PREFIX_DIGITS, MIN_PREFIX_LENGTH_AFTER_WORDS} from './tunables';

/** Algolia rejects longer queries; the local engine cuts at the same length. */
export const MAX_QUERY_LENGTH = 512;
/**
 * What a reader can type: the modal's input takes 64 characters, and the
 * /search page caps its input, URL and heading to the same (a longer query
 * in the URL made reloads fail with 431 from the server).
 */
export const MAX_TYPED_QUERY_LENGTH = 64;

/** A typed query cut to what the search box takes, never splitting a surrogate pair. */
export function capTypedQuery(query: string): string {
  let capped = query.slice(0, MAX_TYPED_QUERY_LENGTH);
  if (capped.length < query.length && /[\uD800-\uDBFF]$/.test(capped)) capped = capped.slice(0, -1);
  return toWellFormed(capped);
}

export const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

/**
 * Replaces unpaired UTF-16 surrogates with U+FFFD: `encodeURIComponent` throws
 * on them. (A loop, not a lookbehind regex, which older Safari cannot parse.)
 */
export function toWellFormed(text: string): string {
  let result = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      result += text[i]! + text[i + 1]!;
      i += 1;
    } else {
      result += code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : text[i]!;
    }
  }
  return result;
}

/** A query safe to send anywhere: well-formed and no longer than Algolia accepts. */
export function normalizeQuery(query: string): string {
  return toWellFormed(query.slice(0, MAX_QUERY_LENGTH));
}

export function normalizeWord(word: string): string {
  return word.toLowerCase();
}

/** A run of letters, digits and underscores: a word, or an identifier such as `process_report`. */
export const IDENTIFIER_PATTERN = /[\p{L}\p{N}_]+/gu;
/** Longer runs are addresses, hashes or noise: kept whole, never split. */
const MAX_SPLIT_LENGTH = 40;
const HEX_LIKE = /^0x[0-9a-f]+$/i;

/**
 * The words of a text, in order, as indexing and querying both read them.
 * Tried in this order at each place: a hex string (`0xD066…`, kept whole);
 * a version or decimal (`3.0.4`, `v3.0.4`, `0.5`: one word, the `v`
 * dropped, so `3.0.4` never matches `0.4.3`); a number with thousands
 * separators (`10,000` is `10000`); a standard's name (`ERC-4626`,
 * `YIP-62`: letters, a hyphen and a number, one word as `ERC4626` is); a
 * hyphenated compound (`st-yCRV`, `multi-sig`: one word as written closed
 * up, `stycrv`, with each piece's words as its parts); an identifier or
 * word. (No lookbehind: older Safari cannot parse it.)
 */
const TOKEN_PATTERN =
  /0[xX][0-9a-fA-F]+(?![\p{L}\p{N}_])|[vV]?\d+(?:\.\d+)+(?![\p{L}\p{N}_])|\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\p{L}\p{N}_])|\p{L}{2,6}-\d+(?![\p{L}\p{N}_]|[.,]\d)|[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*/gu;
const VERSION = /^[vV]?\d+(?:\.\d+)+$/;
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const STANDARD_NAME = /^(\p{L}{2,6})-(\d+)$/u;
const COMPOUND = /^\p{L}[\p{L}\p{N}_]*(?:-[\p{L}\p{N}_]+)+$/u;
const LETTERS_ONLY = /^\p{L}+$/u;
/** A word with no parts: lowercase letters, or capitals alone, after at most one capital (`vault`, `Vault`, `YFI`). */
const ONE_PART = /^(?:\p{Lu}?\p{Ll}*|\p{Lu}+)$/u;

export interface ScannedWord {
  /** Where the word starts in the text. */
  index: number;
  /** The word as written. */
  raw: string;
  /** The word as one token (lowercased, normalized). */
  whole: string;
  /** Its parts, indexed and looked up too (identifier humps, a standard's letters and number). */
  parts: string[];
}

/** The parts of a standard's name (`ERC-4626` → erc, 4626), kept even when a part is one character. */
function standardNameParts(letters: string, digits: string): string[] {
  return [normalizeWord(letters), digits];
}

/** Reads a text into words (see TOKEN_PATTERN). */
export function scanWords(text: string): ScannedWord[] {
  const words: ScannedWord[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const raw = match[0];
    const index = match.index;
    // Most words are letters alone, which none of the special forms below can be.
    if (LETTERS_ONLY.test(raw)) {
      words.push({index, raw, whole: normalizeWord(raw), parts: identifierParts(raw)});
    } else if (HEX_LIKE.test(raw)) {
      words.push({index, raw, whole: raw.toLowerCase(), parts: []});
    } else if (VERSION.test(raw)) {
      words.push({index, raw, whole: raw.replace(/^[vV]/, ''), parts: []});
    } else if (THOUSANDS.test(raw)) {
      words.push({index, raw, whole: raw.replaceAll(',', ''), parts: []});
    } else {
      const standard = STANDARD_NAME.exec(raw);
      if (standard) {
        words.push({
          index,
          raw,
          whole: normalizeWord(standard[1]! + standard[2]!),
          parts: standardNameParts(standard[1]!, standard[2]!),
        });
        continue;
      }
      if (COMPOUND.test(raw)) {
        words.push({index, raw, whole: wholeToken(raw.replaceAll('-', '')), parts: compoundParts(raw)});
        continue;
      }
      // Hyphenated words that start with a digit (`6-of-9`, `4626-compatible`) are their pieces, one word each.
      let offset = index;
      for (const piece of raw.split('-')) {
        const whole = wholeToken(piece);
        if (whole) words.push({index: offset, raw: piece, whole, parts: identifierParts(piece)});
        offset += piece.length + 1;
      }
    }
  }
  return words;
}

/**
 * The parts of an identifier, lowercased: camelCase and PascalCase humps,
 * snake_case pieces and letter/digit runs (`Yearn4626Router` → yearn4626,
 * yearn, 4626, router; `process_report` → process, report). Parts of one
 * character are left out (the `y` of `yVault`, the `2` of `V2`); an
 * identifier of one part has none, and neither has a plural acronym
 * (`YIPs`, `APIs`: one word, the plural of `YIP`).
 */
export function identifierParts(raw: string): string[] {
  if (ONE_PART.test(raw)) return [];
  const word = raw.replace(/^_+|_+$/g, '');
  if (word.length > MAX_SPLIT_LENGTH || HEX_LIKE.test(word)) return [];
  const parts = new Set<string>();
  for (const piece of word.split('_')) {
    const humps =
      piece.match(/\p{Lu}?\p{Ll}+\p{N}*|\p{Lu}?\p{N}+|\p{Lu}{2,}s(?!\p{Ll})|\p{Lu}+(?!\p{Ll})|[\p{L}\p{N}]+/gu) ?? [];
    for (const hump of humps) {
      parts.add(hump.toLowerCase());
      const runs = hump.match(/\p{L}+|\p{N}+/gu) ?? [];
      if (runs.length > 1) for (const run of runs) parts.add(run.toLowerCase());
    }
  }
  const whole = normalizeWord(word);
  parts.delete(whole);
  return [...parts].filter((part) => part.length > 1);
}

/** The words of a hyphenated compound's pieces (`st-yCRV` → st, ycrv, crv), each as a word of its own has them. */
function compoundParts(raw: string): string[] {
  const whole = wholeToken(raw.replaceAll('-', ''));
  const parts = new Set(
    raw.split('-').flatMap((piece) => {
      const pieceWhole = wholeToken(piece);
      return pieceWhole ? [pieceWhole, ...identifierParts(piece)] : [];
    }),
  );
  parts.delete(whole);
  return [...parts].filter((part) => part.length > 1);
}

/** An identifier as one token: lowercased, without leading or trailing underscores. */
export function wholeToken(raw: string): string {
  return normalizeWord(raw.replace(/^_+|_+$/g, ''));
}

/** The tokens a text is indexed under: every word and identifier whole, then its parts. */
export function tokenize(text: string): string[] {
  return scanWords(text).flatMap((word) => [word.whole, ...word.parts]);
}

/**
 * Words a query need not match: a question's grammar ("how do I … from a …").
 * They still count when a query has nothing else.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by can could did do does for from had has have how i if in into is it its me my of on or our ' +
    'should so than that the their them then there these they this those to us vs versus was we were what when where which ' +
    'who whom why will with would you your'
  ).split(' '),
);

/** One word of a query as the engine looks it up. */
export interface QueryWord {
  /** The word itself (an identifier part, or the whole word). */
  term: string;
  /** Other single words that satisfy it: the whole identifier it is part of, synonyms. */
  alternatives: string[];
  /** Phrases that satisfy it when all their words are in one section (synonyms). */
  phrases: string[][];
  /** Identifiers it spells with its neighbours (`tend trigger` → tendtrigger): whole where a heading names them. */
  compounds: string[];
  /** A stop word: it adds to the score where it matches but need not match. */
  optional: boolean;
  /** The word being typed, or the start of an address or hash: it also matches as a prefix. */
  isLast: boolean;
  /** Index of the query word it comes from (in `ParsedQuery.wholes`). */
  source: number;
}

export interface ParsedQuery {
  words: QueryWord[];
  /** Each word of the query whole, as typed (lowercased). */
  wholes: string[];
}

const HEX_PREFIX = new RegExp(`^(?:0x)?[0-9a-f]{${MIN_HEX_PREFIX_DIGITS},}$`);

/** The hex string a query word stands for when it is the start of an address or hash, else null. */
function hexPrefix(whole: string): string | null {
  if (!HEX_PREFIX.test(whole)) return null;
  if (whole.startsWith('0x')) return whole;
  // A bare run of hex digits only counts when it mixes letters and digits: `facade` is a word, `4626` a number.
  return /\d/.test(whole) && /[a-f]/.test(whole) ? `0x${whole}` : null;
}

/**
 * A query's words as scanWords reads them, with a standard's name written
 * with a space (`erc 4626`) read as the one word `ERC-4626` is.
 */
function queryScannedWords(query: string): ScannedWord[] {
  const scanned = scanWords(query);
  const words: ScannedWord[] = [];
  for (let i = 0; i < scanned.length; i += 1) {
    const word = scanned[i]!;
    const next = scanned[i + 1];
    const between = next ? query.slice(word.index + word.raw.length, next.index) : '';
    if (next && /^\p{L}{2,6}$/u.test(word.whole) && /^\d+$/.test(next.whole) && /^\s+$/.test(between)) {
      words.push({
        index: word.index,
        raw: `${word.raw}-${next.raw}`,
        whole: word.whole + next.whole,
        parts: standardNameParts(word.whole, next.whole),
      });
      i += 1;
    } else {
      words.push(word);
    }
  }
  return words;
}

/**
 * Words written apart that an identifier writes together (`tend trigger`,
 * `price per share`, `multi sig`): each run of two or three neighbouring
 * plain words also matches as the one word they spell; where a heading or
 * the title holds that word, it counts as the whole identifier the query
 * names (`tendTrigger` over `strategyTendTrigger`), and elsewhere as the
 * words themselves (a `totalSupply()` call in a paragraph is no heading on
 * total supply). Stop words, numbers and parts of identifiers start no run.
 */
function addClosedCompounds(words: QueryWord[]): void {
  const plain = (word: QueryWord | undefined) =>
    word !== undefined && !word.optional && word.alternatives.length === 0 && /^\p{L}+$/u.test(word.term);
  for (let start = 0; start < words.length; start += 1) {
    for (let length = 2; length <= MAX_COMPOUND_WORDS && start + length <= words.length; length += 1) {
      const run = words.slice(start, start + length);
      if (!run.every(plain) || run.some((word, i) => i > 0 && word.source !== run[i - 1]!.source + 1)) break;
      const compound = run.map((word) => word.term).join('');
      for (const word of run) word.compounds.push(compound);
    }
  }
}

/** The words of a query the engine will look up, identifiers split into their parts. */
export function parseQuery(query: string): ParsedQuery {
  const raw = queryScannedWords(normalizeQuery(query)).slice(0, MAX_QUERY_WORDS);
  // A last word of one letter is a word being started: the query is answered
  // as it stood before it, rather than by whatever that letter alone matches.
  if (raw.length > 1 && /^\p{L}$/u.test(raw[raw.length - 1]!.raw)) raw.pop();
  const words: QueryWord[] = [];
  raw.forEach(({raw: written, whole, parts}, source) => {
    const hex = hexPrefix(whole);
    const isLast =
      hex !== null ||
      (source === raw.length - 1 && (raw.length === 1 || Array.from(written).length >= MIN_PREFIX_LENGTH_AFTER_WORDS));
    if (parts.length === 0 || hex !== null) {
      words.push({
        term: hex ?? whole,
        alternatives: [],
        phrases: [],
        compounds: [],
        optional: STOP_WORDS.has(whole),
        isLast,
        source,
      });
      return;
    }
    // A letter-and-digit part whose runs are parts too (yearn4626 → yearn, 4626) is looked up through them.
    const mixed = (part: string) => /\p{N}/u.test(part) && /\p{L}/u.test(part);
    const leaves = parts.filter(
      (part) => !(mixed(part) && parts.some((other) => other !== part && part.includes(other))),
    );
    leaves.forEach((part, i) => {
      words.push({
        term: part,
        alternatives: [whole],
        phrases: [],
        compounds: [],
        optional: false,
        isLast: isLast && i === leaves.length - 1,
        source,
      });
    });
  });
  if (words.length > 0 && words.every((word) => word.optional)) for (const word of words) word.optional = false;
  addClosedCompounds(words);
  return {words, wholes: raw.map((word) => word.whole)};
}

/** The words of a query the engine will look up. */
export function queryWords(query: string): string[] {
  return parseQuery(query).words.map((word) => word.term);
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
