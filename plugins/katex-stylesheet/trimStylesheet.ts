/**
 * Trims KaTeX's stylesheet for the site: the rules of classes no formula
 * produces (./unusedClasses.ts), the fonts no kept rule names, and every font
 * source but woff2 (the only format shipped). What is left blocks the render
 * of each page with math, so every byte counts.
 */
import postcss, {type AtRule} from 'postcss';
import {dropUnusedRules} from '../shared/dropUnusedRules';

function fontFamilyOf(fontFace: AtRule): string | undefined {
  let family: string | undefined;
  fontFace.walkDecls('font-family', (decl) => {
    family = decl.value.replace(/["']/g, '').trim();
  });
  return family;
}

function keepWoff2Only(fontFace: AtRule): void {
  fontFace.walkDecls('src', (decl) => {
    const woff2 = decl.value.split(/,(?=\s*url\()/).filter((source) => /format\(["']?woff2["']?\)/.test(source));
    if (woff2.length > 0) decl.value = woff2.join(',');
  });
}

/** Fonts go once the rules that named them are gone. */
const dropUnusedFonts: postcss.Plugin = {
  postcssPlugin: 'drop-unused-katex-fonts',
  OnceExit(root) {
    const named = new Set<string>();
    root.walkDecls(/^font(-family)?$/, (decl) => {
      if (decl.parent?.type === 'rule') for (const [family] of decl.value.matchAll(/KaTeX_\w+/g)) named.add(family);
    });
    root.walkAtRules('font-face', (fontFace) => {
      const family = fontFamilyOf(fontFace);
      if (family !== undefined && !named.has(family)) fontFace.remove();
      else keepWoff2Only(fontFace);
    });
  },
};

export function trimKatexStylesheet(css: string, unusedClasses: readonly string[]): string {
  return postcss([dropUnusedRules(unusedClasses), dropUnusedFonts]).process(css, {from: undefined}).css;
}

/** The font files a stylesheet loads, as named in its `url(fonts/…)` sources. */
export function fontFilesOf(css: string): string[] {
  return [...new Set([...css.matchAll(/url\(["']?fonts\/([\w-]+\.woff2)["']?\)/g)].map((match) => match[1]!))];
}
