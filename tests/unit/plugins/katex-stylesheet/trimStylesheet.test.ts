import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {gzipSync} from 'node:zlib';
import {KATEX_PRELOADED_FONTS} from '@site/plugins/katex-stylesheet/paths';
import {fontFilesOf, trimKatexStylesheet} from '@site/plugins/katex-stylesheet/trimStylesheet';
import {UNUSED_KATEX_CLASSES} from '@site/plugins/katex-stylesheet/unusedClasses';
import {describe, expect, it} from 'vitest';

const fontFace = (family: string, file: string) =>
  `@font-face{font-family:${family};src:url(fonts/${file}.woff2) format("woff2"),url(fonts/${file}.woff) format("woff"),url(fonts/${file}.ttf) format("truetype")}`;

describe('trimKatexStylesheet', () => {
  it('drops the rules of unused classes, then the fonts only they named, and keeps woff2 sources only', () => {
    const css = [
      fontFace('KaTeX_Main', 'KaTeX_Main-Regular'),
      fontFace('KaTeX_Fraktur', 'KaTeX_Fraktur-Regular'),
      '.katex{font:normal 1.21em KaTeX_Main,serif}',
      '.katex .mathfrak{font-family:KaTeX_Fraktur}',
      '.katex .mord,.katex .mathfrak .x{color:red}',
    ].join('');
    const trimmed = trimKatexStylesheet(css, ['mathfrak']);
    expect(trimmed).toContain('.katex .mord{color:red}');
    expect(trimmed).not.toContain('mathfrak');
    expect(trimmed).not.toContain('KaTeX_Fraktur');
    expect(trimmed).toContain('src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2")}');
    expect(trimmed).not.toMatch(/\.woff"|\.ttf/);
    expect(fontFilesOf(trimmed)).toEqual(['KaTeX_Main-Regular.woff2']);
  });

  it("trims KaTeX's own stylesheet to a fraction and keeps the fonts the pages preload", () => {
    const original = readFileSync(createRequire(import.meta.url).resolve('katex/dist/katex.min.css'), 'utf8');
    const trimmed = trimKatexStylesheet(original, UNUSED_KATEX_CLASSES);
    expect(gzipSync(trimmed).length).toBeLessThan(gzipSync(original).length / 2);
    const fonts = fontFilesOf(trimmed);
    for (const preloaded of KATEX_PRELOADED_FONTS) expect(fonts).toContain(preloaded.split('/').pop());
    for (const kept of ['.katex .mfrac', '.katex .vlist', '.katex .msupsub', '.katex .sizing'])
      expect(trimmed).toContain(kept);
  });
});
