/**
 * Runtime caching, added to plugin-pwa's service worker (its `swCustom`).
 * The plugin precaches the app shell and answers for it; this module keeps
 * what a reader opens: pages network-first (a new deploy shows at once),
 * content-hashed assets cache-first. Requests it does not classify (POSTs,
 * other origins, the shell, search index files, which the page keeps) go on
 * untouched.
 *
 * JavaScript, not TypeScript: plugin-pwa compiles the worker with a loader
 * for .js files only. This file only wires Workbox to the rules in
 * policy.js; it is not type-checked (the worker's global types clash with
 * the DOM types the rest of the site is checked against).
 */
import {Route, Router} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {CACHE_NAMES} from '../../cacheNames';
import {withoutAppScripts} from './fallback';
import {
  cacheKindOf,
  isCacheableResponse,
  OFFLINE_PATH,
  pageCacheKey,
  SEARCH_UI_FILE,
  searchIndexRoute,
  searchUiUrls,
} from './policy';

const keepCompleteOnly = {
  cacheWillUpdate: async ({response}) => (isCacheableResponse(response) ? response : null),
};

const oneKeyPerPage = {
  cacheKeyWillBeUsed: async ({request}) => pageCacheKey(request.url),
};

// Compression adds `Vary: Accept-Encoding`, which must not split the cache.
const matchOptions = {ignoreVary: true};

function createRouter(scope) {
  const strategies = {
    pages: new NetworkFirst({cacheName: CACHE_NAMES.pages, matchOptions, plugins: [keepCompleteOnly, oneKeyPerPage]}),
    assets: new CacheFirst({cacheName: CACHE_NAMES.assets, matchOptions, plugins: [keepCompleteOnly]}),
  };
  const router = new Router();
  for (const [kind, strategy] of Object.entries(strategies)) {
    router.registerRoute(new Route(({url, request}) => cacheKindOf({url, method: request.method}, scope) === kind, strategy));
  }
  router.setCatchHandler(({request}) => (request.mode === 'navigate' ? offlinePage(scope) : Promise.resolve(Response.error())));
  return router;
}

async function offlinePage(scope) {
  // The precache keys carry a revision query, hence ignoreSearch.
  const saved = await caches.match(new URL(OFFLINE_PATH, scope).href, {ignoreSearch: true});
  if (!saved) return Response.error();
  return new Response(withoutAppScripts(await saved.text()), {
    status: 503,
    statusText: 'Offline',
    headers: {'Content-Type': 'text/html; charset=utf-8'},
  });
}

/**
 * Keeps the search UI's code with the shell (the list comes with the build),
 * so Ctrl+K opens offline on visited pages. A failure only leaves search to
 * be kept when it is first used; it never stops the worker installing.
 */
async function keepSearchUi(scope) {
  try {
    const response = await fetch(new URL(SEARCH_UI_FILE, scope).href, {cache: 'no-cache'});
    if (!response.ok) return;
    const urls = searchUiUrls(await response.json(), scope);
    const cache = await caches.open(CACHE_NAMES.assets);
    const missing = [];
    for (const url of urls) if (!(await cache.match(url, matchOptions))) missing.push(url);
    await cache.addAll(missing);
  } catch {
    // Search code is then kept on first use, as before.
  }
}

export default function swCustom() {
  const scope = new URL(self.registration.scope);
  const router = createRouter(scope);
  // The window sends `CACHE_URLS` for what it loaded before this worker took control.
  router.addCacheListener();
  self.addEventListener('fetch', (event) => {
    const response = router.handleRequest({request: event.request, event});
    if (!response) return;
    // plugin-pwa's own fetch listener runs next and must not answer a second time.
    event.stopImmediatePropagation();
    event.respondWith(response);
  });
  // Search files skip the worker where the browser allows: a keystroke that
  // fetches a dozen of them no longer waits on a worker round trip for each.
  self.addEventListener('install', (event) => {
    if (event.addRoutes) event.waitUntil(event.addRoutes(searchIndexRoute(scope)).catch(() => undefined));
    event.waitUntil(keepSearchUi(scope));
  });
  // Take over the page that installed the worker, so its first page is kept too.
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}
