/**
 * The part of local search that loads on first use (its own chunk): opens
 * the sharded index next to the manifest and answers Algolia-shaped
 * multi-queries.
 */
import {type AnswerOptions, answerRequest} from './answer';
import {type IndexLoader, SearchEngine} from './engine';
import {browserIndexFileStore, type IndexFileStore} from './indexFileStore';
import type {MissingIndexNotice} from './pluginData';
import {flattenRequests, type MultiSearchBody} from './requests';
import {MANIFEST_FILE} from './shardFormat';
import type {MultiSearchResponse} from './types';

export type SearchOptions = Omit<AnswerOptions, 'origin'>;

export interface LocalSearchBackend {
  search(body: MultiSearchBody, options?: SearchOptions): Promise<MultiSearchResponse>;
  /** Up to 3 queries that return results, for a query that returns none. */
  suggest(query: string): Promise<string[]>;
}

export function createBackend(engine: SearchEngine, origin: string): LocalSearchBackend {
  return {
    search: async (body, options) => ({
      results: await Promise.all(
        flattenRequests(body).map((request) => answerRequest(engine, request, {...options, origin})),
      ),
    }),
    suggest: (query) => engine.suggest(query),
  };
}

function isMissingIndexNotice(data: unknown): data is MissingIndexNotice {
  return typeof data === 'object' && data !== null && typeof (data as MissingIndexNotice).error === 'string';
}

/** Quiet time after the last fetched file before the fetched files are written to the store. */
const KEEP_AFTER_QUIET_MS = 500;

/**
 * Writes fetched files to the store once searching pauses: while a reader
 * types, each keystroke may fetch a dozen files, and their writes would
 * share the CPU with the next answers.
 */
function keepWhenQuiet(store: IndexFileStore): (url: string, response: Response) => void {
  let pending: Array<[string, Response]> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    const files = pending;
    pending = [];
    for (const [url, response] of files) store.keep(url, response).catch(() => undefined);
  };
  return (url, response) => {
    pending.push([url, response]);
    clearTimeout(timer);
    timer = setTimeout(flush, KEEP_AFTER_QUIET_MS);
  };
}

/** A file from the network, or, when the network fails, a copy another page kept after this store listed its files. */
async function fetchOrKeptElsewhere(
  url: string,
  store: IndexFileStore,
): Promise<{response: Response; fetched: boolean}> {
  try {
    return {response: await fetch(url), fetched: true};
  } catch (error) {
    const kept = await store.matchUnlisted(url);
    if (!kept) throw error;
    return {response: kept, fetched: false};
  }
}

/**
 * Reads files relative to the manifest's folder: a kept copy first (offline,
 * or read before), else the network, keeping what it fetched.
 */
export function httpLoader(manifestUrl: string, store: IndexFileStore = browserIndexFileStore()): IndexLoader {
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const keep = keepWhenQuiet(store);
  return async (path) => {
    const url = `${folder}${path}`;
    const kept = await store.match(url);
    const {response, fetched} = kept ? {response: kept, fetched: false} : await fetchOrKeptElsewhere(url, store);
    if (!response.ok)
      throw new Error(`The search index file ${url} answered ${response.status}: ${await response.text()}`);
    const copy = fetched ? response.clone() : undefined;
    const data: unknown = await response.json();
    // Only the manifest can be the notice: a word shard maps words to postings, and "error" is a word.
    if (path === MANIFEST_FILE && isMissingIndexNotice(data)) throw new Error(data.error);
    if (copy) keep(url, copy);
    return data;
  };
}

export async function loadLocalSearch(manifestUrl: string, origin: string): Promise<LocalSearchBackend> {
  return createBackend(await SearchEngine.open(httpLoader(manifestUrl)), origin);
}
