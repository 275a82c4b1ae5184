/**
 * Loading a page builds no Intl formatter. The first one a page makes loads
 * locale data on the main thread while the page hydrates (tens of
 * milliseconds, several times that on a phone), so the site writes its
 * dates, numbers and plurals in plain code (src/format,
 * src/theme/LastUpdated, the search page). Collation is not counted: the
 * docs theme sorts plugin paths and memo keys with localeCompare on every
 * docs page, and its collator, weighed side by side against builds that
 * avoid it, stays inside the run-to-run spread.
 * Counted, not timed: timings belong to the bench.
 */
import {expect, test} from '@site/tests/e2e/support/fixtures';

const PAGES = [
  '/',
  '/getting-started/guides/using-yearn-v3',
  '/developers/v3/overview',
  '/developers/addresses/v3-contracts',
  '/developers/smart-contracts/V3/VaultV3',
  '/contributing/governance/veyfi-calculator',
  '/search?q=vault',
];

// A string, not a function: the page runs it before any of the site's scripts.
const RECORD_LOCALE_CALLS = `
  window.__localeCalls = [];
  const note = (name) => window.__localeCalls.push(name + ' from ' + (new Error().stack || '').split('\\n')[3]);
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Segmenter', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames']) {
    const Original = Intl[name];
    if (!Original) continue;
    const Recorded = function (...args) { note('Intl.' + name); return new Original(...args); };
    Recorded.prototype = Original.prototype;
    Recorded.supportedLocalesOf = Original.supportedLocalesOf;
    Intl[name] = Recorded;
  }
  for (const [owner, method] of [[Number.prototype, 'toLocaleString'], [BigInt.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString']]) {
    const original = owner[method];
    owner[method] = function (...args) { note(method); return original.apply(this, args); };
  }
`;

for (const path of PAGES) {
  test(`${path} loads without building a locale formatter`, async ({page}) => {
    await page.addInitScript({content: RECORD_LOCALE_CALLS});
    await page.goto(path, {waitUntil: 'networkidle'});
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as {__localeCalls: string[]}).__localeCalls)).toEqual([]);
  });
}
