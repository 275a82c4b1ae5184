import {buildLlmsFullTxt, buildLlmsTxt, type TwinEntry} from '@site/plugins/markdown-twins/llmsTxt';
import {twinPathFor} from '@site/src/docs-tooling/twinPath';
import {describe, expect, it} from 'vitest';

const entry = (path: string, title: string): TwinEntry => ({
  path,
  title,
  description: `About ${title}.`,
  markdown: `# ${title}\n\nBody.\n`,
});

const entries = [
  entry('/', 'Home'),
  entry('/developers/v3/overview', 'V3'),
  entry('/getting-started/intro', 'Intro'),
  entry('/partners/introduction', 'Partners'),
  entry('/getting-started/guides/faq', 'FAQ'),
];

describe('twinPathFor', () => {
  it.each([
    ['/developers/v3/overview', '/developers/v3/overview.md'],
    ['/developers/addresses/', '/developers/addresses.md'],
    ['/', '/index.md'],
  ])('%s → %s', (page, twin) => expect(twinPathFor(page)).toBe(twin));
});

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt({
    title: 'Yearn Docs',
    summary: 'The docs.',
    siteUrl: 'https://d.org',
    entries,
    twinPath: twinPathFor,
  });

  it('opens with the title and summary', () => {
    expect(text.startsWith('# Yearn Docs\n\n> The docs.\n')).toBe(true);
  });

  it('groups twins by section in the fixed section order, keeping page order', () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(['User Docs', 'Dev Docs', 'Partners', 'Site']);
    expect(text.indexOf('[Intro]')).toBeLessThan(text.indexOf('[FAQ]'));
    expect(text).toContain('- [V3](https://d.org/developers/v3/overview.md): About V3.');
    expect(text).toContain('- [Home](https://d.org/index.md): About Home.');
  });

  it('lists every twin exactly once', () => {
    expect(text.match(/^- \[/gm)).toHaveLength(entries.length);
  });
});

describe('buildLlmsFullTxt', () => {
  it('concatenates every twin in section order', () => {
    const full = buildLlmsFullTxt(entries);
    expect(full.match(/^# /gm)).toHaveLength(entries.length);
    expect(full.indexOf('# Intro')).toBeLessThan(full.indexOf('# V3'));
  });
});
