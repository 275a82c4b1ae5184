/**
 * The search index as the browser reads it: a small manifest, postings split
 * into shards by the first two letters of each word, and section texts split
 * into chunks. A query fetches the manifest, the shards of its words and the
 * chunks of the hits it shows, so what it downloads barely grows with the
 * site. Scores are computed at build time; the browser only adds them up.
 */

export const SHARDED_FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';

/** [url without anchor, lvl0, docusaurus_tag, language, id of the page's first section] */
export type ManifestPage = [string, string, string, string, number];

export interface Manifest {
  v: typeof SHARDED_FORMAT_VERSION;
  pages: ManifestPage[];
  /** Number of sections; ids run from 0, each page's sections contiguous and in page order. */
  sections: number;
  /** First section id of each chunk. */
  chunks: number[];
  /** Keys of the shards that exist. */
  shards: string[];
}

/**
 * Postings of one word: repeated triples of (section id minus the previous
 * one, score × 100, heading flag). The flag is the number of words in the
 * section's heading when the word is one of them, else 0.
 */
export type Postings = number[];
export type Shard = Record<string, Postings>;

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
