import {addressPages} from '@site/src/data/addresses';
import {
  type ChangeFeedItem,
  changeFeedItems,
  escapeXml,
  renderAtom,
  renderJsonFeed,
} from '@site/src/data/addresses/changeFeed';
import {entry} from '@site/src/data/addresses/define';
import type {AddressChange, AddressEntry, AddressPage} from '@site/src/data/addresses/types';
import {findYip, yipRoute} from '@site/src/data/yips';
import {sourcedChanges} from '@site/tests/unit/fixtures/addresses/addressChanges';
import {parseAtomFeed, parseJsonFeed} from 'feedsmith';
import {describe, expect, it} from 'vitest';

const SITE_URL = 'https://docs.yearn.fi';
const site = {siteUrl: SITE_URL, homeRoute: '/developers/addresses'};
const pages = Object.values(addressPages);
const items = changeFeedItems(pages, SITE_URL);

const absolute = (url: string) => (url.startsWith('/') ? `${SITE_URL}${url}` : url);

describe('the address change feed items', () => {
  it('hold exactly the sourced changes, each with its date, source and address', () => {
    const got = items.map((item) => ({
      entry: item.entry.id,
      kind: item.kind,
      date: item.date,
      source: item.source.url,
      address: item.entry.address,
      replacedBy: item.replacedBy && {entry: item.replacedBy.id, address: item.replacedBy.address},
    }));
    const expected = sourcedChanges.map((change) => ({
      ...change,
      source: absolute(change.source),
      replacedBy: change.replacedBy,
    }));
    expect([...got].sort((a, b) => a.entry.localeCompare(b.entry))).toEqual(
      [...expected].sort((a, b) => a.entry.localeCompare(b.entry)),
    );
  });

  it('come newest first', () => {
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...sourcedChanges.map((change) => change.date)].sort().reverse());
  });

  it('link the page that lists the address', () => {
    for (const item of items) {
      const page = pages.find((candidate) => candidate.entries.some((e) => e.id === item.entry.id))!;
      expect(item.url, item.entry.id).toBe(`${SITE_URL}${page.route}`);
    }
  });

  it('date a change decided by a YIP with the day its proposal was created', () => {
    const byYip = items.filter((item) => item.source.url.includes('/contributing/governance/yips/'));
    expect(byYip.length).toBeGreaterThan(0);
    for (const item of byYip) {
      const n = Number(/yip-(\d+)$/.exec(item.source.url)?.[1]);
      expect(item.source.url).toBe(`${SITE_URL}${yipRoute(n)}`);
      expect(item.date, item.entry.id).toBe(findYip(n)?.created);
    }
  });

  it('keep their ids from one build to the next', () => {
    expect(changeFeedItems(pages, SITE_URL).map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});

/** A one-entry page with the given changes, as a contributor might write it. */
function pageWith(changes: readonly AddressChange[], overrides: Partial<AddressEntry> = {}): AddressPage {
  return {
    id: 'v3',
    route: '/developers/addresses/test',
    title: 'Test',
    sidebarLabel: 'Test',
    groups: [{id: 'g', title: 'G'}],
    entries: [
      entry({
        id: 'test/old-thing',
        name: 'Old thing',
        address: '0x0000000000000000000000000000000000000001',
        chainId: 1,
        group: 'g',
        status: 'deprecated',
        changes,
        ...overrides,
      }),
    ],
  };
}

const vote = {label: 'YIP-88: Governance Overhaul', url: '/contributing/governance/yips/yip-88'};

describe('a change the feed cannot date or source fails the build, naming the entry', () => {
  it('a change without a date', () => {
    const undated = {kind: 'deprecated', source: vote} as unknown as AddressChange;
    expect(() => changeFeedItems([pageWith([undated])], SITE_URL)).toThrow(
      /entry "test\/old-thing" has a deprecated without a product date/,
    );
  });

  it.each(['2025-9-28', '28/09/2025', '2025-02-30', '2025-09-28T00:00:00Z'])('a malformed date: %s', (date) => {
    expect(() => changeFeedItems([pageWith([{kind: 'deprecated', date, source: vote}])], SITE_URL)).toThrow(
      new RegExp(`entry "test/old-thing" .*malformed product date "${date}"`),
    );
  });

  it('a source that is neither a vote nor a transaction', () => {
    const blog = {label: 'Blog post', url: 'https://blog.example.com/yearn'};
    expect(() =>
      changeFeedItems([pageWith([{kind: 'deprecated', date: '2025-09-28', source: blog}])], SITE_URL),
    ).toThrow(/entry "test\/old-thing".*neither a governance vote nor an explorer transaction/);
  });

  it('a replacement that is not a published entry', () => {
    const change: AddressChange = {kind: 'replaced', by: 'test/missing', date: '2025-09-28', source: vote};
    expect(() => changeFeedItems([pageWith([change])], SITE_URL)).toThrow(/entry "test\/old-thing".*"test\/missing"/);
  });

  it('a deprecation of an address still marked current', () => {
    const change: AddressChange = {kind: 'deprecated', date: '2025-09-28', source: vote};
    expect(() => changeFeedItems([pageWith([change], {status: 'current'})], SITE_URL)).toThrow(
      /entry "test\/old-thing".*status is not deprecated/,
    );
  });
});

describe('the Atom feed', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('keeps markup in a name as text: a feed parser reads back the exact name', () => {
    const name = `Vault <script>alert("x")</script> & 'co'`;
    const tx = {
      label: 'Deployment <tx> & "receipt"',
      url: 'https://etherscan.io/tx/0x03f2603415dfd0b0056cf663305332c9d6e281a286a9acd3855ffa7f5272ed61',
    };
    const odd = changeFeedItems([pageWith([{kind: 'added', date: '2025-05-26', source: tx}], {name})], SITE_URL);
    const xml = renderAtom(odd, site);
    expect(xml).not.toContain('<script>');
    const feed = parseAtomFeed(xml);
    expect(feed.entries?.[0]?.title?.value).toBe(`${name} added on Ethereum`);
    expect(feed.entries?.[0]?.links?.find((link) => link.rel === 'related')?.title).toBe(tx.label);
  });

  it('parses with a feed parser into one entry per change, each linking its page and its source', () => {
    const feed = parseAtomFeed(renderAtom(items, site));
    expect(feed.id).toBeTruthy();
    expect(feed.updated).toBe(`${items[0]!.date}T00:00:00Z`);
    expect(feed.links?.find((link) => link.rel === 'self')?.href).toBe(`${SITE_URL}/addresses/changes.xml`);
    expect(feed.entries).toHaveLength(sourcedChanges.length);
    for (const change of sourcedChanges) {
      const found = feed.entries!.find((e) => e.id?.includes(`:${change.entry}:${change.kind}:`));
      expect(found, change.entry).toBeDefined();
      expect(found!.updated).toBe(`${change.date}T00:00:00Z`);
      expect(found!.links?.find((link) => link.rel === 'related')?.href).toBe(absolute(change.source));
      expect(found!.links?.find((link) => link.rel === 'alternate')?.href).toMatch(
        /^https:\/\/docs\.yearn\.fi\/developers\/addresses\//,
      );
      expect(found!.categories?.map((c) => c.term)).toEqual([change.kind]);
      expect(found!.summary?.value).toContain(change.address);
    }
  });

  it('has no date to give when no change is recorded, and says so', () => {
    expect(() => renderAtom([] as ChangeFeedItem[], site)).toThrow(/no dated change/);
  });
});

describe('the JSON Feed', () => {
  const raw = JSON.parse(renderJsonFeed(items, site)) as {
    version: string;
    feed_url: string;
    items: {id: string; url: string; date_published: string; external_url: string}[];
  };

  it('has the JSON Feed 1.1 shape: version URL, and items with id, url and date_published', () => {
    expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
    expect(raw.feed_url).toBe(`${SITE_URL}/addresses/changes.json`);
    expect(raw.items).toHaveLength(sourcedChanges.length);
    for (const item of raw.items) {
      expect(typeof item.id).toBe('string');
      expect(item.url).toMatch(/^https:\/\/docs\.yearn\.fi\/developers\/addresses\//);
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
      expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    }
  });

  it('parses with a feed parser, with the same items as the Atom feed', () => {
    const feed = parseJsonFeed(raw);
    expect(feed.items?.map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(feed.items?.map((item) => item.external_url)).toEqual(items.map((item) => item.source.url));
  });
});
