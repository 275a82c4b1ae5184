/**
 * Links each page stylesheet (./pageStylesheets.ts) from the pages whose
 * server-rendered HTML uses its classes, right after the site stylesheet, so
 * those pages show styled on first paint. Docusaurus would link a page's
 * stylesheets itself, but with Rspack its client manifest cannot map a
 * page's modules to their files.
 */
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {listBuiltPages} from '../../shared/builtFiles';
import {PAGE_STYLESHEET_GROUPS} from './pageStylesheets';
import type {PageStylesheetRecord} from './recordPageStylesheets';

export interface PageStylesheet {
  /** URL path, base URL included. */
  href: string;
  /** The CSS-module class names the sheet styles. */
  classes: readonly string[];
}

/** CSS-module class names (`local_hash`); BEM names of global sheets (`menu__link`) are left out. */
const MODULE_CLASS = /\.(-?[_a-zA-Z][\w-]*?_[\w-]{4})(?![\w-])/g;

export function moduleClassesOf(css: string): string[] {
  const classes = new Set<string>();
  for (const [, name] of css.matchAll(MODULE_CLASS)) if (name && !name.includes('__')) classes.add(name);
  return [...classes];
}

/** The link to the one stylesheet every page loads, as the server render writes it. */
const SITE_STYLESHEET_LINK = /<link\b[^>]*\bhref=["']?[^"'\s>]*assets\/css\/styles\.[0-9a-f]+\.css["']?[^>]*>/;

/** The page stylesheets `html` uses, linked after the site stylesheet; `html` itself when it uses none. */
export function linkPageStylesheets(html: string, sheets: readonly PageStylesheet[]): string {
  const used = sheets.filter(({classes}) => classes.some((name) => html.includes(name)));
  if (used.length === 0) return html;
  const site = SITE_STYLESHEET_LINK.exec(html);
  if (!site) throw new Error('[styles-cache-group] a page uses a page stylesheet but links no site stylesheet');
  const links = used.map(({href}) => `<link rel="stylesheet" href="${href}">`).join('');
  const end = site.index + site[0].length;
  return html.slice(0, end) + links + html.slice(end);
}

/** Where the client build records the page stylesheet files (./recordPageStylesheets.ts). */
export const pageStylesheetRecordFile = (workDir: string) => path.join(workDir, 'page-stylesheets.json');

/** The page stylesheets of a build; fails when a group made no file, so a moved or unused component shows. */
export async function readPageStylesheets(
  outDir: string,
  baseUrl: string,
  record: PageStylesheetRecord,
): Promise<PageStylesheet[]> {
  const missing = PAGE_STYLESHEET_GROUPS.filter((group) => !record[group]?.length);
  if (missing.length)
    throw new Error(
      `[styles-cache-group] no stylesheet was made for ${missing.join(', ')}: is the component still used?`,
    );
  return Promise.all(
    Object.values(record)
      .flat()
      .map(async (file) => ({
        href: `${baseUrl}${file}`,
        classes: moduleClassesOf(await readFile(path.join(outDir, file), 'utf8')),
      })),
  );
}

/**
 * Links the page stylesheets in every page of the build. Other plugins read
 * and list the build's files meanwhile, so each page is written in a
 * staging folder of `workDir` (outside the build, on its file system) and
 * renamed over.
 */
export async function linkPageStylesheetsInBuild(outDir: string, baseUrl: string, workDir: string): Promise<number> {
  const record = JSON.parse(await readFile(pageStylesheetRecordFile(workDir), 'utf8')) as PageStylesheetRecord;
  const sheets = await readPageStylesheets(outDir, baseUrl, record);
  const stagingDir = path.join(workDir, 'staging');
  const pages = (await listBuiltPages(outDir)).map((file) => path.join(outDir, file));
  await mkdir(stagingDir, {recursive: true});
  let linked = 0;
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    const withLinks = linkPageStylesheets(html, sheets);
    if (withLinks === html) continue;
    const staged = path.join(stagingDir, `${linked}.html`);
    await writeFile(staged, withLinks);
    await rename(staged, page);
    linked += 1;
  }
  return linked;
}
