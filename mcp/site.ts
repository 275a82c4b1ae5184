/**
 * The production build as the MCP server reads it: the pages of its sitemap
 * with their Markdown twins, its redirects, `/addresses.json`, `llms.txt`,
 * the contract reference's ABI files and the search index. Everything is
 * read from the build folder, once and on first use: a build does not change
 * under its server. Only paths the build itself lists are ever opened, so
 * no request can name a file.
 */

import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Abi} from 'viem';
import {REDIRECTS_FILE} from '../plugins/host-config';
import {parseRedirectsFile} from '../plugins/host-config/rules';
import {ABI_FILE_SUFFIX} from '../src/contracts/abiFile';
import type {PublishedAddress} from '../src/data/addresses/machineReadable';
import {twinPathFor} from '../src/docs-tooling/twinPath';
import {SearchEngine} from '../src/search/engine';

/** The address data as /addresses.json publishes it (plugins/addresses-json). */
export interface AddressData {
  chains: {chainId: number; name: string; nativeSymbol: string; explorer: string; status: string}[];
  addresses: AddressRecord[];
}

/** An entry of /addresses.json as the site publishes it; fields added later pass through untouched. */
export type AddressRecord = PublishedAddress & {[field: string]: unknown};

/** One ABI file of the contract reference, with what its page says of it. */
export interface AbiFile {
  /** The contract's name: the file's own (`VaultV3`). */
  name: string;
  /** The page's title (`VaultV3`, `v1 yVault Interfaces`). */
  title: string;
  /** The release the page documents, as its Release field gives it (`V3 3.0.4`), or null. */
  release: string | null;
  /** The page's path (`/developers/smart-contracts/V3/VaultV3`). */
  route: string;
  abi: Abi;
}

export interface BuiltSite {
  dir: string;
  /** The public URL the build was made for, without a trailing slash (`https://docs.yearn.fi`). */
  url: string;
  /** The build's content version: the hash of its search index folder. */
  version: string;
  /** Every page of the sitemap, by path (`/developers/v3/overview`, `/` for the home page). */
  routes: ReadonlySet<string>;
  /** The build's redirects, from path to path. */
  redirects: ReadonlyMap<string, string>;
  /** A page's Markdown twin; the route must be one of `routes`. */
  twin(route: string): string;
  /** A page's title, from its twin's heading. */
  title(route: string): string;
  /** A page's "last updated" date (ISO 8601), or null when the build carries none. */
  lastUpdated(route: string): string | null;
  llmsTxt(): string;
  addressesJsonText(): string;
  addresses(): AddressData;
  abis(): readonly AbiFile[];
  search(): Promise<SearchEngine>;
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/** The page paths of a sitemap, in its order, without the site's origin. */
export function sitemapRoutes(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = decodeURI(new URL(match[1]!.trim()).pathname);
    return pathname.length > 1 ? pathname.replace(/\/$/, '') : '/';
  });
}

/** The page's canonical URL, from its HTML (minified or not). */
export function canonicalUrl(html: string): string | null {
  const tag = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i.exec(html)?.[0];
  return tag ? (/\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? null) : null;
}

