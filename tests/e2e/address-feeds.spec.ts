/**
 * The built site serves the address change feeds: an Atom feed and a JSON
 * Feed that a feed parser reads, with the sourced changes of the independent
 * fixture, and every page names the Atom feed in its head so that a feed
 * reader finds it from any page.
 */
import {expect, test} from '@playwright/test';
import {fileForRoute} from '@site/harness/site/builtSite';
import {sourcedChanges} from '@site/tests/unit/fixtures/addresses/addressChanges';
import {parseAtomFeed, parseJsonFeed} from 'feedsmith';

const SITE_URL = 'https://docs.yearn.fi';
const absolute = (url: string) => (url.startsWith('/') ? `${SITE_URL}${url}` : url);

/** The built page a feed link on the production URL opens. */
const routeOf = (url: string) => new URL(url).pathname;

test('the Atom feed parses, with one entry per sourced change linking its page and its source', async ({request}) => {
  const response = await request.get('/addresses/changes.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const feed = parseAtomFeed(await response.text());
  expect(feed.entries).toHaveLength(sourcedChanges.length);
  for (const change of sourcedChanges) {
    const entry = feed.entries!.find((e) => e.id?.includes(`:${change.entry}:${change.kind}:`));
    expect(entry, change.entry).toBeDefined();
    expect(entry!.updated).toBe(`${change.date}T00:00:00Z`);
    expect(entry!.links?.find((link) => link.rel === 'related')?.href).toBe(absolute(change.source));
    const page = entry!.links?.find((link) => link.rel === 'alternate')?.href;
    expect(page && fileForRoute(routeOf(page)), `${change.entry}: its page is built`).toBeTruthy();
  }
});

test('the JSON Feed is JSON Feed 1.1 and parses, newest change first', async ({request}) => {
  const response = await request.get('/addresses/changes.json');
  expect(response.status()).toBe(200);
  const raw = (await response.json()) as {
    version: string;
    items: {id: string; url: string; date_published: string}[];
  };
  expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
  expect(raw.items.map((item) => item.date_published)).toEqual(
    sourcedChanges
      .map((change) => `${change.date}T00:00:00Z`)
      .sort()
      .reverse(),
  );
  for (const item of raw.items) {
    expect(item.id).toBeTruthy();
    expect(fileForRoute(routeOf(item.url)), item.url).toBeTruthy();
  }
  expect(parseJsonFeed(raw).items).toHaveLength(sourcedChanges.length);
});

test('an address page names the Atom feed for feed readers', async ({page}) => {
  await page.goto('/developers/addresses/styfi-contracts');
  const feeds = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(feeds).toHaveCount(1);
  await expect(feeds).toHaveAttribute('href', '/addresses/changes.xml');
});
