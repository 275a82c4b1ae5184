/**
 * The change feeds of the published addresses: /addresses/changes.xml (Atom
 * 1.0) and /addresses/changes.json (JSON Feed 1.1). One item per dated change
 * of the address data (an address added, deprecated or replaced), newest
 * first, each linking the page that lists the address and the vote or
 * transaction behind the change. A change without a well-formed product date
 * or source throws, naming the entry, so the build fails instead of
 * publishing an undated item.
 */
import {chainByExplorerHost, chainById} from '../chains';
import {YIP_ROUTE_BASE} from '../yips';
import type {AddressChange, AddressEntry, AddressPage} from './types';

export const CHANGES_ATOM = 'addresses/changes.xml';
export const CHANGES_JSON = 'addresses/changes.json';

const FEED_TITLE = 'Yearn address changes';
const FEED_DESCRIPTION =
  'Contract addresses Yearn adds, deprecates or replaces, each dated with its governance vote or transaction.';
/** Host-independent, so a reader keeps its place when the site moves. */
const FEED_ID = 'urn:yearn:address-changes';
const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

export type ChangeKind = AddressChange['kind'];

export interface ChangeFeedItem {
  /** Stable: the entry id, the kind and the date. */
  id: string;
  kind: ChangeKind;
  /** Product date, YYYY-MM-DD. */
  date: string;
  title: string;
  summary: string;
  /** The page that lists the address. */
  url: string;
  /** The vote or transaction behind the change, as an absolute URL. */
  source: {label: string; url: string};
  entry: {id: string; name: string; address: string; chainId: number; chain: string};
  replacedBy?: {id: string; name: string; address: string};
}

/** Where the feeds live: the site's URL with its base path (no trailing slash) and the route of the address index. */
export interface FeedSite {
  siteUrl: string;
  homeRoute: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day: the pattern alone lets 2025-02-30 through. */
function isCalendarDay(date: string): boolean {
  const match = ISO_DAY.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

const TX_PATH = /^\/tx\/0x[0-9a-fA-F]{64}$/;
const GOVERNANCE_HOSTS = ['snapshot.org', 'gov.yearn.fi'];
const YIP_PAGE = new RegExp(`^${YIP_ROUTE_BASE}/yip-\\d+$`);

/** A source is our YIP page, a governance vote or thread, or a transaction on a listed chain's explorer. */
function isSourceUrl(url: string): boolean {
  if (YIP_PAGE.test(url)) return true;
  if (!URL.canParse(url)) return false;
  const {protocol, hostname, pathname} = new URL(url);
  if (protocol !== 'https:') return false;
  if (GOVERNANCE_HOSTS.includes(hostname)) return true;
  return chainByExplorerHost(hostname) !== undefined && TX_PATH.test(pathname);
}

function changeError(entry: AddressEntry, change: Partial<AddressChange>, problem: string): Error {
  return new Error(`Address change feed: entry "${entry.id}" has a ${change.kind ?? 'change'} ${problem}`);
}

function checkChange(entry: AddressEntry, change: AddressChange, byId: ReadonlyMap<string, AddressEntry>): void {
  const partial: Partial<AddressChange> = change;
  if (!partial.date) throw changeError(entry, change, 'without a product date (YYYY-MM-DD)');
  if (!isCalendarDay(change.date)) {
    throw changeError(entry, change, `with a malformed product date "${change.date}" (expected YYYY-MM-DD)`);
  }
  if (!change.source?.label || !change.source.url) throw changeError(entry, change, 'without a source');
  if (!isSourceUrl(change.source.url)) {
    throw changeError(
      entry,
      change,
      `whose source "${change.source.url}" is neither a governance vote nor an explorer transaction`,
    );
  }
  if (change.kind !== 'added' && entry.status !== 'deprecated') {
    throw changeError(entry, change, 'but its status is not deprecated');
  }
  if (change.kind === 'replaced' && !byId.has(change.by)) {
    throw changeError(entry, change, `by "${change.by}", which is not a published entry`);
  }
}

const absolute = (siteUrl: string, url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);

function wording(item: Omit<ChangeFeedItem, 'id' | 'title' | 'summary'>): {title: string; summary: string} {
  const {entry, source, date} = item;
  const where = `${entry.name} on ${entry.chain} (${entry.address})`;
  switch (item.kind) {
    case 'added':
      return {
        title: `${entry.name} added on ${entry.chain}`,
        summary: `${where} is added to Yearn's published addresses on ${date}. Source: ${source.label}.`,
      };
    case 'deprecated':
      return {
        title: `${entry.name} on ${entry.chain} deprecated`,
        summary: `${where} is deprecated on ${date}; it stays listed so that integrators can recognise it. Source: ${source.label}.`,
      };
    case 'replaced': {
      const by = item.replacedBy!;
      return {
        title: `${entry.name} on ${entry.chain} replaced by ${by.name}`,
        summary: `${where} is replaced on ${date} by ${by.name} (${by.address}); integrations move to the replacement. Source: ${source.label}.`,
      };
    }
  }
}

/** The feed items of the address data, newest first; throws on a change it cannot date or source. */
export function changeFeedItems(pages: readonly AddressPage[], siteUrl: string): ChangeFeedItem[] {
  const byId = new Map(pages.flatMap((page) => page.entries.map((entry) => [entry.id, entry] as const)));
  const items = pages.flatMap((page) =>
    page.entries.flatMap((entry) =>
      (entry.changes ?? []).map((change): ChangeFeedItem => {
        checkChange(entry, change, byId);
        const replacement = change.kind === 'replaced' ? byId.get(change.by)! : undefined;
        const base = {
          kind: change.kind,
          date: change.date,
          url: `${siteUrl}${page.route}`,
          source: {label: change.source.label, url: absolute(siteUrl, change.source.url)},
          entry: {
            id: entry.id,
            name: entry.name,
            address: entry.address,
            chainId: entry.chainId,
            chain: chainById(entry.chainId).name,
          },
          ...(replacement
            ? {replacedBy: {id: replacement.id, name: replacement.name, address: replacement.address}}
            : {}),
        };
        return {id: `urn:yearn:address-change:${entry.id}:${change.kind}:${change.date}`, ...wording(base), ...base};
      }),
    ),
  );
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id))
      throw new Error(`Address change feed: entry "${item.entry.id}" records the same change twice`);
    ids.add(item.id);
  }
  return items.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

