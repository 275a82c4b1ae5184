/**
 * A part of the code block that the browser loads on demand, while the
 * server render has it from the start (./serverHighlighting.ts provides it).
 * Components read it with useSyncExternalStore: null until it is there.
 */
import {onceUntilRejected} from '@site/src/scheduling/onceUntilRejected';

export interface Loadable<T> {
  get: () => T | null;
  subscribe: (listener: () => void) => () => void;
  /** Loads it once; a failed load (offline, say) may be tried again later. */
  load: () => Promise<void>;
  provide: (value: T) => void;
}

export function createLoadable<T>(importValue: () => Promise<T>): Loadable<T> {
  let value: T | null = null;
  const listeners = new Set<() => void>();
  const provide = (loaded: T): void => {
    value = loaded;
    for (const listener of listeners) listener();
  };
  const loadOnce = onceUntilRejected(() => importValue().then(provide));
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => loadOnce().catch(() => undefined),
    provide,
  };
}
