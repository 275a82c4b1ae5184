/**
 * Content checks over the built site: no placeholder or empty pages, enough
 * body text on every written page, every internal link and anchor resolves,
 * and every address on a page is EIP-55 checksummed.
 */
import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {articleText, builtPages, fileForRoute, hasSourceFile} from '@site/harness/site/builtSite';
import {load} from 'cheerio';
import {getAddress, isAddress} from 'viem';

const pages = builtPages();
const docPages = pages.filter(({$}) => $('html').hasClass('docs-doc-page'));

/** Pages allowed under the 150-word minimum: FAQs, indexes and generated reference pages. */
const SHORT_PAGES_ALLOWED = new Set([
  '/resources/deprecated',
  '/getting-started/guides/user-faq',
  '/getting-started/products/yvaults/yvaults-faq',
  '/getting-started/products/ylockers/ycrv/ycrv-faq',
  '/getting-started/products/ypools/yeth/yeth-faq',
  '/resources/faq',
  '/resources/deprecated/yPrisma/yprisma-faq',
]);

const PLACEHOLDER = /\b(TODO|TBD|lorem ipsum|lorem|coming soon|under construction)\b/i;

test('the build has the expected doc pages', () => {
  expect(docPages.length).toBeGreaterThan(100);
});

test('no page shows placeholder text or is empty', () => {
  const problems: string[] = [];
  for (const {route, $} of docPages) {
    const text = articleText($);
    if (!text) problems.push(`${route}: empty page`);
    const match = text.match(PLACEHOLDER);
    if (match) problems.push(`${route}: placeholder text "${match[0]}"`);
  }
  expect(problems).toEqual([]);
});

test('every written page has at least 150 words of body text', () => {
  const short = docPages
    .filter(({route}) => hasSourceFile(route) && !SHORT_PAGES_ALLOWED.has(route))
    .map(({route, $}) => ({route, words: articleText($).split(' ').filter(Boolean).length}))
    .filter(({words}) => words < 150)
    .map(({route, words}) => `${route}: ${words} words`);
  expect(short).toEqual([]);
});

test('every internal link and anchor resolves', () => {
  const broken: string[] = [];
  const idsByFile = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let ids = idsByFile.get(file);
    if (!ids) {
      const $ = load(readFileSync(file, 'utf8'));
      ids = new Set(
        $('[id]')
          .map((_, element) => $(element).attr('id') ?? '')
          .get(),
      );
      idsByFile.set(file, ids);
    }
    return ids;
  };
  for (const {route, file, $} of pages) {
    $('a[href]').each((_, element) => {
      const href = $(element).attr('href') ?? '';
      if (/^(https?:|mailto:|tel:|javascript:)/.test(href) || href === '#' || href === '') return;
      const target = new URL(href, `http://site${route}`);
      const targetFile = href.startsWith('#') ? file : fileForRoute(decodeURI(target.pathname));
      if (!targetFile) {
        broken.push(`${route} → ${href} (no such page)`);
        return;
      }
      const anchor = decodeURIComponent(target.hash.slice(1));
      if (anchor && targetFile.endsWith('.html') && !idsOf(targetFile).has(anchor)) {
        broken.push(`${route} → ${href} (no such anchor)`);
      }
    });
  }
  expect(broken).toEqual([]);
});

test('every address written on a page is EIP-55 checksummed', () => {
  const wrong: string[] = [];
  for (const {route, $} of docPages) {
    // Code may need all-lowercase addresses (subgraph ids are lowercase), but never a wrong checksum.
    const code = $('article pre')
      .map((_, block) => $(block).text())
      .get()
      .join(' ');
    for (const [address] of code.matchAll(/\b0x[0-9a-fA-F]{40}\b/g)) {
      if (!isAddress(address, {strict: true})) wrong.push(`${route}: ${address} (in code)`);
    }
    const article = $('article').clone();
    article.find('pre').remove();
    const prose = `${article.text()} ${article
      .find('a[href]')
      .map((_, a) => $(a).attr('href'))
      .get()
      .join(' ')}`;
    for (const [address] of prose.matchAll(/\b0x[0-9a-fA-F]{40}\b/g)) {
      if (getAddress(address) !== address) wrong.push(`${route}: ${address}`);
    }
  }
  expect([...new Set(wrong)]).toEqual([]);
});
