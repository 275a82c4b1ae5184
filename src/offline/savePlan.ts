/**
 * What "Save the docs for offline reading" downloads: every page of the
 * sitemap, the files each page shows (images, stylesheets), and every file of
 * the search index. Plain parsing, no browser APIs.
 */
import {chunkCount, chunkFile, MANIFEST_FILE, type Manifest, shardFile} from '../search/shardFormat';

/**
 * The pages of a sitemap as URLs on the site being read: the sitemap names
 * the public origin, which differs from a preview or local server.
 */
export function sitemapPageUrls(xml: string, siteUrl: string): string[] {
  const urls = new Set<string>();
  for (const [, loc] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    const {pathname} = new URL(decodeXml(loc!));
    urls.add(new URL(pathname, siteUrl).href);
  }
  return [...urls];
}

const TAG = /<(img|source|link|script|video|audio)\b[^>]*>/gi;
const KEPT_LINKS = /^(stylesheet|icon|preload)$/i;

/** Same-origin files a built page loads: images, sources, stylesheets, icons, scripts. */
export function assetUrlsInHtml(html: string, pageUrl: string): string[] {
  const {origin} = new URL(pageUrl);
  const urls = new Set<string>();
  for (const [tag, tagName] of html.matchAll(TAG)) {
    const name = tagName!;
    const attributes = readAttributes(tag);
    if (name.toLowerCase() === 'link' && !(attributes.rel ?? '').split(/\s+/).some((rel) => KEPT_LINKS.test(rel)))
      continue;
    const candidates = [attributes.src, attributes.poster, name.toLowerCase() === 'link' ? attributes.href : undefined];
    for (const entry of (attributes.srcset ?? '').split(',')) candidates.push(entry.trim().split(/\s+/)[0]);
    for (const candidate of candidates) {
      if (!candidate || candidate.startsWith('data:')) continue;
      const url = new URL(candidate, pageUrl);
      url.hash = '';
      if (url.origin === origin && url.href !== pageUrl) urls.add(url.href);
    }
  }
  return [...urls];
}

/** Every file of the sharded search index, the manifest first. */
export function searchIndexFileUrls(
  manifest: Pick<Manifest, 'shards' | 'sections' | 'chunkSections'>,
  manifestUrl: string,
): string[] {
  const folder = new URL('.', manifestUrl);
  return [
    new URL(MANIFEST_FILE, folder).href,
    ...manifest.shards.map((key) => new URL(shardFile(key), folder).href),
    ...Array.from({length: chunkCount(manifest)}, (_, index) => new URL(chunkFile(index), folder).href),
  ];
}

function readAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, doubleQuoted, singleQuoted, bare] of tag.matchAll(
    /\s([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi,
  )) {
    attributes[name!.toLowerCase()] = decodeXml(doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

function decodeXml(text: string): string {
  // &amp; last, so "&amp;lt;" stays "&lt;"
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Version of the docs a page was built from: the search index folder, named
 * by a hash of every source the site is built from.
 */
export function docsVersion(indexUrl: string): string {
  return indexUrl.match(/search-index\.[^/]+/)?.[0] ?? indexUrl;
}
