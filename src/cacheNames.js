// @ts-check
/**
 * The runtime caches of Cache Storage; the precache is plugin-pwa's own. The
 * service worker (src/offline/sw/) fills pages and assets; the page itself
 * fills search (src/search/indexFileStore.ts). A module of its own so that
 * search and offline read the names from here rather than from each other.
 *
 * JavaScript, not TypeScript: the service worker imports it, and plugin-pwa
 * compiles the worker with a loader for .js files only.
 */
export const CACHE_NAMES = Object.freeze({
  pages: 'yearn-docs-pages',
  assets: 'yearn-docs-assets',
  search: 'yearn-docs-search',
});
