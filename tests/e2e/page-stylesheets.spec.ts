/**
 * Components only a few pages render keep their styles out of the site
 * stylesheet (plugins/internals/styles-cache-group/pageStylesheets.ts). The pages that
 * render them must still show styled before any script runs, and a page
 * reached by a client-side navigation must get them too.
 */
import type {Page} from '@playwright/test';
import {expect, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';

/** Each page, an element its page stylesheet styles, and a style it gives that element (from the component's CSS). */
const STYLED = [
  {
    page: '/contributing/governance/veyfi-calculator',
    element: 'section[aria-label="Data used by the calculator"]',
    property: 'border-top-style',
    value: 'solid',
  },
  {
    page: '/developers/addresses/v3-contracts',
    element: '[class*="wrapper_"]',
    property: 'container-type',
    value: 'inline-size',
  },
  {page: '/', element: '[class*="grid_"]', property: 'display', value: 'grid'},
  {page: '/search', element: 'input[type="search"]', property: 'border-top-style', value: 'solid'},
];

const styleOf = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const {page: path, element, property, value} of STYLED) {
    test(`${path} is styled by its own stylesheet from the server-rendered HTML`, async ({page}) => {
      await page.goto(path);
      expect(await styleOf(page, element, property)).toBe(value);
    });
  }
});

test('a doc page links no page stylesheet', async ({page}) => {
  await page.goto('/developers/v3/overview');
  const sheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).getAttribute('href') ?? ''));
  expect(sheets.filter((href) => href.includes('/assets/css/page-'))).toEqual([]);
});

test('the calculator reached by a link in the site is styled as on a first load', async ({page}) => {
  await page.goto('/contributing/governance/veyfi');
  await hydrated(page);
  await page.locator('article a[href$="/veyfi-calculator"]').first().click();
  await expect(page).toHaveURL(/\/veyfi-calculator$/);
  const panel = 'section[aria-label="Data used by the calculator"]';
  await expect(page.locator(panel)).toBeVisible();
  expect(await styleOf(page, panel, 'border-top-style')).toBe('solid');
});
