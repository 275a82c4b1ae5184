/**
 * README.md stays the set-up, the commands, the configuration and the layout:
 * short, opening with the two commands a newcomer runs, and every link between
 * the repository's documents leads to a file and heading that exist.
 */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brokenLinks, headingSlug, headingSlugs} from '@site/tests/unit/support/markdownLinks';
import {SITE_ROOT, sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

const readme = readFileSync(sitePath('README.md'), 'utf8');

/** The fenced code blocks of a Markdown text with their language, in order. */
const codeBlocks = (markdown: string) =>
  [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)\n```$/gm)].map(([, language = '', body = '']) => ({language, body}));

describe('README.md', () => {
  it('is under 20,000 bytes', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(20_000);
  });

  it('opens with the command that runs the site and the one that runs every test', () => {
    expect(codeBlocks(readme).slice(0, 2)).toEqual([
      {language: 'bash', body: 'npm install && npm start'},
      {language: 'bash', body: 'npm install && npm test'},
    ]);
    expect(readme.indexOf('```')).toBeLessThan(readme.indexOf('\n## '));
  });

  it('shows how to add the MCP server to Claude Desktop, Claude Code, Cursor and VS Code', () => {
    const start = readme.indexOf('\n## MCP server\n');
    expect(start).toBeGreaterThan(-1);
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    for (const client of ['claude_desktop_config.json', 'claude mcp add', '.cursor/mcp.json', '.vscode/mcp.json']) {
      expect(section).toContain(client);
    }
    const json = codeBlocks(section).filter(({language}) => language === 'json');
    expect(json).toHaveLength(3);
    for (const {body} of json) expect(() => JSON.parse(body)).not.toThrow();
  });
});

describe('links between the repository documents', () => {
  it('lead to an existing file and, with an anchor, to an existing heading', () => {
    const documents = ['README.md', 'CONTRIBUTING.md', 'HOSTING.md', 'INTERNALS.md', 'MCP.md', 'benchmarks/README.md'];
    expect(brokenLinks(SITE_ROOT, documents)).toEqual([]);
  });

  it('a missing file, a missing heading or a renamed section is reported; links in code are not', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'markdown-links-'));
    writeFileSync(path.join(root, 'OTHER.md'), '# Other\n\n## Where it runs\n');
    writeFileSync(
      path.join(root, 'DOC.md'),
      [
        '# Doc',
        '## Set-up: Node.js 24',
        '[ok](OTHER.md#where-it-runs) [ok](#set-up-nodejs-24) [web](https://example.org/x.md)',
        '[gone](GONE.md) [moved](OTHER.md#hosting) [self](#setup)',
        '`[in code](NOPE.md)`',
        '```md',
        '[in a block](NOPE.md)',
        '```',
      ].join('\n'),
    );
    expect(brokenLinks(root, ['DOC.md'])).toEqual([
      'DOC.md: GONE.md (no such file)',
      'DOC.md: OTHER.md#hosting (no such heading)',
      'DOC.md: #setup (no such heading)',
    ]);
  });

  it('anchors follow GitHub: lower case, punctuation dropped, spaces as hyphens, repeats numbered', () => {
    expect(headingSlug("The bench's phones")).toBe('the-benchs-phones');
    expect(headingSlug('Search engine: ours and Pagefind side by side')).toBe(
      'search-engine-ours-and-pagefind-side-by-side',
    );
    expect(headingSlug('`npm test` and [CI](x.md)')).toBe('npm-test-and-ci');
    expect([...headingSlugs('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });
});
