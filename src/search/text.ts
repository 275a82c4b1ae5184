/**
 * Text rules shared by indexing, querying and highlighting, so a word is cut
 * and compared the same way everywhere.
 */

/** Algolia rejects longer queries; the local engine cuts at the same length. */
export const MAX_QUERY_LENGTH = 512;
/** Words after this many are ignored: enough for any real query, cheap for hostile ones. */
export const MAX_QUERY_WORDS = 12;

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

export function tokenize(text: string): string[] {
  return Array.from(text.matchAll(WORD_PATTERN), (match) => normalizeWord(match[0]));
}

/** The words of a query the engine will look up. */
export function queryWords(query: string): string[] {
  return tokenize(normalizeQuery(query)).slice(0, MAX_QUERY_WORDS);
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
