/**
 * What search costs a page that never opens it: the same page's first load
 * (prefetches left out) in the real build and in the build without the
 * navbar search bar, compared. And whether the DocSearch library itself is
 * in that first load: its modal code is meant to load on first use only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {gzipSize} from '../../harness/site/gzipSize';
import {SEARCH_START_PAGE} from './pages';
import {measurePageWeight} from './pageWeights';

/** A class name only DocSearch's own modal code renders. */
const DOCSEARCH_MARKER = 'DocSearch-Modal';

export interface SearchFirstLoad {
  jsBytes: number;
  cssBytes: number;
  /** Gzip bytes of first-load scripts that contain the DocSearch library. */
  docSearchJsBytes: number;
}

export interface ServedBuild {
  origin: string;
  dir: string;
}

export async function measureSearchFirstLoad(
  browser: Browser,
  real: ServedBuild,
  withoutSearchBar: ServedBuild,
): Promise<SearchFirstLoad> {
  const page = {label: 'search start page', path: SEARCH_START_PAGE};
  const withSearch = await measurePageWeight(browser, real.origin, page);
  const without = await measurePageWeight(browser, withoutSearchBar.origin, page);
  const docSearchBytes = withSearch.neededJsFiles
    .map((file) => readFileSync(path.join(real.dir, file)))
    .filter((body) => body.includes(DOCSEARCH_MARKER))
    .reduce((sum, body) => sum + gzipSize(body), 0);
  return {
    jsBytes: withSearch.jsNeededBytes - without.jsNeededBytes,
    cssBytes: withSearch.cssBytes - without.cssBytes,
    docSearchJsBytes: docSearchBytes,
  };
}
