/**
 * Reads one built HTML page into search records the way DocSearch's crawler
 * template for Docusaurus does: page title and headings (h2–h6, with their
 * anchors) form the hierarchy, paragraphs and list items under them become
 * content. Table rows and definition lists are packed a few rows to a record
 * (reference pages have thousands of two-word rows). Code blocks and page
 * chrome are left out. The site pages the text links to are kept, so the
 * index can count how many pages link to each.
 */
import {type Cheerio, type CheerioAPI, load} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {classifyPage, type PageClass, type PageStatusRule, versionedTitle} from '../../src/search/pageStatus';
import {MAX_PACKED_WORDS, MIN_TEXT_LENGTH} from '../../src/search/tunables';

export interface ExtractedHeading {
  level: number;
  text: string;
  /** Element id of the heading; empty for the page title. */
  anchor: string;
  /** Index of the nearest higher heading on this page, -1 for the title. */
  parent: number;
}

export interface ExtractedPage {
  url: string;
  /** Current, legacy or deprecated, release and family of old copies (src/search/pageStatus.ts). */
  pageClass: PageClass;
  lvl0: string;
  docusaurusTag: string;
  language: string;
  headings: ExtractedHeading[];
  /** [heading index, text] in document order. */
  contents: Array<[number, string]>;
  /** Paths of the site's pages its text links to, each once, without anchors. */
  links: string[];
}

export interface ExtractOptions {
  /** Path of the page derived from its file, used when it has no canonical link. */
  fallbackUrl: string;
  /** lvl0 for pages outside any sidebar category and navbar item, by docs plugin id. */
  sectionLabels: Record<string, string>;
  defaultLvl0?: string;
  /** Paths of legacy and deprecated pages; without rules, only a legacy notice makes a page legacy. */
  statusRules?: readonly PageStatusRule[];
}

const INDEXED_PAGE_CLASSES = ['docs-doc-page', 'blog-post-page', 'mdx-page'];
/** What the extractor removes from the article before reading it (also what the Pagefind comparison leaves out). */
export const REMOVED_SELECTORS: readonly string[] = [
  '.hash-link',
  'pre',
  '.theme-code-block',
  'script',
  'style',
  'svg',
  'button',
  'noscript',
  '.theme-doc-toc-mobile',
  '.katex-html',
  // Cards of a category list repeat other pages' titles and link elsewhere
  '.card',
];
const REMOVED = REMOVED_SELECTORS.join(', ');
const HEADINGS = 'h2, h3, h4, h5, h6';
const CONTENT = 'p, li, table, dl';
/** Block children whose text is indexed on its own, not as part of the enclosing list item. */
const BLOCK_CHILDREN = new Set(['p', 'ul', 'ol', 'div', 'table', 'pre', 'blockquote', 'dl', 'details']);

/** Emoji and their presentation selectors: decoration, never a word a reader searches for. */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\uFE0E|\uFE0F|\u20E3/gu;

