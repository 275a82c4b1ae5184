import type {Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page. Buttons are in the server HTML
 * from the start, but a click before hydration does nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
