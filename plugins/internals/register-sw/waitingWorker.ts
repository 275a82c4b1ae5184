/** What of a ServiceWorkerRegistration is read to see a worker waiting. */
export type WatchedRegistration = Pick<
  ServiceWorkerRegistration,
  'waiting' | 'active' | 'installing' | 'addEventListener'
>;

/**
 * Calls `onWaiting` whenever a worker of this registration is installed and
 * waits behind the active one: a new deploy, found at registration or later
 * (a tab left open, another tab's update). Workbox's `waiting` and
 * `externalwaiting` events, from the Service Worker API itself.
 */
export function watchForWaitingWorker(registration: WatchedRegistration, onWaiting: () => void): void {
  if (registration.waiting && registration.active) onWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.active) onWaiting();
    });
  });
}
