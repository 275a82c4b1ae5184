/**
 * Highlighting and snippets in Algolia's format: the text is HTML-escaped,
 * then every word the engine matched is wrapped in the request's tags. Only
 * the tags are markup, so a result can be rendered as HTML safely.
 */
import {escapeHtml, type ScannedWord, scanWords} from './text';
import type {HighlightValue, SnippetValue} from './types';

export interface HighlightOptions {
  preTag: string;
  postTag: string;
  /** Query words, used to report `matchedWords` and `matchLevel`. */
  queryWords: string[];
  /** Whether an indexed word (lowercase) was matched by the query. */
  isMatch: (word: string) => boolean;
}

interface Marked {
  value: string;
  matchedTokens: Set<string>;
}

/** The token of a word that the query matched: the word whole, else one of its parts. */
function matchedToken(word: ScannedWord, options: HighlightOptions): string | undefined {
  return options.isMatch(word.whole) ? word.whole : word.parts.find(options.isMatch);
}

function mark(text: string, options: HighlightOptions): Marked {
  const matchedTokens = new Set<string>();
  let value = '';
  let last = 0;
  for (const word of scanWords(text)) {
    value += escapeHtml(text.slice(last, word.index));
    const token = matchedToken(word, options);
    if (token !== undefined) {
      matchedTokens.add(token);
      value += `${options.preTag}${escapeHtml(word.raw)}${options.postTag}`;
    } else {
      value += escapeHtml(word.raw);
    }
    last = word.index + word.raw.length;
  }
  value += escapeHtml(text.slice(last));
  return {value, matchedTokens};
}

function matchedQueryWords(queryWords: string[], tokens: Set<string>): string[] {
  if (tokens.size === 0) return [];
  const matched = queryWords.filter((word) => [...tokens].some((token) => token === word || token.startsWith(word)));
  const unexplained = [...tokens].filter(
    (token) => !queryWords.some((word) => token === word || token.startsWith(word)),
  );
  const rest = queryWords.filter((word) => !matched.includes(word)).slice(0, unexplained.length);
  return [...matched, ...rest];
}

function matchLevel(queryWords: string[], matched: string[]): HighlightValue['matchLevel'] {
  if (matched.length === 0) return 'none';
  return matched.length >= new Set(queryWords).size ? 'full' : 'partial';
}

export function highlight(text: string, options: HighlightOptions): HighlightValue {
  const {value, matchedTokens} = mark(text, options);
  const matchedWords = matchedQueryWords(options.queryWords, matchedTokens);
  return {value, matchLevel: matchLevel(options.queryWords, matchedWords), matchedWords};
}

/**
 * A window of `wordCount` words around the first match, with `ellipsis` where
 * text was cut. The window opens about a third of its length before the match
 * so the reader sees what leads up to it.
 */
export function snippet(text: string, wordCount: number, ellipsis: string, options: HighlightOptions): SnippetValue {
  const words = text.split(/\s+/).filter(Boolean);
  const size = Math.max(1, wordCount);
  const first = words.findIndex((word) => scanWords(word).some((scanned) => matchedToken(scanned, options)));
  const anchor = Math.max(first, 0);
  const start = Math.max(0, Math.min(anchor - Math.floor(size / 3), words.length - size));
  const end = Math.min(words.length, start + size);
  const {value, matchedTokens} = mark(words.slice(start, end).join(' '), options);
  const matched = matchedQueryWords(options.queryWords, matchedTokens);
  return {
    value: `${start > 0 ? ellipsis : ''}${value}${end < words.length ? ellipsis : ''}`,
    matchLevel: matchLevel(options.queryWords, matched),
  };
}
