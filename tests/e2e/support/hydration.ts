import type {Page} from '@playwright/test';

/**
 * Waits until React has hydrated the page. Buttons are in the server HTML
 * from the start, but a click before hydration does nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Brings every code block of the page live, as a reader scrolling through
 * it does: a block keeps its server HTML, without its copy button, until
 * the reader nears it.
 */
export async function codeBlocksLive(page: Page): Promise<void> {
  for (const block of await page.locator('.theme-code-block').all()) {
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).waitFor({state: 'attached'});
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
