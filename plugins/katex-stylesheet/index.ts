/**
 * Serves KaTeX's stylesheet and fonts from the site itself (no CDN), taken
 * from the same `katex` package that typesets the math (plugins/static-math), so markup and
 * styles always match. The production stylesheet leaves out the rules and
 * fonts no formula uses (./trimStylesheet.ts), and only the woff2 files of
 * the fonts it keeps are shipped: every browser the site supports picks
 * woff2 first. Each font is cut down to the characters the built pages'
 * formulas draw (./subsetFonts.ts); the dev server serves KaTeX's own.
 */

import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listBuiltPagesSync} from '../shared/builtFiles';
import {KATEX_PUBLIC_DIR} from './paths';
import {formulaCharacters, loadWoff2Codec, subsetFont} from './subsetFonts';
import {fontFilesOf, trimKatexStylesheet} from './trimStylesheet';
import {UNUSED_KATEX_CLASSES} from './unusedClasses';

function katexDistDir(siteDir: string): string {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  return path.dirname(siteRequire.resolve('katex/dist/katex.min.css'));
}

function charactersOfFormulas(outDir: string): Set<string> {
  const characters = new Set<string>();
  for (const page of listBuiltPagesSync(outDir))
    for (const character of formulaCharacters(readFileSync(path.join(outDir, page), 'utf8'))) characters.add(character);
  return characters;
}

/**
 * Synchronous on purpose: Docusaurus starts the plugins' postBuild steps one
 * after another without waiting, so a step with no await is done before the
 * next one starts. The service worker plugin, listed after this one, globs
 * the build for its precache (which holds the fonts), and the stylesheet
 * step of plugins/internals rewrites the pages this one reads.
 */
function writeKatexAssets(dist: string, outDir: string): void {
  const targetDir = path.join(outDir, KATEX_PUBLIC_DIR);
  mkdirSync(path.join(targetDir, 'fonts'), {recursive: true});
  const stylesheet = trimKatexStylesheet(readFileSync(path.join(dist, 'katex.min.css'), 'utf8'), UNUSED_KATEX_CLASSES);
  writeFileSync(path.join(targetDir, 'katex.min.css'), stylesheet);
  const characters = charactersOfFormulas(outDir);
  for (const font of fontFilesOf(stylesheet))
    writeFileSync(
      path.join(targetDir, 'fonts', font),
      subsetFont(readFileSync(path.join(dist, 'fonts', font)), characters),
    );
}

/** It takes no options: Docusaurus fails the config load on any one given. */
export {validateNoOptions as validateOptions} from '../shared/pluginOptions';

export default function katexStylesheetPlugin(context: LoadContext): Plugin {
  const dist = katexDistDir(context.siteDir);
  return {
    name: 'katex-stylesheet',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        devServer: {
          static: [{directory: dist, publicPath: `${context.baseUrl}${KATEX_PUBLIC_DIR}`, watch: false}],
        },
      } as never;
    },
    async loadContent() {
      await loadWoff2Codec();
    },
    postBuild({outDir}) {
      writeKatexAssets(dist, outDir);
      return Promise.resolve();
    },
  };
}
