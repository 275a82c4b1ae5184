// @ts-check
/**
 * What the service worker keeps, and where. Shared by the worker and the
 * build (which precaches only the app shell).
 *
 * JavaScript, not TypeScript: plugin-pwa compiles the worker with a loader
 * for .js files only, so a .ts module fails there with "Module parse failed".
 * JSDoc types let tsc check this file all the same.
 */

/**
 * The runtime caches the worker fills (their names: src/cacheNames.js).
 * @typedef {'pages' | 'assets'} CacheKind
 */

/** Path of the offline page, relative to the base URL. */
export const OFFLINE_PATH = 'offline';

/**
 * The app shell, as paths relative to the base URL: the entry scripts, every
 * stylesheet and web font, the web manifest and its icons, the logo and the
 * offline page. Route chunks, images and pages are cached as they are read.
 */
const SHELL_PATTERNS = [
  /^assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/,
  /\.css$/,
  /\.woff2$/,
  /^manifest\.json$/,
  /^img\/pwa\/[^/]+\.(png|svg)$/,
  /^img\/logo\.svg$/,
  new RegExp(`^${OFFLINE_PATH}$`),
];

/** @param {string} path relative to the base URL, without a leading slash */
export function isShellPath(path) {
  return SHELL_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * The URL to precache for a built file (relative to the output folder), or
 * null when the file is not part of the shell. Pages are built as
 * `offline/index.html` but served at `offline`.
 * @param {string} file
 * @returns {string | null}
 */
export function shellUrlOfFile(file) {
  const url = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return isShellPath(url) ? url : null;
}

/**
 * The list of the search UI's files (the modal, DocSearch, its stylesheet,
 * the local engine), relative to the base URL, written after the build by
 * plugins/local-search. The worker keeps them when it installs, with the
 * shell, so search opens offline on any visited page.
 */
export const SEARCH_UI_FILE = 'search-ui.json';

/** @typedef {{files: string[]}} SearchUiFiles */

/**
 * The listed files as URLs in the worker's scope, or [] when the list is
 * malformed.
 * @param {unknown} data
 * @param {URL} scope
 * @returns {string[]}
 */
export function searchUiUrls(data, scope) {
  const files = /** @type {Partial<SearchUiFiles> | null} */ (data)?.files;
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string' && !file.includes('..'))) return [];
  return files.map((file) => new URL(file, scope).href);
}

/** A search index file, relative to the base URL. */
const SEARCH_INDEX_FILE = /^search-index\.[^/]+\//;

/**
 * Which runtime cache a request belongs in, or null when the worker leaves it
 * alone: anything but GET (JSON-RPC POSTs), other origins (RPC nodes, data
 * services, Algolia), paths outside the site, the worker script, the shell
 * (the precache answers those) and search index files (the page keeps those,
 * and browsers with static routing do not even wake the worker for them).
 * @param {{url: URL, method: string}} request
 * @param {URL} scope the worker's scope: the site's origin and base URL
 * @returns {CacheKind | null}
 */
export function cacheKindOf({url, method}, scope) {
  if (method !== 'GET' || url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  const path = url.pathname.slice(scope.pathname.length);
  if (path === 'sw.js' || isShellPath(path)) return null;
  if (SEARCH_INDEX_FILE.test(path)) return null;
  if (path.startsWith('assets/')) return 'assets';
  return 'pages';
}

/**
 * The static route (InstallEvent.addRoutes) that sends search index files
 * straight to the network, without starting or waiting for the worker.
 * @param {URL} scope the worker's scope
 */
export function searchIndexRoute(scope) {
  return {condition: {urlPattern: {pathname: `${scope.pathname}search-index.*`}}, source: 'network'};
}

/**
 * Key of a page in the cache: the query and fragment do not change a built
 * page (`/search?q=…` is the search page), so one copy serves them all.
 * @param {string} url
 */
export function pageCacheKey(url) {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}

/**
 * Only complete answers are kept: not errors, partial content or redirects
 * (a redirected response cannot answer a navigation).
 * @param {{status: number, redirected: boolean}} response
 */
export function isCacheableResponse(response) {
  return response.status === 200 && !response.redirected;
}
