/**
 * "Reload to update": tells the waiting service worker (the new deploy) to
 * take over, and reloads once it has. This replaces plugin-pwa's own
 * callback, which messages the worker this page registered: the old one when
 * the update was found after the page loaded (a tab left open, another tab).
 * A message to the old worker is worse than useless: Chromium stops the old
 * worker to let the new one take over, any event sent to it then starts it
 * again, and the new worker was seen waiting for over a minute after that.
 * So only the waiting worker is told.
 * The reload listener goes on first, synchronously, so a takeover that
 * happens before the registration is read still reloads the page.
 */

type WorkerContainer = Pick<ServiceWorkerContainer, 'getRegistration' | 'addEventListener'>;

export const SKIP_WAITING = {type: 'SKIP_WAITING'} as const;

export function activateWaitingWorker(container: WorkerContainer, reload: () => void): Promise<void> {
  container.addEventListener('controllerchange', reload, {once: true});
  return container.getRegistration().then((registration) => registration?.waiting?.postMessage(SKIP_WAITING));
}
