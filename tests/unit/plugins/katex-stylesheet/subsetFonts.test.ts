import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {formulaCharacters, loadWoff2Codec, subsetFont} from '@site/plugins/katex-stylesheet/subsetFonts';
import {Font} from 'fonteditor-core';
import katex from 'katex';
import {beforeAll, describe, expect, it} from 'vitest';

const katexFonts = path.join(path.dirname(createRequire(import.meta.url).resolve('katex/dist/katex.min.css')), 'fonts');
const mainRegular = () => readFileSync(path.join(katexFonts, 'KaTeX_Main-Regular.woff2'));
const read = (font: Buffer) => Font.create(font, {type: 'woff2'}).get();

beforeAll(loadWoff2Codec);

describe('formulaCharacters', () => {
  it('takes the characters KaTeX draws, not the TeX source in the MathML annotation, nor the rest of the page', () => {
    const formula = katex.renderToString('\\lambda \\le x_1');
    const chars = formulaCharacters(`<p>Prose with é</p><span class="math-inline">${formula}</span>`);
    // KaTeX pads its stacked boxes (the subscript here) with a zero-width space, which is text too.
    expect([...chars].sort()).toEqual(['1', 'x', 'λ', '≤', '\u200b'].sort());
  });

  it('finds nothing on a page without formulas', () => {
    expect(formulaCharacters('<main><p>No math here: x ≤ 1</p></main>').size).toBe(0);
  });
});

describe('subsetFont', () => {
  it("keeps exactly the requested characters' glyphs, with the original metrics", () => {
    const original = read(mainRegular());
    const subset = subsetFont(mainRegular(), ['x', '−', '(']);
    const kept = read(subset);
    expect(
      Object.keys(kept.cmap)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([0x28, 0x78, 0x2212]);
    for (const code of [0x28, 0x78, 0x2212]) {
      const before = original.glyf[original.cmap[code]!]!;
      const after = kept.glyf[kept.cmap[code]!]!;
      expect(after.advanceWidth).toBe(before.advanceWidth);
      expect(after.contours).toEqual(before.contours);
    }
    expect(kept.hhea.ascent).toBe(original.hhea.ascent);
    expect(kept.hhea.descent).toBe(original.hhea.descent);
    expect(subset.length).toBeLessThan(mainRegular().length / 5);
  });

  it('renames the font off its Reserved Font Name and keeps the copyright and the licence', () => {
    const names = read(subsetFont(mainRegular(), ['x'])).name;
    for (const key of ['fontFamily', 'fullName', 'postScriptName', 'uniqueSubFamily'])
      expect(names[key], key).not.toMatch(/KaTeX/);
    expect(names.fontFamily).toBe('YearnDocsMath_Main');
    expect(names.copyright).toMatch(/Khan Academy/);
    expect(names.licence).toMatch(/SIL Open Font License/);
    expect(names.urlOfLicence).toBeTruthy();
  });
});
