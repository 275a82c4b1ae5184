/**
 * What a page asks the service worker to keep (Workbox's `CACHE_URLS`
 * message): the page itself and its same-origin files, each once. The
 * worker's own rules decide what of it is cached; other origins are dropped
 * here already.
 */
export function urlsToWarm(documentUrl: string, resourceUrls: readonly string[]): string[] {
  return [...new Set([withoutFragment(documentUrl), ...sameOriginFiles(documentUrl, resourceUrls)])];
}

/** The same-origin URLs among `urls` (relative ones resolved against the page), each once, without fragments. */
export function sameOriginFiles(documentUrl: string, urls: readonly string[]): string[] {
  const {origin} = new URL(documentUrl);
  const files = new Set<string>();
  for (const raw of urls) {
    if (!raw) continue;
    const url = new URL(raw, documentUrl);
    if (url.origin === origin) files.add(withoutFragment(url.href));
  }
  return [...files];
}

function withoutFragment(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: {urlsToCache: string[]};
}

export function cacheUrlsMessage(urls: string[]): CacheUrlsMessage {
  return {type: 'CACHE_URLS', payload: {urlsToCache: urls}};
}
