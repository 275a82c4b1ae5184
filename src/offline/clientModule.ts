/**
 * Keeps the pages a reader opens for offline reading, including the two the
 * service worker cannot see by itself: the page that installed it (loaded
 * before it took control) and pages reached by in-app navigation, which load
 * code but not their HTML. The worker fetches and keeps those.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {cacheUrlsMessage, urlsToWarm} from './warmCache';

function askWorkerToKeep(urls: string[]): void {
  navigator.serviceWorker?.controller?.postMessage(cacheUrlsMessage(urls));
}

function keepWhatLoadedBeforeControl(): void {
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  askWorkerToKeep(urlsToWarm(window.location.href, resources));
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && !navigator.serviceWorker.controller) {
  navigator.serviceWorker.addEventListener('controllerchange', keepWhatLoadedBeforeControl, {once: true});
}

type RouteUpdate = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];

export function onRouteDidUpdate({location, previousLocation}: RouteUpdate): void {
  if (previousLocation && location.pathname !== previousLocation.pathname) {
    askWorkerToKeep(urlsToWarm(window.location.href, []));
  }
}
