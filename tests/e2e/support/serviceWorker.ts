import type {Page} from '@playwright/test';

/** Waits until the site's service worker controls the page (it claims the page that installed it once active). */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
