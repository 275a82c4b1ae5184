import {prefersMarkdown} from '@site/scripts/lib/contentNegotiation';
import {describe, expect, it} from 'vitest';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.5', true],
    ['text/plain, text/markdown;q=0.9, */*;q=0.1', true],
    // What browsers send: HTML first.
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    ['text/html, text/markdown', false],
    ['text/html;q=0.5, text/markdown;q=0.8', true],
    ['text/markdown;q=0', false],
    ['', false],
    ['garbage;;;q=abc', false],
  ])('Accept: %s → Markdown %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });

  it('reads no header as HTML', () => {
    expect(prefersMarkdown(undefined)).toBe(false);
  });
});
