/**
 * Turns the built site into the search index: every indexable page is read
 * with `extractPage` into the compact record list (headings and paragraphs
 * pointing back to their page by position), which is then written sharded
 * for the browser. `search:upload` reads the same records from the built
 * pages when it runs, so the site does not ship them.
 */
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {type CompactIndex, INDEX_FORMAT_VERSION} from '../../src/search/indexFormat';
import type {PageStatusRule} from '../../src/search/pageStatus';
import {listBuiltPages} from '../shared/builtFiles';
import {type ExtractedPage, extractPage} from './extractPage';
import {shardIndex} from './shardIndex';

/** How many other pages of the list link to each page, by URL. */
export function inboundLinks(pages: readonly ExtractedPage[]): Map<string, number> {
  const counts = new Map(pages.map((page) => [page.url, 0]));
  for (const page of pages) {
    for (const target of page.links) {
      const count = counts.get(target);
      if (count !== undefined && target !== page.url) counts.set(target, count + 1);
    }
  }
  return counts;
}

export function compactIndex(pages: readonly ExtractedPage[]): CompactIndex {
  const index: CompactIndex = {v: INDEX_FORMAT_VERSION, p: [], h: [], c: []};
  const linkedFrom = inboundLinks(pages);
  pages.forEach((page, pageIndex) => {
    index.p.push([
      page.url,
      page.lvl0,
      page.docusaurusTag,
      page.language,
      page.pageClass.status,
      page.pageClass.family,
      page.pageClass.version ?? '',
      linkedFrom.get(page.url) ?? 0,
    ]);
    const offset = index.h.length;
    for (const heading of page.headings) {
      index.h.push([
        pageIndex,
        heading.level,
        heading.text,
        heading.anchor,
        heading.parent < 0 ? -1 : heading.parent + offset,
      ]);
    }
    for (const [heading, text] of page.contents) index.c.push([heading + offset, text]);
  });
  return index;
}

/** The URL path a built file is served at: `a/b/index.html` (or `a/b.html`) at `/a/b`. */
export function pathOfHtmlFile(relativeFile: string, baseUrl: string): string {
  const clean = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `${baseUrl}${clean}`.replace(/\/$/, '') || '/';
}

export interface BuildIndexOptions {
  outDir: string;
  baseUrl: string;
  sectionLabels: Record<string, string>;
  statusRules?: readonly PageStatusRule[];
}

export async function buildSearchIndex({
  outDir,
  baseUrl,
  sectionLabels,
  statusRules,
}: BuildIndexOptions): Promise<CompactIndex> {
  const pages: ExtractedPage[] = [];
  const seenUrls = new Set<string>();
  for (const file of await listBuiltPages(outDir)) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    const page = extractPage(html, {fallbackUrl: pathOfHtmlFile(file, baseUrl), sectionLabels, statusRules});
    if (!page || seenUrls.has(page.url)) continue;
    seenUrls.add(page.url);
    pages.push(page);
  }
  return compactIndex(pages);
}

export interface WrittenIndex {
  files: number;
  bytes: number;
}

/** Writes the sharded index the browser reads. */
export async function writeSearchIndex(index: CompactIndex, dir: string): Promise<WrittenIndex> {
  const files = shardIndex(index);
  await rm(dir, {recursive: true, force: true});
  await Promise.all(['s', 'c'].map((sub) => mkdir(path.join(dir, sub), {recursive: true})));
  let bytes = 0;
  for (const [file, data] of files) {
    const json = JSON.stringify(data);
    bytes += Buffer.byteLength(json);
    await writeFile(path.join(dir, file), json);
  }
  return {files: files.size, bytes};
}
