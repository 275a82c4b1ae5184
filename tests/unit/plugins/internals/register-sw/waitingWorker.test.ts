import {type WatchedRegistration, watchForWaitingWorker} from '@site/plugins/internals/register-sw/waitingWorker';
import {describe, expect, it, vi} from 'vitest';

/** A worker whose state the test moves on, firing `statechange` as a browser does. */
class Worker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }

  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class Registration extends EventTarget {
  waiting: Worker | null = null;
  active: Worker | null = null;
  installing: Worker | null = null;

  /** A new worker script was found: it starts installing, as after `update()`. */
  findUpdate(): Worker {
    const worker = new Worker('installing');
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

const watched = (registration: Registration) => registration as unknown as WatchedRegistration;

describe('watchForWaitingWorker (a new deploy waiting behind the page’s worker)', () => {
  it('reports a worker already waiting when the page registers', () => {
    const registration = new Registration();
    registration.active = new Worker('activated');
    registration.waiting = new Worker('installed');
    const onWaiting = vi.fn();
    watchForWaitingWorker(watched(registration), onWaiting);
    expect(onWaiting).toHaveBeenCalledOnce();
  });

  it('reports an update found later once it has installed, not while it installs', () => {
    const registration = new Registration();
    registration.active = new Worker('activated');
    const onWaiting = vi.fn();
    watchForWaitingWorker(watched(registration), onWaiting);
    expect(onWaiting).not.toHaveBeenCalled();
    const update = registration.findUpdate();
    expect(onWaiting).not.toHaveBeenCalled();
    update.moveTo('installed');
    expect(onWaiting).toHaveBeenCalledOnce();
  });

  it('says nothing on a first visit, whose worker has none to wait behind', () => {
    const registration = new Registration();
    const onWaiting = vi.fn();
    watchForWaitingWorker(watched(registration), onWaiting);
    const first = registration.findUpdate();
    first.moveTo('installed');
    first.moveTo('activated');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
