import {copyPageMarkdown} from '@site/src/docs-tooling/copyPage';
import {describe, expect, it} from 'vitest';

function response(status: number, body = '# Page\n') {
  return {ok: status < 400, status, text: async () => body};
}

describe('copyPageMarkdown', () => {
  it('copies the twin and reports its size', async () => {
    let copied = '';
    const result = await copyPageMarkdown('/page.md', {
      fetch: async () => response(200, '# Page\n\nBody.\n'),
      clipboard: {
        writeText: async (text) => {
          copied = text;
        },
      },
    });
    expect(result).toEqual({ok: true, characters: 14});
    expect(copied).toBe('# Page\n\nBody.\n');
  });

  it('explains each failure instead of throwing', async () => {
    const clipboard = {writeText: async () => undefined};
    expect(await copyPageMarkdown('/page.md', {fetch: async () => response(404), clipboard})).toEqual({
      ok: false,
      reason: 'the Markdown version could not be loaded (HTTP 404)',
    });
    const offline = await copyPageMarkdown('/page.md', {
      fetch: () => Promise.reject(new TypeError('offline')),
      clipboard,
    });
    expect(offline).toMatchObject({ok: false, reason: expect.stringMatching(/connection/)});
    const refused = await copyPageMarkdown('/page.md', {
      fetch: async () => response(200),
      clipboard: {writeText: () => Promise.reject(new Error('denied'))},
    });
    expect(refused).toMatchObject({ok: false, reason: expect.stringMatching(/clipboard/)});
    expect(await copyPageMarkdown('/page.md', {fetch: async () => response(200)})).toMatchObject({ok: false});
  });
});
