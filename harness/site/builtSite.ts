/**
 * Reads the production build from disk: every HTML page with its path, and
 * helpers to resolve internal links the way the static server does.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {type CheerioAPI, load} from 'cheerio';

export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

export interface BuiltPage {
  /** URL path, e.g. /developers/v3/overview */
  route: string;
  file: string;
  $: CheerioAPI;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export function routeOfFile(file: string, buildDir = BUILD_DIR): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

/** Every page of the build except the 404 page, redirect stubs and test fixtures. */
export function builtPages(buildDir = BUILD_DIR): BuiltPage[] {
  return htmlFiles(buildDir)
    .map((file) => ({file, route: routeOfFile(file, buildDir)}))
    .filter(({route}) => route !== '/404' && !route.startsWith('/__e2e__'))
    .map(({file, route}) => ({file, route, $: load(readFileSync(file, 'utf8'))}))
    .filter(({$}) => $('meta[http-equiv="refresh"]').length === 0);
}

/** The HTML file that serves a URL path, or null when the site has none. */
export function fileForRoute(route: string, buildDir = BUILD_DIR): string | null {
  const clean = route.replace(/\/$/, '') || '/';
  const candidates =
    clean === '/' ? ['index.html'] : [`${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`, clean.slice(1)];
  for (const candidate of candidates) {
    const full = path.join(buildDir, candidate);
    if (existsSync(full) && !full.endsWith(path.sep)) return full;
  }
  return null;
}

/** Visible body text of a doc page's article (its Markdown body when it has one), without code blocks. */
export function articleText($: CheerioAPI): string {
  const markdown = $('article .markdown').first();
  // Generated index pages have no Markdown body: their cards are the content.
  const article = (markdown.length ? markdown : $('article').first()).clone();
  article.find('pre, .theme-code-block, script, style, svg, .hash-link').remove();
  return article
    .text()
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page written by hand has a source file under docs/; generated pages do not. */
export function hasSourceFile(route: string): boolean {
  const base = `docs${route}`;
  return ['.md', '.mdx', '/index.md', '/index.mdx'].some((ending) => existsSync(`${base}${ending}`));
}
