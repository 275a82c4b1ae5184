import {evaluate} from '@mdx-js/mdx';
import {htmlToMarkdown} from '@site/plugins/markdown-twins/htmlToMarkdown';
import rehypeTaskListLabels from '@site/plugins/task-list-labels';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';

async function render(markdown: string): Promise<string> {
  const {default: Content} = await evaluate(markdown, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeTaskListLabels],
  });
  return renderToStaticMarkup(createElement(Content));
}

describe('rehypeTaskListLabels', () => {
  it('labels each checkbox with the text of its item', async () => {
    const html = await render('1. [ ] Open a **war room**.\n2. [x] Assign roles.\n');
    expect(html).toContain(
      '<input type="checkbox" disabled="" id="task-list-item-1"/> <label for="task-list-item-1">Open a <strong>war room</strong>.</label></li>',
    );
    expect(html).toContain(
      '<input type="checkbox" disabled="" id="task-list-item-2" checked=""/> <label for="task-list-item-2">Assign roles.</label></li>',
    );
  });

  it('stops the label before a nested list, and labels loose items inside their paragraph', async () => {
    const nested = await render('- [ ] Parent\n  - [ ] Child\n');
    expect(nested).toContain('<label for="task-list-item-1">Parent</label>\n<ul');
    expect(nested).toContain('<label for="task-list-item-2">Child</label>');
    const loose = await render('- [ ] First\n\n- [ ] Second\n');
    expect(loose).toContain(
      '<p><input type="checkbox" disabled="" id="task-list-item-1"/> <label for="task-list-item-1">First</label></p>',
    );
  });

  it('leaves other lists and inputs alone', async () => {
    expect(await render('- plain\n')).not.toContain('<label');
  });

  it('leaves the Markdown twin as it was, boxes included', async () => {
    const markdown = '- [ ] Open a war room.\n- [x] Assign roles.\n  - [ ] Nested.\n';
    const twin = (html: string) =>
      htmlToMarkdown(
        `<html><head><title>T</title></head><body><main><article><div class="markdown">${html}</div></article></main></body></html>`,
        'https://docs.example.org/t',
      ).markdown;
    const {default: Plain} = await evaluate(markdown, {...runtime, remarkPlugins: [remarkGfm]});
    const labelled = twin(await render(markdown));
    expect(labelled).toBe(twin(renderToStaticMarkup(createElement(Plain))));
    expect(labelled).toContain('[x]');
  });
});
