/**
 * Serves KaTeX's stylesheet and fonts from the site itself (no CDN), taken
 * from the same `katex` package that typesets the math (plugins/static-math), so markup and
 * styles always match. The production stylesheet leaves out the rules and
 * fonts no formula uses (./trimStylesheet.ts), and only the woff2 files of
 * the fonts it keeps are shipped: every browser the site supports picks
 * woff2 first.
 */

import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {KATEX_PUBLIC_DIR} from './paths';
import {fontFilesOf, trimKatexStylesheet} from './trimStylesheet';
import {UNUSED_KATEX_CLASSES} from './unusedClasses';

function katexDistDir(siteDir: string): string {
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  return path.dirname(siteRequire.resolve('katex/dist/katex.min.css'));
}

async function copyKatexAssets(dist: string, targetDir: string): Promise<void> {
  await mkdir(path.join(targetDir, 'fonts'), {recursive: true});
  const stylesheet = trimKatexStylesheet(
    await readFile(path.join(dist, 'katex.min.css'), 'utf8'),
    UNUSED_KATEX_CLASSES,
  );
  await writeFile(path.join(targetDir, 'katex.min.css'), stylesheet);
  await Promise.all(
    fontFilesOf(stylesheet).map((font) =>
      copyFile(path.join(dist, 'fonts', font), path.join(targetDir, 'fonts', font)),
    ),
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
    async postBuild({outDir}) {
      await copyKatexAssets(dist, path.join(outDir, KATEX_PUBLIC_DIR));
    },
  };
}
