/**
 * Remembers whether the last search failed, for the modal's error screen.
 * DocSearch shows its own error screen for a moment only, then falls back to
 * "No results"; the search bar keeps its own screen up from this state.
 */
import {asRetryError} from './retryError';

export interface SearchErrorStore {
  get(): boolean;
  set(failed: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createSearchErrorStore(): SearchErrorStore {
  let failed = false;
  const listeners = new Set<() => void>();
  return {
    get: () => failed,
    set(next) {
      if (next === failed) return;
      failed = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface SearchingClient {
  search: (...args: never[]) => Promise<unknown>;
}

/** Makes `client.search` report success and failure to the store (in place, as DocSearch keeps the object). */
export function trackSearchErrors<Client extends SearchingClient>(client: Client, store: SearchErrorStore): Client {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const tracked = async (...args: unknown[]) => {
    try {
      const result = await search(...args);
      store.set(false);
      return result;
    } catch (cause) {
      store.set(true);
      throw cause instanceof Error && cause.name === 'RetryError' ? cause : asRetryError(cause);
    }
  };
  client.search = tracked as Client['search'];
  return client;
}
