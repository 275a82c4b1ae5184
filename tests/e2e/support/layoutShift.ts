import type {Page} from '@playwright/test';

/**
 * Opens a page and sums its layout shifts (PerformanceObserver, the CLS
 * entries without recent input) until the address check has settled, plus
 * a short wait for anything drawn after it.
 */
export async function layoutShiftOf(page: Page, route: string, settled: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as {__shift: number};
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(route);
  await page.locator(settled).first().waitFor();
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as {__shift: number}).__shift);
}
