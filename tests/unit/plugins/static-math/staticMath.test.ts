import {compile, evaluate} from '@mdx-js/mdx';
import rehypeStaticMath from '@site/plugins/static-math/rehype';
import katex from 'katex';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';

const options = {remarkPlugins: [remarkMath], rehypePlugins: [rehypeStaticMath]};

async function render(markdown: string): Promise<string> {
  const {default: Content} = await evaluate(markdown, {...runtime, ...options});
  return renderToStaticMarkup(createElement(Content));
}

describe('rehypeStaticMath', () => {
  it("renders inline and display math as KaTeX's own markup, one wrapper per formula", async () => {
    const html = await render('The weight is $w = a \\cdot t$ for a lock.\n\n$$\nP = \\frac{t}{T}\n$$\n');
    expect(html).toContain(`<span class="math math-inline">${katex.renderToString('w = a \\cdot t')}</span>`);
    const display = katex.renderToString('P = \\frac{t}{T}', {displayMode: true});
    // The display box takes focus, so a keyboard can scroll a formula wider than the screen
    expect(display.startsWith('<span class="katex-display">')).toBe(true);
    expect(html).toContain(
      `<div class="math math-display">${display.replace('<span class="katex-display">', '<span class="katex-display" tabindex="0">')}</div>`,
    );
    expect(html).toContain('<annotation encoding="application/x-tex">P = \\frac{t}{T}</annotation>');
  });

  it('hands React each formula as one string instead of an element per span', async () => {
    const code = String(await compile('$$\nx^2 + y^2\n$$\n', options));
    expect(code).toContain('dangerouslySetInnerHTML');
    expect(code).not.toMatch(/className: "mord/);
  });

  it('fails the build on TeX that KaTeX cannot typeset, naming the file and the formula', async () => {
    await expect(compile({path: 'docs/bad.md', value: 'Oops $\\frac{1}{$ here.'}, options)).rejects.toThrow(
      /docs\/bad\.md: KaTeX cannot typeset "\\\\frac\{1\}\{"/,
    );
  });

  it('leaves code that is not math alone', async () => {
    const html = await render('```ts\nconst x = 1;\n```\n\nInline `code` too.\n');
    expect(html).toContain('<code>code</code>');
    expect(html).not.toContain('katex');
  });
});
