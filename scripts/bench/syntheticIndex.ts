/**
 * A search index for a site ten times ours, for the bench only: the built
 * site's own records (the index builder's input, read from the built pages) copied
 * ten times under new URLs, then sharded by the real index writer into a copy
 * of the build. Copies of real pages keep the real shape of the text
 * (section sizes, word frequencies); so that the vocabulary grows as a larger
 * site's would rather than staying the same, each copy after the first swaps
 * a quarter of its distinct words for words of its own (same first letters,
 * so they land in the same shards), which grows the vocabulary about 3.25×,
 * close to what Heaps' law predicts for ten times the text (10^0.5 ≈ 3.2).
 */
import {cpSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {SEARCH_PAGE_STATUS_RULES, SEARCH_SECTION_LABELS} from '../../config/search';
import {buildSearchIndex, writeSearchIndex} from '../../plugins/local-search/buildIndex';
import type {CompactIndex, CompactPage} from '../../src/search/indexFormat';
import {WORD_PATTERN} from '../../src/search/text';

export const SYNTHETIC_COPIES = 10;
const NEW_WORD_SHARE = 0.25;

/** FNV-1a: a stable, well-spread choice of which words a copy renames. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

function renameWords(text: string, copy: number): string {
  if (copy === 0) return text;
  const suffix = `q${String.fromCharCode(97 + copy)}`;
  return text.replace(WORD_PATTERN, (word) =>
    hash(`${copy}:${word.toLowerCase()}`) / 2 ** 32 < NEW_WORD_SHARE ? word + suffix : word,
  );
}

export function multiplyIndex(index: CompactIndex, copies: number): CompactIndex {
  const result: CompactIndex = {v: index.v, p: [], h: [], c: []};
  for (let copy = 0; copy < copies; copy += 1) {
    const pageOffset = result.p.length;
    const headingOffset = result.h.length;
    for (const page of index.p) {
      const prefix = copy === 0 ? '' : `/synthetic-${copy}`;
      const copied: CompactPage = [...page];
      copied[0] = `${prefix}${page[0]}`;
      if (page[5]) copied[5] = `${prefix}${page[5]}`;
      result.p.push(copied);
    }
    for (const [page, level, text, anchor, parent] of index.h) {
      result.h.push([
        page + pageOffset,
        level,
        renameWords(text, copy),
        anchor,
        parent < 0 ? -1 : parent + headingOffset,
      ]);
    }
    for (const [heading, text] of index.c) result.c.push([heading + headingOffset, renameWords(text, copy)]);
  }
  return result;
}

export function indexFolderOf(buildDir: string): string {
  const folder = readdirSync(buildDir).find((name) => name.startsWith('search-index.'));
  if (!folder) throw new Error(`No search index in ${buildDir}`);
  return folder;
}

export interface SyntheticSite {
  pages: number;
  /** Time the real index writer took to shard and write the synthetic records. */
  writeSeconds: number;
  /** Bytes of the files the browser may fetch. */
  indexBytes: number;
}

/** Copies the build to `targetDir` with the synthetic index in place of the real one (same folder name, so the bundle finds it). */
export async function buildSyntheticSite(buildDir: string, targetDir: string): Promise<SyntheticSite> {
  const folder = indexFolderOf(buildDir);
  rmSync(targetDir, {recursive: true, force: true});
  cpSync(buildDir, targetDir, {recursive: true, filter: (source) => !source.startsWith(path.join(buildDir, folder))});
  const records = await buildSearchIndex({
    outDir: buildDir,
    baseUrl: '/',
    sectionLabels: SEARCH_SECTION_LABELS,
    statusRules: SEARCH_PAGE_STATUS_RULES,
  });
  const synthetic = multiplyIndex(records, SYNTHETIC_COPIES);
  const started = performance.now();
  const written = await writeSearchIndex(synthetic, path.join(targetDir, folder));
  return {pages: synthetic.p.length, writeSeconds: (performance.now() - started) / 1000, indexBytes: written.bytes};
}
