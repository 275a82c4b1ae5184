/**
 * Figures read in Chromium through Playwright: what each page type
 * downloads, what search adds to a page's first load, and search timings and
 * bytes on the real site and on the ten-times-larger synthetic one.
 */
import type {Browser} from '@playwright/test';
import {budgets} from '../../config/budgets';
import {launchChromium} from './chromium';
import type {FigureLog} from './figureLog';
import {BENCH_PAGES} from './pages';
import {measurePageWeight} from './pageWeights';
import {measureSearchFirstLoad, type ServedBuild} from './searchFirstLoad';
import {measureFirstQueryBytes, measureSearch} from './searchTiming';

export interface BrowserSites {
  real: ServedBuild;
  withoutSearchBar: ServedBuild;
  synthetic: ServedBuild;
}

export const THROTTLED = 4;

async function measureSearchOn(
  browser: Browser,
  log: FigureLog,
  site: ServedBuild,
  which: 'real' | 'synthetic',
  externalRequests: string[],
): Promise<void> {
  const base = {section: 'Search', command: which === 'real' ? 'search' : 'search-synthetic'} as const;
  const on = which === 'real' ? 'our site' : 'synthetic 10× site';
  const fast = await measureSearch(browser, site.origin);
  const slow = await measureSearch(browser, site.origin, {cpuThrottling: THROTTLED});
  const firstQueryBytes = await measureFirstQueryBytes(browser, site.origin);
  externalRequests.push(...fast.externalRequests, ...slow.externalRequests);
  log.record(
    {
      ...base,
      id: `search-cold:${which}`,
      label: `Ctrl+K on a cold page to first results, ${on}`,
      unit: 'ms',
      budget: budgets.searchColdResultsMs,
    },
    fast.coldResultsMs,
  );
  log.record(
    {...base, id: `search-modal-open:${which}`, label: `of which Ctrl+K to modal shown, ${on}`, unit: 'ms'},
    fast.modalOpenMs,
  );
  log.record(
    {
      ...base,
      id: `search-cold-throttled:${which}`,
      label: `Ctrl+K to first results at 4× CPU throttling, ${on}`,
      unit: 'ms',
      budget: budgets.searchColdResultsThrottledMs,
    },
    slow.coldResultsMs,
  );
  log.record(
    {
      ...base,
      id: `search-keystroke-p95:${which}`,
      label: `Keystroke to updated results, p95, ${on}`,
      unit: 'ms',
      budget: budgets.searchKeystrokeP95Ms,
    },
    fast.keystrokeP95Ms,
  );
  log.record(
    {
      ...base,
      id: `search-keystroke-p95-throttled:${which}`,
      label: `Keystroke to updated results, p95, 4× CPU throttling, ${on}`,
      unit: 'ms',
    },
    slow.keystrokeP95Ms,
  );
  log.record(
    {
      ...base,
      id: `search-first-query-bytes:${which}`,
      label: `Bytes transferred for the first query, ${on}`,
      unit: 'bytes',
      budget: budgets.searchFirstQueryBytes,
    },
    firstQueryBytes,
  );
}

/** Returns the requests to other hosts that any measured page made. */
export async function measureInBrowser(log: FigureLog, sites: BrowserSites, runs: number): Promise<string[]> {
  const browser = await launchChromium();
  const externalRequests: string[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      console.log(`[bench] browser ${run}/${runs}`);
      for (const page of BENCH_PAGES) {
        const weight = await measurePageWeight(browser, sites.real.origin, page);
        externalRequests.push(...weight.externalRequests);
        const base = {section: 'Bytes', command: 'page-weight'} as const;
        const at = `${page.label} (${page.path})`;
        log.record(
          {
            ...base,
            id: `page-js:${page.path}`,
            label: `All JS until network idle, ${at}`,
            unit: 'bytes',
            budget: budgets.pageJs,
          },
          weight.jsBytes,
        );
        log.record(
          {
            ...base,
            id: `page-js-needed:${page.path}`,
            label: `of which the page's own (no prefetches), ${at}`,
            unit: 'bytes',
          },
          weight.jsNeededBytes,
        );
        log.record(
          {
            ...base,
            id: `page-css:${page.path}`,
            label: `First-load CSS, ${at}`,
            unit: 'bytes',
            budget: budgets.firstLoadCss,
          },
          weight.cssBytes,
        );
      }

      const firstLoad = await measureSearchFirstLoad(browser, sites.real, sites.withoutSearchBar);
      const base = {section: 'Search', command: 'search-first-load'} as const;
      log.record(
        {
          ...base,
          id: 'search-first-load-js',
          label: 'First-load JS added by search to a page that does not open it',
          unit: 'bytes',
          budget: budgets.searchFirstLoadJs,
        },
        firstLoad.jsBytes,
      );
      log.record(
        {
          ...base,
          id: 'search-first-load-css',
          label: 'First-load CSS added by search (DocSearch stylesheet and ours)',
          unit: 'bytes',
        },
        firstLoad.cssBytes,
      );
      log.record(
        {...base, id: 'search-docsearch-first-load-js', label: 'DocSearch library JS in the first load', unit: 'bytes'},
        firstLoad.docSearchJsBytes,
      );

      await measureSearchOn(browser, log, sites.real, 'real', externalRequests);
      await measureSearchOn(browser, log, sites.synthetic, 'synthetic', externalRequests);
    }
  } finally {
    await browser.close();
  }
  return externalRequests;
}
