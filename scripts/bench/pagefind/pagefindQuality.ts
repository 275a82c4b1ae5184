/**
 * The judged sets answered by Pagefind, through the same scoring as the
 * site's engine (scripts/bench/searchQuality.ts): Pagefind's own search
 * script, run in Node against the served copy's bundle, behind the adapter.
 */
import path from 'node:path';
import {evaluateJudgedSets, indexTags, type JudgedSetName, type QualityFigures} from '../searchQuality';
import type {PagefindApi} from './pagefindApi';
import {createPagefindBackend} from './pagefindBackend';
import {PAGEFIND_FOLDER} from './servedLayout';

/** How often a file read that failed on the connection is tried again. */
const FETCH_RETRIES = 2;

/**
 * Node's fetch reuses kept-alive connections, and one the local server has
 * just closed fails with ECONNRESET: the read is tried again, as a browser
 * does on a reset of a reused connection.
 */
function retryingFetch(fetchOnce: typeof fetch): typeof fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchOnce(input, init);
      } catch (error) {
        if (attempt >= FETCH_RETRIES) throw error;
      }
    }
  };
}

export async function measurePagefindQuality(
  copyDir: string,
  origin: string,
): Promise<Record<JudgedSetName, QualityFigures>> {
  globalThis.fetch = retryingFetch(globalThis.fetch);
  const pagefind = (await import(path.resolve(copyDir, PAGEFIND_FOLDER, 'pagefind.js'))) as PagefindApi;
  await pagefind.options({basePath: `${origin}/${PAGEFIND_FOLDER}/`});
  await pagefind.init();
  return evaluateJudgedSets(createPagefindBackend(pagefind, ''), indexTags(copyDir));
}
