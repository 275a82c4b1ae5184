import {activateWaitingWorker, SKIP_WAITING} from '@site/src/offline/activateUpdate';
import {describe, expect, it, vi} from 'vitest';

function container(waiting: {postMessage: (message: unknown) => void} | null) {
  const listeners: Record<string, () => void> = {};
  return {
    listeners,
    getRegistration: async () => ({waiting}) as unknown as ServiceWorkerRegistration,
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
}

describe('activateWaitingWorker', () => {
  it('tells the waiting worker to take over and reloads once it controls the page', async () => {
    const waiting = {postMessage: vi.fn()};
    const reload = vi.fn();
    const workers = container(waiting);
    await activateWaitingWorker(workers as unknown as ServiceWorkerContainer, reload);
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    workers.listeners.controllerchange!();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('still reloads when the worker took over before the registration was read', async () => {
    const reload = vi.fn();
    const workers = container(null);
    const activation = activateWaitingWorker(workers as unknown as ServiceWorkerContainer, reload);
    workers.listeners.controllerchange!();
    await activation;
    expect(reload).toHaveBeenCalledOnce();
  });
});
