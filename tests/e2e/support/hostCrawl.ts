/**
 * Crawls a build through a web server as a reader's browser or a search
 * engine would: every sitemap URL, every redirect source (each published path
 * and section root, the build's `_redirects` and its redirect pages, with and
 * without the trailing slash) and every Markdown twin. Each must reach its
 * page within two hops (HTTP redirects and redirect pages' meta refresh
 * alike), answer 200 and be the right page: the title of the page the build
 * wrote for that route, or for a twin the twin file itself.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {sectionRootRedirects} from '@site/config/redirects';
import {fileForRoute} from '@site/harness/site/builtSite';
import {parseRedirectsFile} from '@site/plugins/host-config/rules';
import {sitemapPaths} from '@site/tests/e2e/support/sitemap';

/** Longer chains fail: `/a` → `/a/` → a redirect page → its target is the longest a static host needs. */
export const MAX_HOPS = 2;

interface Expectation {
  path: string;
  kind: 'page' | 'redirect' | 'twin';
  /** The title the page must have, or for a twin the file's bytes. */
  title?: string;
  body?: Buffer;
}

export interface CrawlReport {
  total: number;
  /** Paths answered with their page within MAX_HOPS. */
  answered: number;
  problems: string[];
  /** Targets of each kind. */
  counts: Record<Expectation['kind'], number>;
}

const published = (
  JSON.parse(readFileSync(path.resolve('tests/e2e/fixtures/published-urls.json'), 'utf8')) as {
    urls: {from: string; to: string}[];
  }
).urls;

const bare = (urlPath: string) => urlPath.replace(/(.)\/+$/, '$1');
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);

export function titleOf(html: string): string | undefined {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  return title === undefined ? undefined : decode(title);
}

/** The target of a redirect page's meta refresh, or null for any other document. */
export function refreshTarget(html: string): string | null {
  const content = /<meta\s+http-equiv="refresh"\s+content="([^"]*)"/i.exec(html)?.[1];
  const url = content && /url=(.+)$/i.exec(content)?.[1];
  return url ? decode(url.trim()) : null;
}

function filesUnder(dir: string, keep: (name: string) => boolean, root = dir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : filesUnder(full, keep, root);
    return keep(entry.name) ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** Everything the crawl asks for in a build served under `baseUrl`, with what each must answer. */
export function crawlExpectations(buildDir: string, baseUrl = '/'): Expectation[] {
  const prefix = baseUrl.replace(/\/$/, '');
  const titleOfRoute = (urlPath: string) => {
    const file = fileForRoute(urlPath.slice(prefix.length) || '/', buildDir);
    return file ? titleOf(readFileSync(file, 'utf8')) : undefined;
  };
  const pages: Expectation[] = sitemapPaths(buildDir).map((urlPath) => ({
    path: urlPath,
    kind: 'page',
    title: titleOfRoute(urlPath),
  }));

  // Where each source leads: the published URLs and section roots first (facts), then the host file.
  const targets = new Map<string, string>();
  const hostFile = readFileSync(path.join(buildDir, '_redirects'), 'utf8');
  for (const {from, to} of [
    ...published.map(({from, to}) => ({from: `${prefix}${from}`, to: `${prefix}${to}`})),
    ...sectionRootRedirects.map(({from, to}) => ({from: `${prefix}${from}`, to: `${prefix}${to}`})),
    ...parseRedirectsFile(hostFile),
  ]) {
    for (const source of [bare(from), `${bare(from)}/`]) if (!targets.has(source)) targets.set(source, to);
  }
  // Redirect pages the build holds that no list names still answer their folder, with and without the slash.
  for (const file of filesUnder(buildDir, (name) => name === 'index.html')) {
    const target = refreshTarget(readFileSync(path.join(buildDir, file), 'utf8'));
    const folder = `${prefix}/${file.replace(/\/?index\.html$/, '')}`;
    if (target)
      for (const source of [bare(folder), `${bare(folder)}/`])
        if (!targets.has(source)) targets.set(source, bare(target));
  }
  const pagePaths = new Set(pages.map((page) => page.path));
  const redirects: Expectation[] = [...targets].flatMap(([source, to]) =>
    // A published folder path of a page that kept its name is that page's sitemap URL, crawled above.
    pagePaths.has(source) ? [] : [{path: source, kind: 'redirect' as const, title: titleOfRoute(to)}],
  );

  const twins: Expectation[] = filesUnder(buildDir, (name) => name.endsWith('.md')).map((file) => ({
    path: `${prefix}/${file}`,
    kind: 'twin',
    body: readFileSync(path.join(buildDir, file)),
  }));
  return [...pages, ...redirects, ...twins];
}

/** Follows one path to its end; the problem with it, or null when it reaches the expected page. */
async function check(origin: string, expectation: Expectation): Promise<string | null> {
  let url = new URL(expectation.path, origin);
  const chain = [url.pathname];
  for (let hop = 0; ; hop++) {
    const response = await fetch(url, {redirect: 'manual', signal: AbortSignal.timeout(10_000)});
    const body = Buffer.from(await response.arrayBuffer());
    const location = response.headers.get('location');
    const refresh =
      response.status === 200 && expectation.kind !== 'twin' ? refreshTarget(body.toString('utf8')) : null;
    const next = response.status >= 300 && response.status < 400 ? location : refresh;
    if (next) {
      if (hop === MAX_HOPS) return `more than ${MAX_HOPS} hops: ${chain.join(' → ')} → ${next}`;
      url = new URL(next, url);
      chain.push(`${response.status === 200 ? 'refresh' : response.status} ${url.pathname}`);
      continue;
    }
    if (response.status !== 200) return `${response.status} after ${chain.join(' → ')}`;
    if (expectation.body) return expectation.body.equals(body) ? null : `not the twin file after ${chain.join(' → ')}`;
    const title = titleOf(body.toString('utf8'));
    if (expectation.title === undefined) return `no page in the build to compare with (${chain.join(' → ')})`;
    return title === expectation.title ? null : `title "${title}", not "${expectation.title}" (${chain.join(' → ')})`;
  }
}

/** Crawls every expectation through the server at `origin`, a few requests at a time. */
export async function crawl(origin: string, expectations: readonly Expectation[]): Promise<CrawlReport> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < expectations.length) {
      const expectation = expectations[next++]!;
      const problem = await check(origin, expectation).catch((error: unknown) => String(error));
      if (problem) problems.push(`${expectation.path}: ${problem}`);
    }
  };
  await Promise.all(Array.from({length: 8}, worker));
  const counts = {page: 0, redirect: 0, twin: 0};
  for (const {kind} of expectations) counts[kind]++;
  return {
    total: expectations.length,
    answered: expectations.length - problems.length,
    problems: problems.sort(),
    counts,
  };
}