export function cleanText(text: string): string {
  return text
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(PICTOGRAPHS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function urlPath(canonical: string | undefined, fallback: string): string {
  if (!canonical) return fallback;
  try {
    return new URL(canonical).pathname;
  } catch {
    return fallback;
  }
}

function sectionLvl0($: CheerioAPI, htmlClasses: string[], options: ExtractOptions): string {
  const category = cleanText($('.menu__link.menu__link--sublist.menu__link--active').first().text());
  if (category) return category;
  const navbarItem = cleanText($('.navbar__item.navbar__link--active').first().text());
  if (navbarItem) return navbarItem;
  const pluginId = htmlClasses.find((name) => name.startsWith('plugin-id-'))?.slice('plugin-id-'.length);
  return (pluginId && options.sectionLabels[pluginId]) || options.defaultLvl0 || 'Documentation';
}

function pageTitle($: CheerioAPI): string {
  const heading = cleanText($('article header h1').first().text()) || cleanText($('article h1').first().text());
  return heading || cleanText($('title').text().split('|')[0] ?? '');
}

/** Text of a list item without its nested blocks (they are indexed separately). */
function ownText($: CheerioAPI, element: Element): string {
  return cleanText(
    $(element)
      .contents()
      .toArray()
      .filter((node: AnyNode) => !(node.type === 'tag' && BLOCK_CHILDREN.has((node as Element).tagName)))
      .map((node) => $(node).text())
      .join(''),
  );
}

function rowText($: CheerioAPI, row: Element): string {
  return $(row)
    .children('td')
    .toArray()
    .map((cell) => cleanText($(cell).text()))
    .filter(Boolean)
    .join(' · ');
}

/** Joins short texts into records of at most MAX_PACKED_WORDS words (a longer text stays whole). */
export function packTexts(texts: string[], separator: string): string[] {
  const packed: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const text of texts) {
    const count = text.split(' ').length;
    if (current.length > 0 && words + count > MAX_PACKED_WORDS) {
      packed.push(current.join(separator));
      current = [];
      words = 0;
    }
    current.push(text);
    words += count;
  }
  if (current.length > 0) packed.push(current.join(separator));
  return packed;
}

function tableTexts($: CheerioAPI, table: Element): string[] {
  const rows = $(table)
    .find('tr')
    .toArray()
    .filter((row) => $(row).closest('table')[0] === table)
    .map((row) => rowText($, row))
    .filter(Boolean);
  return packTexts(rows, '; ');
}

function definitionTexts($: CheerioAPI, list: Element): string[] {
  const entries: string[] = [];
  for (const child of $(list).children('dt, dd').toArray()) {
    const text = cleanText($(child).text());
    if (!text) continue;
    if (child.tagName === 'dd' && entries.length > 0) entries[entries.length - 1] += `: ${text}`;
    else entries.push(text);
  }
  return packTexts(entries, ' · ');
}

function contentTexts($: CheerioAPI, element: Element): string[] {
  if (element.tagName === 'li') return [ownText($, element)];
  if (element.tagName === 'table') return tableTexts($, element);
  if (element.tagName === 'dl') return definitionTexts($, element);
  return [cleanText($(element).text())];
}

/** KaTeX output is replaced by its TeX source, which is at least readable text. */
function flattenMath($: CheerioAPI, body: Cheerio<Element>): void {
  body.find('.katex').each((_, element) => {
    const tex = $(element).find('annotation[encoding="application/x-tex"]').first().text();
    $(element).replaceWith(tex ? ` ${tex} ` : '');
  });
}

/** Whether an ancestor is a table or definition list (a manual walk: selector matching per element is slow). */
function insidePackedBlock(element: Element): boolean {
  for (let node = element.parent; node && node.type === 'tag'; node = node.parent) {
    const tag = (node as Element).tagName;
    if (tag === 'table' || tag === 'dl') return true;
  }
  return false;
}

function isIndexable($: CheerioAPI, htmlClasses: string[]): boolean {
  if (!INDEXED_PAGE_CLASSES.some((name) => htmlClasses.includes(name))) return false;
  const robots = `${$('meta[name="robots"]').attr('content') ?? ''} ${$('meta[property="robots"]').attr('content') ?? ''}`;
  return !robots.includes('noindex');
}

/**
 * Code blocks, scripts and icons are never indexed and make up most of the
 * markup of reference pages, so they go before parsing (none of them nest).
 */
function stripUnindexedMarkup(html: string): string {
  // An empty icon is written `<svg …/>`: taken for an open tag, it would swallow the page up to the next `</svg>`.
  return html.replace(/<svg\b(?:[^>"']|"[^"]*"|'[^']*')*\/>|<(pre|script|style|svg)\b[\s\S]*?<\/\1>/gi, '');
}

/** The site's paths a page's text links to (not itself), each once, without anchor, query or trailing slash. */
function linkedPaths($: CheerioAPI, body: Cheerio<Element>, ownUrl: string): string[] {
  const paths = new Set<string>();
  body.find('a[href]').each((_, element) => {
    const href = $(element).attr('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    const target = href.split(/[#?]/)[0]!.replace(/(.)\/$/, '$1');
    if (target && target !== ownUrl) paths.add(target);
  });
  return [...paths];
}

/** A retired product's page opens with the legacy notice (`:::legacy`), before its first section. */
function hasLegacyNotice($: CheerioAPI): boolean {
  const notice = $('article .markdown .theme-admonition-legacy').first();
  if (notice.length === 0) return false;
  const firstSection = $('article .markdown h2').first();
  if (firstSection.length === 0) return true;
  const order = $('article .markdown .theme-admonition-legacy, article .markdown h2').toArray();
  return order.indexOf(notice[0]!) < order.indexOf(firstSection[0]!);
}

export function extractPage(html: string, options: ExtractOptions): ExtractedPage | null {
  // htmlparser2 instead of parse5: several times faster on large built pages
  const $ = load(stripUnindexedMarkup(html), {xml: {xmlMode: false, decodeEntities: true}});
  const htmlClasses = ($('html').attr('class') ?? '').split(/\s+/);
  if (!isIndexable($, htmlClasses)) return null;

  const url = urlPath($('link[rel="canonical"]').attr('href'), options.fallbackUrl);
  const pageClass = classifyPage(url, options.statusRules ?? [], hasLegacyNotice($));
  const page: ExtractedPage = {
    url,
    pageClass,
    lvl0: sectionLvl0($, htmlClasses, options),
    docusaurusTag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default',
    language: $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en',
    headings: [{level: 1, text: versionedTitle(pageTitle($), pageClass), anchor: '', parent: -1}],
    contents: [],
    links: [],
  };
  if (!page.headings[0]!.text) return null;

  const body = $('article .markdown').first();
  if (body.length === 0) return page;
  body.find(REMOVED).remove();
  flattenMath($, body);
  page.links = linkedPaths($, body, url);

  let current = 0;
  const seenUnderHeading = new Set<string>();
  body.find(`${HEADINGS}, ${CONTENT}`).each((_, element) => {
    const tag = element.tagName;
    if (/^h[2-6]$/.test(tag)) {
      const level = Number(tag[1]);
      const text = cleanText($(element).text());
      if (!text) return;
      let parent = current;
      while (parent > 0 && page.headings[parent]!.level >= level) parent = page.headings[parent]!.parent;
      page.headings.push({level, text, anchor: $(element).attr('id') ?? '', parent});
      current = page.headings.length - 1;
      seenUnderHeading.clear();
      return;
    }
    // Text inside a table or definition list is part of that element's records
    if (insidePackedBlock(element)) return;
    for (const text of contentTexts($, element)) {
      if (text.length < MIN_TEXT_LENGTH || seenUnderHeading.has(text)) continue;
      seenUnderHeading.add(text);
      page.contents.push([current, text]);
    }
  });
  return page;
}
