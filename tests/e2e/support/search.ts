/** Helpers shared by the search end-to-end tests. */
import type {Locator, Page} from '@playwright/test';
import {expect} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';

/** Any file of the built-in index (manifest, shards, text chunks). */
export const INDEX_REQUEST = /\/search-index\.[^/]+\//;

export const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__yearn-docs';
export const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__yearn-docs';

/** Opens the modal with the keyboard, after the page has hydrated (the shortcut is a React effect). */
export async function openSearch(page: Page, path?: string): Promise<void> {
  if (path) await page.goto(path);
  await hydrated(page);
  // The shortcut toggles the modal: pressed while an earlier modal is still closing, it would close it again.
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/** A hit as DocSearch stores it in recent and favourite searches. */
export function storedHit(i: number) {
  return {
    objectID: `stored-${i}`,
    type: 'lvl2',
    hierarchy: {
      lvl0: 'Guides',
      lvl1: `Stored page ${i}`,
      lvl2: `Stored section ${i}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    url: `/developers/v3/overview#stored-${i}`,
    url_without_anchor: '/developers/v3/overview',
    anchor: `stored-${i}`,
  };
}

export function wordsOf(text: string): number {
  return text.replace(/…/g, ' ').split(/\s+/).filter(Boolean).length;
}

/** Types text followed by an unpaired high surrogate, which no keyboard can produce. */
export async function fillWithLoneSurrogate(input: Locator, text: string): Promise<void> {
  await input.evaluate((element, value) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(element, `${value}\uD800`);
    element.dispatchEvent(new Event('input', {bubbles: true}));
  }, text);
}
