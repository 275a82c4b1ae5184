import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkCodeHighlighting, {HIGHLIGHTING_MODULE} from '../../../plugins/code-highlighting/remark';

async function compiled(markdown: string): Promise<string> {
  return String(await compile(markdown, {remarkPlugins: [remarkCodeHighlighting]}));
}

describe('remarkCodeHighlighting', () => {
  it('makes a page with a code block import the highlighter', async () => {
    const code = await compiled('# Title\n\n```ts\nconst a = 1;\n```\n');
    expect(code).toContain(`import "${HIGHLIGHTING_MODULE}";`);
  });

  it('leaves pages without code blocks (inline code included) alone', async () => {
    const code = await compiled('# Title\n\nSome `inline code` only.\n');
    expect(code).not.toContain(HIGHLIGHTING_MODULE);
  });
});
