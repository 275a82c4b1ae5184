/**
 * What a page loaded before the service worker took control, as the list the
 * worker is asked to keep (Workbox's `CACHE_URLS` message): the page itself
 * and its same-origin files, each once. The worker's own rules decide what
 * of it is cached; other origins are dropped here already.
 */
export function urlsToWarm(documentUrl: string, resourceUrls: readonly string[]): string[] {
  const {origin} = new URL(documentUrl);
  const urls = new Set<string>();
  for (const raw of [documentUrl, ...resourceUrls]) {
    const url = new URL(raw, documentUrl);
    if (url.origin !== origin) continue;
    url.hash = '';
    urls.add(url.href);
  }
  return [...urls];
}

export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: {urlsToCache: string[]};
}

export function cacheUrlsMessage(urls: string[]): CacheUrlsMessage {
  return {type: 'CACHE_URLS', payload: {urlsToCache: urls}};
}
