/**
 * The Pagefind backend as the search bar's client loads it in the browser:
 * the same `loadLocalSearch` the site's backend chunk exports, answering
 * from the Pagefind bundle. servedCopy.ts bundles this file in place of that
 * chunk, in a copy of the build.
 */
import type {LocalSearchBackend} from '../../../src/search/localSearchBackend';
import type {PagefindApi} from './pagefindApi';
import {createPagefindBackend} from './pagefindBackend';
import {LOADER_GLOBAL, PAGEFIND_FOLDER} from './servedLayout';

async function loadLocalSearch(_manifestUrl: string, origin: string): Promise<LocalSearchBackend> {
  const pagefind = (await import(/* webpackIgnore: true */ `/${PAGEFIND_FOLDER}/pagefind.js`)) as PagefindApi;
  await pagefind.options({basePath: `/${PAGEFIND_FOLDER}/`});
  await pagefind.init();
  return createPagefindBackend(pagefind, origin);
}

(globalThis as Record<string, unknown>)[LOADER_GLOBAL] = loadLocalSearch;
