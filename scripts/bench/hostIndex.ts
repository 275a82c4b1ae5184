/**
 * The host's benchmarkIndex, measured as Lighthouse measures it at the start
 * of each run: its own benchmark function (lighthouse/core/lib/page-functions),
 * evaluated in a page of the same Chromium. One evaluation takes about a
 * second; the figure is the median of a few, so that one descheduled second
 * does not set a whole run's multiplier.
 */
import type {Browser, Page} from '@playwright/test';
import {pageFunctions} from 'lighthouse/core/lib/page-functions.js';
import {launchChromium} from './chromium';
import {summarize} from './stats';

export const HOST_INDEX_SAMPLES = 3;

/**
 * The function's source, run in the page. tsx compiles it with esbuild's
 * keepNames, which wraps inner functions in a `__name()` helper the page does
 * not have: Lighthouse defines the same helper in the page when it runs
 * bundled (its esbuildFunctionWrapperString).
 */
export const BENCHMARK = `(() => { const __name = (fn) => fn; return (${pageFunctions.computeBenchmarkIndex.toString()})(); })()`;

export class HostBenchmark {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async open(): Promise<HostBenchmark> {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      // Lighthouse measures in a fresh page too, but V8's first pass is slower: DevTools' calibration also warms up once.
      await page.evaluate(BENCHMARK);
      return new HostBenchmark(browser, page);
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  async measure(samples = HOST_INDEX_SAMPLES): Promise<number> {
    const indexes: number[] = [];
    for (let i = 0; i < samples; i += 1) indexes.push(await this.page.evaluate<number>(BENCHMARK));
    return summarize(indexes).median;
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
