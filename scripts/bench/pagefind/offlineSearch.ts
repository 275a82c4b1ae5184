/**
 * Search with the service worker and no server, as a reader who searched
 * once and then lost the network meets it: a word searched while online,
 * then, with the server gone and the page reloaded from the worker's cache,
 * the same word again and a word never searched. The worker's rules are the
 * site's (src/offline/sw/): they are not changed for either engine.
 */
import type {Browser, Page} from '@playwright/test';
import {SEARCH_START_PAGE} from '../pages';
import {FIRST_WORD} from '../searchTiming';
import {serveSite} from '../serveSite';

/** A word of many pages that the first search does not read. */
export const UNSEARCHED_WORD = 'harvest';
const ANSWER_TIMEOUT_MS = 10_000;
/** Longer than the site's engine waits after a search before it keeps the files it read. */
const KEEP_WAIT_MS = 2_000;

export interface OfflineOutcome {
  searchedWordOffline: boolean;
  newWordOffline: boolean;
}

async function showsHits(page: Page, query: string): Promise<boolean> {
  const input = page.locator('.DocSearch-Input');
  if (!(await input.isVisible())) {
    await page.keyboard.press('Control+k');
    await input.waitFor({state: 'visible'});
  }
  await input.fill(query);
  // The footer link carries the query only once that query's results are on screen (recent searches show hits too).
  const footer = page.locator(`.DocSearch-HitsFooter a[href*="q=${encodeURIComponent(query)}"]`);
  try {
    await footer.waitFor({state: 'visible', timeout: ANSWER_TIMEOUT_MS});
    return true;
  } catch {
    return false;
  }
}

async function loadControlled(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'load'});
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Loaded again, so the worker (which claims the page) has seen the page's own files too.
  await page.reload({waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

export async function measureOfflineSearch(browser: Browser, dir: string, port: number): Promise<OfflineOutcome> {
  const site = await serveSite(dir, port);
  let serving = true;
  const context = await browser.newContext({serviceWorkers: 'allow'});
  try {
    const page = await context.newPage();
    await loadControlled(page, `${site.origin}${SEARCH_START_PAGE}`);
    if (!(await showsHits(page, FIRST_WORD))) throw new Error(`No hits for "${FIRST_WORD}" online on ${dir}`);
    await page.waitForTimeout(KEEP_WAIT_MS);
    await site.close();
    serving = false;
    await page.reload({waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const searchedWordOffline = await showsHits(page, FIRST_WORD);
    const newWordOffline = await showsHits(page, UNSEARCHED_WORD);
    return {searchedWordOffline, newWordOffline};
  } finally {
    await context.close();
    if (serving) await site.close();
  }
}
