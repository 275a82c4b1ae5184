/**
 * State of "Save the docs for offline reading", outside React so a save keeps
 * running (and reporting) while the reader moves between pages. The choice
 * is persisted best-effort (see optIn.ts); a failed save is never recorded as
 * the saved version.
 */
import {type OfflineOptIn, readOptIn, type StorageSource, writeOptIn} from './optIn';
import {type SaveDeps, type SaveProgress, type SaveResult, type SaveTarget, saveEverything} from './saveAll';

export type SaveState =
  | {phase: 'idle'}
  | {phase: 'saving'; progress: SaveProgress | null}
  | {phase: 'done'; result: SaveResult}
  /** result is null when saving could not start (the lists of pages and files did not load). */
  | {phase: 'failed'; result: SaveResult | null};

export interface OfflineReadingState extends OfflineOptIn {
  save: SaveState;
}

export interface OfflineReadingStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): OfflineReadingState;
  /** Turns saving on and saves `version` of the docs. */
  optIn(target: SaveTarget, version: string): void;
  /** Turns saving off and stops a save in progress; what is cached stays. */
  optOut(): void;
  /** Saves `version` unless a save is running already. */
  save(target: SaveTarget, version: string): void;
}

export const SERVER_STATE: OfflineReadingState = {optedIn: false, savedVersion: null, save: {phase: 'idle'}};

/**
 * A reader who opted in gets each new version of the docs saved when it
 * first loads; a failed save waits for "Try again" rather than looping.
 */
export function needsSaving(state: OfflineReadingState, currentVersion: string): boolean {
  return state.optedIn && state.savedVersion !== currentVersion && state.save.phase === 'idle';
}

export function createOfflineReadingStore(storage: StorageSource, deps: SaveDeps): OfflineReadingStore {
  let state: OfflineReadingState | null = null;
  let running: AbortController | null = null;
  const listeners = new Set<() => void>();

  const current = (): OfflineReadingState => {
    state ??= {...readOptIn(storage), save: {phase: 'idle'}};
    return state;
  };
  const update = (next: Partial<OfflineReadingState>) => {
    state = {...current(), ...next};
    for (const listener of listeners) listener();
  };
  const persist = () => writeOptIn(storage, {optedIn: current().optedIn, savedVersion: current().savedVersion});

  const save = (target: SaveTarget, version: string) => {
    if (running) return;
    const controller = new AbortController();
    running = controller;
    update({save: {phase: 'saving', progress: null}});
    saveEverything(target, deps, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) update({save: {phase: 'saving', progress}});
      },
    })
      .then((result) => {
        if (controller.signal.aborted) return;
        const complete = result.failedPages.length === 0 && result.failedFiles === 0 && result.search !== 'failed';
        update(complete ? {savedVersion: version, save: {phase: 'done', result}} : {save: {phase: 'failed', result}});
        persist();
      })
      .catch(() => {
        if (!controller.signal.aborted) update({save: {phase: 'failed', result: null}});
      })
      .finally(() => {
        if (running === controller) running = null;
      });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: current,
    optIn(target, version) {
      update({optedIn: true});
      persist();
      save(target, version);
    },
    optOut() {
      running?.abort();
      running = null;
      update({optedIn: false, savedVersion: null, save: {phase: 'idle'}});
      persist();
    },
    save,
  };
}
