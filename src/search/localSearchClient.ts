/**
 * The Algolia-client stand-in that the main bundle carries: a few hundred
 * bytes. The engine and the index manifest load on the first search (or
 * `preload()`, called when the reader shows intent), and a failed load is
 * retried on the next keystroke.
 */
import type {LocalSearchBackend, SearchOptions} from './localSearchBackend';
import type {MultiSearchBody} from './requests';
import {asRetryError} from './retryError';
import type {MultiSearchResponse} from './types';

export interface LocalSearchClient {
  appId: string;
  transporter: {algoliaAgent: {value: string; add: () => unknown}};
  addAlgoliaAgent: () => void;
  /** Starts loading the engine and index without searching. */
  preload: () => void;
  search: (body: MultiSearchBody, options?: SearchOptions) => Promise<MultiSearchResponse>;
  /** Up to 3 queries that return results, for a query that returns none (empty when the index cannot load). */
  suggest: (query: string) => Promise<string[]>;
}

const backends = new Map<string, Promise<LocalSearchBackend>>();

function loadBackend(indexUrl: string, origin: () => string): Promise<LocalSearchBackend> {
  let backend = backends.get(indexUrl);
  if (!backend) {
    backend = import(/* webpackChunkName: "local-search" */ './localSearchBackend').then((module) =>
      module.loadLocalSearch(indexUrl, origin()),
    );
    backend.catch((error: unknown) => {
      backends.delete(indexUrl);
      console.error(error);
    });
    backends.set(indexUrl, backend);
  }
  return backend;
}

const clients = new Map<string, LocalSearchClient>();

/**
 * The client for an index. Hits carry absolute URLs on `origin`: the page's,
 * unless a caller outside a page (the judged-set test) names one.
 */
export function getLocalSearchClient(
  indexUrl: string,
  origin: () => string = () => window.location.origin,
): LocalSearchClient {
  const existing = clients.get(indexUrl);
  if (existing) return existing;
  const algoliaAgent = {value: 'local-search', add: () => algoliaAgent};
  const client: LocalSearchClient = {
    appId: 'local',
    transporter: {algoliaAgent},
    addAlgoliaAgent: () => undefined,
    preload: () => {
      loadBackend(indexUrl, origin).catch(() => undefined);
    },
    suggest: async (query) => {
      try {
        return await (await loadBackend(indexUrl, origin)).suggest(query);
      } catch {
        return [];
      }
    },
    search: async (body, options) => {
      try {
        return await (await loadBackend(indexUrl, origin)).search(body, options);
      } catch (cause) {
        throw asRetryError(cause);
      }
    },
  };
  clients.set(indexUrl, client);
  return client;
}
