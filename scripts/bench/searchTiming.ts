/**
 * Search as a reader meets it, on a cold page (fresh browser context, empty
 * cache, loaded and idle): Ctrl+K, a word typed, until its results show;
 * then single keystrokes, each until the results for the new query show;
 * and, in a separate cold page, the bytes the first query downloads (the
 * timed page carries no response recorder, whose work would share the CPU
 * with what it times).
 *
 * "Results show" is read from DocSearch's own rendering: its results screen
 * is frozen while a query is loading and re-renders once the answer is in,
 * footer link ("See all N results", which carries the query) included. So
 * the moment that link names the typed query is the moment its results are
 * on screen, even when they equal the previous query's.
 */
import type {Browser, BrowserContext, Page} from '@playwright/test';
import {recordTransfers, totalBytes} from '../../harness/site/pageWeight';
import {listExternalRequests} from './offline';
import {SEARCH_START_PAGE} from './pages';
import {percentile} from './stats';

export const FIRST_WORD = 'vault';
/** Keystrokes after the first word: type a second word, delete it, type another, delete it. */
export const KEYSTROKES = [...' strategy', ...Array(9).fill('Backspace'), ...' deposit', ...Array(8).fill('Backspace')];
const ANSWER_TIMEOUT_MS = 30_000;

export interface SearchSample {
  /** Ctrl+K until the first word's results show. */
  coldResultsMs: number;
  /** Ctrl+K until the modal is on screen (part of the above). */
  modalOpenMs: number;
  /** 95th percentile of keystroke-to-results times. */
  keystrokeP95Ms: number;
  externalRequests: string[];
}

interface Probe {
  expected: string;
  openAt: number;
  modalAt: number;
  keyAt: number;
  answeredAt: number;
}

declare global {
  interface Window {
    benchSearchProbe?: Probe;
  }
}

/**
 * Runs in the page: notes key presses, the modal's appearance and the answer
 * to the expected query. No named helpers inside: tsx would wrap them in a
 * naming call that does not exist in the page.
 */
function installProbe(): void {
  const probe: Probe = {expected: '', openAt: 0, modalAt: 0, keyAt: 0, answeredAt: 0};
  window.benchSearchProbe = probe;
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Control') return;
      probe.keyAt = performance.now();
      if (event.ctrlKey && event.key.toLowerCase() === 'k') probe.openAt = probe.keyAt;
    },
    {capture: true},
  );
  new MutationObserver(() => {
    const now = performance.now();
    if (!probe.modalAt && document.querySelector('.DocSearch-Modal')) probe.modalAt = now;
    const link = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
    if (!probe.answeredAt && link && new URL(link.href).searchParams.get('q') === probe.expected)
      probe.answeredAt = now;
  }).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
}

async function expectAnswer(page: Page, query: string, press: () => Promise<void>): Promise<Probe> {
  await page.evaluate((expected) => {
    const probe = window.benchSearchProbe!;
    probe.expected = expected;
    probe.answeredAt = 0;
  }, query);
  await press();
  await page.waitForFunction(() => window.benchSearchProbe!.answeredAt > 0, undefined, {timeout: ANSWER_TIMEOUT_MS});
  return page.evaluate(() => ({...window.benchSearchProbe!}));
}

async function openColdPage(
  browser: Browser,
  siteOrigin: string,
): Promise<{context: BrowserContext; page: Page; externalRequests: string[]}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 720}});
  const page = await context.newPage();
  const externalRequests = listExternalRequests(page);
  await page.goto(`${siteOrigin}${SEARCH_START_PAGE}`, {waitUntil: 'networkidle'});
  // The shortcut is a React effect: it works once the page has hydrated.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(installProbe);
  return {context, page, externalRequests};
}

async function searchFirstWord(page: Page): Promise<Probe> {
  return expectAnswer(page, FIRST_WORD, async () => {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor({state: 'visible'});
    await page.keyboard.type(FIRST_WORD);
  });
}

export async function measureSearch(
  browser: Browser,
  siteOrigin: string,
  {cpuThrottling = 1} = {},
): Promise<SearchSample> {
  const {context, page, externalRequests} = await openColdPage(browser, siteOrigin);
  try {
    if (cpuThrottling !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuThrottling});
    }
    const cold = await searchFirstWord(page);
    let query = FIRST_WORD;
    const keystrokes: number[] = [];
    for (const key of KEYSTROKES) {
      query = key === 'Backspace' ? query.slice(0, -1) : query + key;
      const probe = await expectAnswer(page, query, () => page.keyboard.press(key === ' ' ? 'Space' : key));
      keystrokes.push(probe.answeredAt - probe.keyAt);
    }
    return {
      coldResultsMs: cold.answeredAt - cold.openAt,
      modalOpenMs: cold.modalAt - cold.openAt,
      keystrokeP95Ms: percentile(keystrokes, 95),
      externalRequests,
    };
  } finally {
    await context.close();
  }
}

/** Gzip bytes downloaded from Ctrl+K on a cold page until the first word's results show. */
export async function measureFirstQueryBytes(browser: Browser, siteOrigin: string): Promise<number> {
  const {context, page} = await openColdPage(browser, siteOrigin);
  try {
    const log = recordTransfers(page);
    await searchFirstWord(page);
    return totalBytes(await log.settled());
  } finally {
    await context.close();
  }
}
