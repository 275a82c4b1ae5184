/**
 * "Reload to update": tells the waiting service worker (the new deploy) to
 * take over, and reloads once it has. plugin-pwa's own callback messages the
 * worker this page registered, which is the old one when the update was found
 * after the page loaded (a tab left open, another tab); so the waiting worker
 * is told directly here.
 */

type WorkerContainer = Pick<ServiceWorkerContainer, 'getRegistration' | 'addEventListener'>;

export const SKIP_WAITING = {type: 'SKIP_WAITING'} as const;

export async function activateWaitingWorker(container: WorkerContainer, reload: () => void): Promise<void> {
  const waiting = (await container.getRegistration())?.waiting;
  if (!waiting) return;
  container.addEventListener('controllerchange', reload, {once: true});
  waiting.postMessage(SKIP_WAITING);
}
