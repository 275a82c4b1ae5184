/**
 * "Reload to update": tells the waiting service worker (the new deploy) to
 * take over, and reloads once it has. plugin-pwa's own callback messages the
 * worker this page registered, which is the old one when the update was found
 * after the page loaded (a tab left open, another tab); so the waiting worker
 * is told directly here. The reload listener goes on first, synchronously:
 * when plugin-pwa's message wins the race, the worker takes over before the
 * registration is read, and the page must still reload.
 */

type WorkerContainer = Pick<ServiceWorkerContainer, 'getRegistration' | 'addEventListener'>;

export const SKIP_WAITING = {type: 'SKIP_WAITING'} as const;

export function activateWaitingWorker(container: WorkerContainer, reload: () => void): Promise<void> {
  container.addEventListener('controllerchange', reload, {once: true});
  return container.getRegistration().then((registration) => registration?.waiting?.postMessage(SKIP_WAITING));
}
