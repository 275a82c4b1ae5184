/**
 * A Pagefind index of a finished build, over the same content the site's
 * own index reads: the pages its extractor indexes, each page's article
 * body (`article .markdown`) without the markup the extractor drops (code
 * blocks, icons, buttons, the mobile table of contents, cards). Each page
 * is marked first as a theme would mark it (data-pagefind-body, its
 * section and title as meta), outside the timing; the timed step is
 * Pagefind's: indexing every marked page and writing the bundle.
 */
import {readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import {localSearchOptions} from '../../../config/search';
import {pathOfHtmlFile} from '../../../plugins/local-search/buildIndex';
import {extractPage, REMOVED_SELECTORS} from '../../../plugins/local-search/extractPage';
import {listBuiltPages} from '../../../plugins/shared/builtFiles';
import {SECTION_META} from './pagefindApi';

export interface MarkedPage {
  url: string;
  html: string;
}

export interface PagefindIndexBuild {
  pages: number;
  seconds: number;
  outputPath: string;
}

function metaSpan(name: string, value: string): string {
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<span data-pagefind-meta="${name}" data-pagefind-ignore hidden>${escaped}</span>`;
}

/** The pages the site's index reads, marked for Pagefind: the article body, with the page's group and title. */
export async function markBuiltPages(buildDir: string): Promise<MarkedPage[]> {
  const {sectionLabels, statusRules} = localSearchOptions(null);
  const marked: MarkedPage[] = [];
  const seen = new Set<string>();
  for (const file of await listBuiltPages(buildDir)) {
    const html = await readFile(path.join(buildDir, file), 'utf8');
    const page = extractPage(html, {fallbackUrl: pathOfHtmlFile(file, '/'), sectionLabels, statusRules});
    if (!page || seen.has(page.url)) continue;
    seen.add(page.url);
    const $ = load(html, {xml: {xmlMode: false, decodeEntities: true}});
    const body = $('article .markdown').first();
    if (body.length === 0) continue;
    body.attr('data-pagefind-body', '');
    body.prepend(metaSpan(SECTION_META, page.lvl0) + metaSpan('title', page.headings[0]!.text));
    marked.push({url: page.url, html: $.html()});
  }
  return marked;
}

/** Indexes marked pages into `outputPath` (emptied first), timed. */
export async function writePagefindIndex(
  pages: readonly MarkedPage[],
  outputPath: string,
): Promise<PagefindIndexBuild> {
  await rm(outputPath, {recursive: true, force: true});
  // An ES module only (no require condition), and this project's scripts run as CommonJS.
  const pagefind = await import('pagefind');
  const started = performance.now();
  const {index, errors} = await pagefind.createIndex({excludeSelectors: [...REMOVED_SELECTORS], forceLanguage: 'en'});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  // All at once, as Pagefind's own CLI reads a site: the service indexes them in parallel.
  const added = await Promise.all(pages.map((page) => index.addHTMLFile({url: page.url, content: page.html})));
  const failed = added.flatMap((response) => response.errors);
  if (failed.length > 0) throw new Error(`Pagefind could not index every page: ${failed.join('; ')}`);
  const written = await index.writeFiles({outputPath});
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  const seconds = (performance.now() - started) / 1000;
  await pagefind.close();
  return {pages: pages.length, seconds, outputPath};
}