const XML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'};

/** Text and attribute values for XML; quotes too, so one function serves both. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

const timestamp = (date: string) => `${date}T00:00:00Z`;

/** The feed is as new as its newest change, so an unchanged registry gives a byte-identical feed. */
function feedUpdated(items: readonly ChangeFeedItem[]): string {
  const newest = items[0];
  if (!newest) throw new Error('Address change feed: the address data records no dated change');
  return timestamp(newest.date);
}

export function renderAtom(items: readonly ChangeFeedItem[], site: FeedSite): string {
  const attr = escapeXml;
  const entries = items.map((item) =>
    [
      '  <entry>',
      `    <id>${escapeXml(item.id)}</id>`,
      `    <title>${escapeXml(item.title)}</title>`,
      `    <published>${timestamp(item.date)}</published>`,
      `    <updated>${timestamp(item.date)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${attr(item.url)}"/>`,
      `    <link rel="related" href="${attr(item.source.url)}" title="${attr(item.source.label)}"/>`,
      `    <category term="${item.kind}"/>`,
      `    <summary>${escapeXml(item.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${FEED_ID}</id>`,
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <subtitle>${escapeXml(FEED_DESCRIPTION)}</subtitle>`,
    `  <updated>${feedUpdated(items)}</updated>`,
    `  <author><name>Yearn</name><uri>${attr(site.siteUrl)}/</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${attr(`${site.siteUrl}/${CHANGES_ATOM}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${attr(`${site.siteUrl}${site.homeRoute}`)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export function renderJsonFeed(items: readonly ChangeFeedItem[], site: FeedSite): string {
  feedUpdated(items);
  const feed = {
    version: JSON_FEED_VERSION,
    title: FEED_TITLE,
    description: FEED_DESCRIPTION,
    home_page_url: `${site.siteUrl}${site.homeRoute}`,
    feed_url: `${site.siteUrl}/${CHANGES_JSON}`,
    language: 'en',
    authors: [{name: 'Yearn', url: `${site.siteUrl}/`}],
    items: items.map((item) => ({
      id: item.id,
      url: item.url,
      external_url: item.source.url,
      title: item.title,
      summary: item.summary,
      content_text: item.summary,
      date_published: timestamp(item.date),
      tags: [item.kind],
      // JSON Feed extension (leading underscore): the change as data, for integrators that act on it.
      _address_change: {
        kind: item.kind,
        date: item.date,
        entry: item.entry.id,
        chain_id: item.entry.chainId,
        address: item.entry.address,
        ...(item.replacedBy ? {replaced_by: {entry: item.replacedBy.id, address: item.replacedBy.address}} : {}),
        source: item.source,
      },
    })),
  };
  return `${JSON.stringify(feed, null, 1)}\n`;
}
