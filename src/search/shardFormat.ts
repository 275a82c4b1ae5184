/**
 * The search index as the browser reads it: a small manifest, postings split
 * into shards by the first two letters of each word, and section texts split
 * into chunks. A query fetches the manifest, the shards of its words and the
 * chunks of the hits it shows, so what it downloads barely grows with the
 * site. Scores are computed at build time; the browser only adds them up.
 */

import type {PageStatus} from './pageStatus';

export const SHARDED_FORMAT_VERSION = 6;
export const MANIFEST_FILE = 'manifest.json';

/**
 * [url without anchor, lvl0, docusaurus_tag, language, id of the page's first
 * section, status, family ('' for none), 1 for an old release of a contract
 * else 0] (see ./pageStatus.ts)
 */
export type ManifestPage = [string, string, string, string, number, PageStatus, string, 0 | 1];

export interface Manifest {
  v: typeof SHARDED_FORMAT_VERSION;
  pages: ManifestPage[];
  /** Number of sections; ids run from 0, each page's sections contiguous and in page order. */
  sections: number;
  /**
   * Sections per chunk: chunk i holds the sections from i × chunkSections on.
   * A fixed count keeps a list of chunk boundaries out of the manifest.
   */
  chunkSections: number;
  /** Keys of the shards that exist. */
  shards: string[];
}

/**
 * Postings of one word: repeated triples of (section id minus the previous
 * one, score × 100, place), written as base-32 numbers in one string. The
 * place is 4 × the number of words in the section's heading when the word is
 * one of them (else 0), plus where the word is: 3 in the page title (the
 * section's own or its page's), 2 in the section's heading, 1 elsewhere. A string is parsed as one JSON token and decoded only
 * for the words a query reads; as arrays of JSON numbers, the shards of a
 * large site took longer to parse than the query took to answer.
 */
export type Postings = string;
export type Shard = Record<string, Postings>;

// A number is written most significant digit first: its last digit from the
// final alphabet, the others from the leading one, so numbers need no
// separator. Both alphabets are JSON-safe.
const LEADING_DIGITS = '0123456789abcdefghijklmnopqrstuv';
const FINAL_DIGITS = 'wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
const DIGIT_VALUES = new Uint8Array(128);
for (let i = 0; i < 32; i += 1) {
  DIGIT_VALUES[LEADING_DIGITS.charCodeAt(i)] = i;
  DIGIT_VALUES[FINAL_DIGITS.charCodeAt(i)] = 32 + i;
}

/** Digits of the largest safe integer in base 32. */
const MAX_DIGITS = 11;

/** Writes non-negative integers (postings triples) as one string. */
export function encodePostings(numbers: readonly number[]): Postings {
  const codes = new Uint8Array(numbers.length * MAX_DIGITS);
  let end = 0;
  for (const number of numbers) {
    // Least significant digit first, then reversed in place.
    const start = end;
    codes[end++] = FINAL_DIGITS.charCodeAt(number % 32);
    for (let rest = Math.floor(number / 32); rest > 0; rest = Math.floor(rest / 32))
      codes[end++] = LEADING_DIGITS.charCodeAt(rest % 32);
    codes.subarray(start, end).reverse();
  }
  return new TextDecoder().decode(codes.subarray(0, end));
}

/** Calls `visit` with each posting of an encoded list, in order. */
export function forEachPosting(postings: Postings, visit: (delta: number, score: number, place: number) => void): void {
  const triple = [0, 0, 0];
  let field = 0;
  let value = 0;
  for (let i = 0; i < postings.length; i += 1) {
    const digit = DIGIT_VALUES[postings.charCodeAt(i)]!;
    if (digit < 32) {
      value = value * 32 + digit;
      continue;
    }
    triple[field] = value * 32 + digit - 32;
    value = 0;
    field += 1;
    if (field === 3) {
      field = 0;
      visit(triple[0]!, triple[1]!, triple[2]!);
    }
  }
}

/** [section id, heading level 1–6, hierarchy lvl1…lvlN, anchor ('' for none), paragraphs] */
export type ChunkSection = [number, number, string[], string, string[]];
export type Chunk = ChunkSection[];

/** Shard of a word: its first two characters (one for a one-letter word). */
export function shardKey(word: string): string {
  return Array.from(word).slice(0, 2).join('');
}

/** File-name-safe form of a shard key (it may hold any letter or digit). */
export function shardFile(key: string): string {
  return `s/${Array.from(key, (char) => char.codePointAt(0)!.toString(36)).join('-')}.json`;
}

export function chunkFile(index: number): string {
  return `c/${index}.json`;
}

export function chunkCount({sections, chunkSections}: Pick<Manifest, 'sections' | 'chunkSections'>): number {
  return Math.ceil(sections / chunkSections);
}

/** The chunk a section's texts are in. */
export function chunkIndexOf(sectionId: number, chunkSections: number): number {
  return Math.floor(sectionId / chunkSections);
}

/** A manifest of this format, with the fields the engine and the offline save read. */
export function isManifest(value: unknown): value is Manifest {
  const manifest = value as Partial<Record<keyof Manifest, unknown>> | null;
  return (
    manifest?.v === SHARDED_FORMAT_VERSION &&
    Array.isArray(manifest.pages) &&
    Array.isArray(manifest.shards) &&
    Number.isInteger(manifest.sections) &&
    Number.isInteger(manifest.chunkSections) &&
    (manifest.chunkSections as number) > 0
  );
}
