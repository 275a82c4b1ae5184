/**
 * Keeps the pages a reader opens for offline reading, including what the
 * service worker cannot see by itself: the page that installed it (loaded
 * before it took control), pages reached by in-app navigation, which load
 * code but not their HTML, and a page's pictures below the fold, which load
 * lazily (offline, Chromium asks for them from much further away, so a page
 * read online without scrolling to its diagram would show it broken). The
 * worker fetches and keeps those.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {cacheUrlsMessage, sameOriginFiles, urlsToWarm} from '../offline/warmCache';

function askWorkerToKeep(urls: string[]): void {
  if (urls.length > 0) navigator.serviceWorker?.controller?.postMessage(cacheUrlsMessage(urls));
}

function pictureUrls(): string[] {
  return Array.from(document.images, (image) => image.currentSrc || image.src);
}

/** Pictures are asked for only when not kept yet: the worker fetches a page's files network-first. */
async function picturesNotKept(): Promise<string[]> {
  const pictures = sameOriginFiles(window.location.href, pictureUrls());
  try {
    const kept = await Promise.all(pictures.map((url) => caches.match(url, {ignoreVary: true})));
    return pictures.filter((_, i) => !kept[i]);
  } catch {
    // Storage unavailable: the worker cannot keep them either.
    return [];
  }
}

function keepWhatLoadedBeforeControl(): void {
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  askWorkerToKeep(urlsToWarm(window.location.href, [...resources, ...pictureUrls()]));
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && !navigator.serviceWorker.controller) {
  navigator.serviceWorker.addEventListener('controllerchange', keepWhatLoadedBeforeControl, {once: true});
}

type RouteUpdate = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];

export function onRouteDidUpdate({location, previousLocation}: RouteUpdate): void {
  if (!navigator.serviceWorker?.controller) return;
  const reachedInApp = previousLocation !== null && location.pathname !== previousLocation.pathname;
  if (previousLocation && !reachedInApp) return;
  void picturesNotKept().then((pictures) =>
    askWorkerToKeep(reachedInApp ? urlsToWarm(window.location.href, pictures) : pictures),
  );
}
