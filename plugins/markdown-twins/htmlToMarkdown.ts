/**
 * Turns a built page into its Markdown twin: the page title as h1, then the
 * article body as plain Markdown, with formulas back in `$…$`, diagrams as
 * mermaid fences, code as fenced blocks, admonitions as quotes, tables in
 * GFM and every link absolute. Interactive parts leave a one-line note.
 */
import {type CheerioAPI, load} from 'cheerio';
import TurndownService from 'turndown';
import {gfm} from 'turndown-plugin-gfm';

export interface PageTwin {
  title: string;
  description: string;
  markdown: string;
}

/** Marks an element to be replaced, in the twin, by a one-line note linking to the page. */
export const TWIN_NOTE_ATTRIBUTE = 'data-twin-note';
/** Marks page chrome inside the article that has no place in the twin. */
export const TWIN_SKIP_ATTRIBUTE = 'data-twin-skip';
/** On an element (a table cell, say) whose several parts on screen are one plain-text value in the twin. */
export const TWIN_VALUE_ATTRIBUTE = 'data-twin-value';

function texOf($: CheerioAPI, element: unknown): string {
  return $(element as never)
    .find('annotation[encoding="application/x-tex"]')
    .first()
    .text()
    .trim();
}

/** Rewrites the parts Turndown cannot know about into plain, convertible HTML. */
function prepare($: CheerioAPI, pageUrl: string): void {
  $(`[${TWIN_VALUE_ATTRIBUTE}]`).each((_, element) => {
    $(element).text($(element).attr(TWIN_VALUE_ATTRIBUTE) ?? '');
  });
  $('.hash-link, .theme-doc-toc-mobile, script, style, noscript, button, .theme-doc-footer, .pagination-nav').remove();
  $(`[${TWIN_SKIP_ATTRIBUTE}]`).remove();
  $(`[${TWIN_NOTE_ATTRIBUTE}]`).each((_, element) => {
    const note = $(element).attr(TWIN_NOTE_ATTRIBUTE) ?? 'This part of the page is interactive.';
    $(element).replaceWith(`<p>${escapeHtml(note)} Use it on the page: <a href="${pageUrl}">${pageUrl}</a>.</p>`);
  });
  $('[data-mermaid-source]').each((_, element) => {
    const source = $(element).attr('data-mermaid-source') ?? '';
    $(element).replaceWith(`<pre data-twin-language="mermaid"><code>${escapeHtml(source)}</code></pre>`);
  });
  $('.katex-display').each((_, element) => {
    $(element).replaceWith(`<div data-twin-math="display">${escapeHtml(texOf($, element))}</div>`);
  });
  $('.katex').each((_, element) => {
    $(element).replaceWith(`<span data-twin-math="inline">${escapeHtml(texOf($, element))}</span>`);
  });
  $('.theme-code-block').each((_, element) => {
    const block = $(element);
    const language = (block.attr('class') ?? '').match(/language-([\w-]+)/)?.[1] ?? '';
    const title = block.find('[class*="codeBlockTitle"]').first().text().trim();
    const lines = block.find('.token-line');
    const code = lines.length
      ? lines
          .map((_, line) => $(line).text())
          .get()
          .join('\n')
      : block.find('code').text();
    const titleAttribute = title ? ` data-twin-title="${escapeHtml(title)}"` : '';
    block.replaceWith(
      `<pre data-twin-language="${language}"${titleAttribute}><code>${escapeHtml(code.replace(/\n+$/, ''))}</code></pre>`,
    );
  });
  $('.theme-admonition').each((_, element) => {
    const admonition = $(element);
    const title = admonition.find('[class*="admonitionHeading"]').first().text().trim();
    const content = admonition.find('[class*="admonitionContent"]').first().html() ?? '';
    admonition.replaceWith(`<blockquote><p><strong>${escapeHtml(title)}</strong></p>${content}</blockquote>`);
  });
  // A cell spanning several columns (a table's sub-heading row) becomes that many cells: GFM rows keep the table's width.
  $('th[colspan], td[colspan]').each((_, element) => {
    const cell = $(element);
    const span = Number(cell.attr('colspan'));
    cell.removeAttr('colspan');
    if (Number.isInteger(span) && span > 1) cell.after(`<${element.tagName}></${element.tagName}>`.repeat(span - 1));
  });
  $('svg, img[src^="data:"]').remove();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function createConverter(pageUrl: string): TurndownService {
  const turndown = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
  });
  turndown.use(gfm);
  turndown.addRule('fencedCode', {
    filter: (node) => node.nodeName === 'PRE' && node.hasAttribute('data-twin-language'),
    replacement: (_content, node) => {
      const element = node as HTMLElement;
      const language = element.getAttribute('data-twin-language') ?? '';
      const title = element.getAttribute('data-twin-title');
      const code = element.textContent ?? '';
      const fence = code.includes('```') ? '````' : '```';
      const info = title ? `${language} title="${title}"` : language;
      return `\n\n${fence}${info}\n${code}\n${fence}\n\n`;
    },
  });
  turndown.addRule('displayMath', {
    filter: (node) => node.nodeName === 'DIV' && node.getAttribute('data-twin-math') === 'display',
    replacement: (_content, node) => `\n\n$$\n${node.textContent ?? ''}\n$$\n\n`,
  });
  turndown.addRule('inlineMath', {
    filter: (node) => node.nodeName === 'SPAN' && node.getAttribute('data-twin-math') === 'inline',
    replacement: (_content, node) => `$${node.textContent ?? ''}$`,
  });
  turndown.addRule('absoluteLinks', {
    filter: (node) => node.nodeName === 'A' && node.hasAttribute('href'),
    replacement: (content, node) => {
      const href = (node as HTMLElement).getAttribute('href') ?? '';
      const text = content.trim() || href;
      return `[${text}](${new URL(href, pageUrl).href})`;
    },
  });
  return turndown;
}

/** Converts one built HTML page, found at `pageUrl`, into its Markdown twin. */
export function htmlToMarkdown(html: string, pageUrl: string): PageTwin {
  const $ = load(html);
  const root = $('article').first().length ? $('article').first() : $('main').first();
  const heading = root.find('h1').first();
  heading.find('.hash-link').remove();
  const title = heading.text().trim() || $('title').text().split(' | ')[0]!.trim();
  const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
  heading.remove();
  prepare($, pageUrl);
  const body = createConverter(pageUrl)
    .turndown(root.html() ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return {title, description, markdown: `# ${title}\n\n${body}\n`};
}