/** The "last updated" date of a page's HTML: its `dateModified` time element. */
export function dateModified(html: string): string | null {
  const tag = /<time\b[^>]*itemprop=["']?dateModified["']?[^>]*>/i.exec(html)?.[0];
  return tag ? (/\bdatetime=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? null) : null;
}

/** A twin's title: its first level-one heading. */
export function twinTitle(markdown: string): string | null {
  return /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? null;
}

/** The release a contract reference page documents: the line after its "Release" field (`V3 3.0.4`). */
export function twinRelease(markdown: string): string | null {
  return /^Release\n\n(.+)$/m.exec(markdown)?.[1]?.trim() ?? null;
}

function filesEndingIn(dir: string, suffix: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'assets' || entry.name.startsWith('search-index.') ? [] : filesEndingIn(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

function once<T>(load: () => T): () => T {
  let value: {loaded: T} | undefined;
  return () => {
    value ??= {loaded: load()};
    return value.loaded;
  };
}

/** The one line to show when a folder holds no build. */
export function missingBuildMessage(dir: string): string {
  return `No production build in "${dir}": run "npm run build" first (or pass the build folder as the first argument).`;
}

export function openBuiltSite(buildDir: string): BuiltSite {
  const dir = path.resolve(buildDir);
  const file = (relative: string) => path.join(dir, relative);
  if (!existsSync(file('index.html')) || !existsSync(file('sitemap.xml')))
    throw new MissingBuildError(missingBuildMessage(buildDir));
  const home = canonicalUrl(readFileSync(file('index.html'), 'utf8'));
  const url = (home ?? 'http://localhost/').replace(/\/+$/, '');
  // With a base path, page paths carry it and the files of the build do not.
  const basePath = new URL(`${url}/`).pathname.replace(/\/$/, '');
  const inBuild = (route: string) =>
    basePath && route.startsWith(basePath) ? route.slice(basePath.length) || '/' : route;
  const routes = new Set(sitemapRoutes(readFileSync(file('sitemap.xml'), 'utf8')));
  const redirects = new Map<string, string>();
  if (existsSync(file(REDIRECTS_FILE)))
    for (const {from, to} of parseRedirectsFile(readFileSync(file(REDIRECTS_FILE), 'utf8')))
      redirects.set(from.length > 1 ? from.replace(/\/$/, '') : from, to);

  const twin = (route: string) => readFileSync(file(twinPathFor(inBuild(route))), 'utf8');
  const htmlOf = (route: string): string | null => {
    const clean = inBuild(route).slice(1);
    for (const candidate of clean ? [`${clean}.html`, `${clean}/index.html`] : ['index.html'])
      if (existsSync(file(candidate))) return readFileSync(file(candidate), 'utf8');
    return null;
  };
  const addressesJsonText = once(() => readFileSync(file('addresses.json'), 'utf8'));
  const addresses = once(() => JSON.parse(addressesJsonText()) as AddressData);
  const abis = once(() =>
    filesEndingIn(dir, ABI_FILE_SUFFIX).map((abiFile): AbiFile => {
      const route = `${basePath}/${path.relative(dir, abiFile).split(path.sep).join('/').slice(0, -ABI_FILE_SUFFIX.length)}`;
      const markdown = routes.has(route) ? twin(route) : '';
      const name = path.basename(abiFile, ABI_FILE_SUFFIX);
      return {
        name,
        title: twinTitle(markdown) ?? name,
        release: twinRelease(markdown),
        route,
        abi: JSON.parse(readFileSync(abiFile, 'utf8')) as Abi,
      };
    }),
  );
  const indexFolder = readdirSync(dir).find((name) => /^search-index\.[0-9a-f]+$/.test(name));
  const titles = new Map<string, string>();
  const title = (route: string) => {
    let known = titles.get(route);
    if (known === undefined) {
      known = twinTitle(twin(route)) ?? route;
      titles.set(route, known);
    }
    return known;
  };
  let engine: Promise<SearchEngine> | undefined;
  const search = () => {
    engine ??= (async () => {
      const folder = indexFolder;
      if (!folder) throw new Error(`The build in "${buildDir}" has no search index.`);
      return SearchEngine.open(async (indexFile) =>
        JSON.parse(readFileSync(path.join(dir, folder, indexFile), 'utf8')),
      );
    })();
    engine.catch(() => {
      engine = undefined;
    });
    return engine;
  };

  return {
    dir,
    url,
    version: indexFolder?.slice('search-index.'.length) ?? 'unindexed',
    routes,
    redirects,
    twin,
    title,
    lastUpdated: (route) => {
      const html = htmlOf(route);
      return html ? dateModified(html) : null;
    },
    llmsTxt: once(() => readFileSync(file('llms.txt'), 'utf8')),
    addressesJsonText,
    addresses,
    abis,
    search,
  };
}
