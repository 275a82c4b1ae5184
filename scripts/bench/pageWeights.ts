/**
 * What each page type downloads on a cold load (fresh browser context, empty
 * cache, desktop viewport) until it has hydrated and its network is quiet:
 * JS the page needs, JS prefetched for pages its links lead to, and CSS, as
 * gzip bytes.
 */
import type {Browser} from '@playwright/test';
import {loadSettled, recordTransfers, totalBytes, uniqueTransfers} from '../../harness/site/pageWeight';
import {listExternalRequests} from './offline';
import type {BenchPage} from './pages';

export interface PageWeight {
  /** Every JS file fetched until the network was idle, prefetches included. */
  jsBytes: number;
  jsNeededBytes: number;
  jsPrefetchBytes: number;
  cssBytes: number;
  /** Paths of the JS files the page needed (prefetches left out). */
  neededJsFiles: string[];
  externalRequests: string[];
}

export async function measurePageWeight(browser: Browser, siteOrigin: string, page: BenchPage): Promise<PageWeight> {
  const context = await browser.newContext({viewport: {width: 1280, height: 720}});
  try {
    const tab = await context.newPage();
    const externalRequests = listExternalRequests(tab);
    const log = recordTransfers(tab);
    await loadSettled(tab, `${siteOrigin}${page.path}`, log);
    const transfers = await log.settled();
    return {
      jsBytes: totalBytes(transfers, 'js'),
      jsNeededBytes: totalBytes(transfers, 'js', {prefetch: false}),
      jsPrefetchBytes: totalBytes(transfers, 'js', {prefetch: true}),
      cssBytes: totalBytes(transfers, 'css', {prefetch: false}),
      neededJsFiles: uniqueTransfers(transfers)
        .filter((t) => t.kind === 'js' && !t.prefetch)
        .map((t) => t.url),
      externalRequests,
    };
  } finally {
    await context.close();
  }
}
