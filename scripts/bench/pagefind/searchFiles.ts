/**
 * What each engine would have the service worker keep so that every query
 * works offline: the files search needs, counted and summed (Pagefind's
 * index files are compressed already; the site's are counted as served,
 * gzip). Pagefind's own UI scripts and styles are left out: the modal stays.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSize} from '../../../harness/site/gzipSize';
import {listFiles} from '../../../plugins/shared/builtFiles';
import {builtIndexFolder} from '../searchQuality';
import {PAGEFIND_FOLDER} from './servedLayout';

export interface FileTally {
  files: number;
  /** Bytes over the wire: gzip for text, as stored for files Pagefind compressed itself. */
  bytes: number;
}

/** Pagefind's prebuilt UIs and the wasm for pages of no language: not needed behind the modal. */
const PAGEFIND_UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\.|^wasm\.unknown\.|^playground\//;
const PRECOMPRESSED = /\.(pf_index|pf_fragment|pf_meta|pf_filter|pagefind)$/;

function tally(root: string, files: readonly string[]): FileTally {
  const bytes = files.reduce((sum, file) => {
    const body = readFileSync(path.join(root, file));
    return sum + (PRECOMPRESSED.test(file) ? body.length : gzipSize(body));
  }, 0);
  return {files: files.length, bytes};
}

/** The Pagefind bundle a search behind the modal reads. */
export async function pagefindSearchFiles(copyDir: string): Promise<FileTally> {
  const root = path.join(copyDir, PAGEFIND_FOLDER);
  return tally(
    root,
    (await listFiles(root, '.')).filter((file) => !PAGEFIND_UNUSED.test(file)),
  );
}

/** The site's index folder: the files the page keeps as searches read them (the worker precaches the UI code). */
export async function ownSearchFiles(buildDir: string): Promise<FileTally> {
  const folder = builtIndexFolder(buildDir);
  return tally(
    buildDir,
    (await listFiles(buildDir, folder)).filter((file) => !file.endsWith('.html')),
  );
}
