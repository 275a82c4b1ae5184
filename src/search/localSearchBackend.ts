/**
 * The part of local search that loads on first use (its own chunk): opens
 * the sharded index next to the manifest and answers Algolia-shaped
 * multi-queries.
 */
import {type AnswerOptions, answerRequest} from './answer';
import {type IndexLoader, SearchEngine} from './engine';
import type {MissingIndexNotice} from './pluginData';
import {flattenRequests, type MultiSearchBody} from './requests';
import type {MultiSearchResponse} from './types';

export type SearchOptions = Omit<AnswerOptions, 'origin'>;

export interface LocalSearchBackend {
  search(body: MultiSearchBody, options?: SearchOptions): Promise<MultiSearchResponse>;
}

export function createBackend(engine: SearchEngine, origin: string): LocalSearchBackend {
  return {
    search: async (body, options) => ({
      results: await Promise.all(flattenRequests(body).map((request) => answerRequest(engine, request, {...options, origin}))),
    }),
  };
}

function isMissingIndexNotice(data: unknown): data is MissingIndexNotice {
  return typeof data === 'object' && data !== null && typeof (data as MissingIndexNotice).error === 'string';
}

/** Fetches files relative to the manifest's folder. */
export function httpLoader(manifestUrl: string): IndexLoader {
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return async (path) => {
    const url = `${folder}${path}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The search index file ${url} answered ${response.status}: ${await response.text()}`);
    const data: unknown = await response.json();
    if (isMissingIndexNotice(data)) throw new Error(data.error);
    return data;
  };
}

export async function loadLocalSearch(manifestUrl: string, origin: string): Promise<LocalSearchBackend> {
  return createBackend(await SearchEngine.open(httpLoader(manifestUrl)), origin);
}
