/**
 * Cuts KaTeX's fonts down to the characters the site's formulas draw. The
 * formulas are typeset at build time (plugins/static-math), so the built
 * pages hold every character any font has to draw; a font keeps the union of
 * them and drops the rest of its glyphs (about two thirds of the bytes of the
 * fonts a formula page loads), with its hinting, which phone and desktop
 * browsers ignore today.
 *
 * The fonts are under the SIL Open Font License with Reserved Font Names
 * (KaTeX_Main, …): a subset is a Modified Version, which may not carry them.
 * Each subset is renamed inside (family, full and PostScript names) and keeps
 * the copyright notice and the licence.
 */
import * as cheerio from 'cheerio';
import {Font, woff2} from 'fonteditor-core';

/** What the renamed fonts are called inside, in place of KaTeX's `KaTeX_` prefix. */
const SUBSET_FAMILY_PREFIX = 'YearnDocsMath_';

/** Every character drawn by the KaTeX formulas of one built page (the visible HTML half, not the MathML). */
export function formulaCharacters(html: string): Set<string> {
  const characters = new Set<string>();
  if (!html.includes('katex-html')) return characters;
  const $ = cheerio.load(html);
  $('.katex-html').each((_, element) => {
    for (const character of $(element).text()) characters.add(character);
  });
  return characters;
}

const NAMES_TO_RENAME = ['fontFamily', 'uniqueSubFamily', 'fullName', 'postScriptName'] as const;

/** A woff2 font reduced to `characters`, renamed; `loadWoff2Codec()` must have resolved. */
export function subsetFont(font: Buffer, characters: Iterable<string>): Buffer {
  const codePoints = [...new Set([...characters].map((character) => character.codePointAt(0)!))];
  const subset = Font.create(font, {type: 'woff2', subset: codePoints, hinting: false});
  const names = subset.get().name;
  for (const key of NAMES_TO_RENAME) {
    const value = names[key];
    if (value === undefined) continue;
    if (!value.includes('KaTeX_')) throw new Error(`KaTeX font name "${key}" no longer contains KaTeX_: "${value}"`);
    names[key] = value.replaceAll('KaTeX_', SUBSET_FAMILY_PREFIX);
  }
  return subset.write({type: 'woff2', hinting: false, toBuffer: true}) as Buffer;
}

export async function loadWoff2Codec(): Promise<void> {
  if (!woff2.isInited()) await woff2.init();
}
