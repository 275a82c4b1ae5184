/**
 * Keeps the Infima rules and custom properties that the site never uses
 * (./unusedClasses.ts, ./unusedVariables.ts) out of the stylesheet every
 * page loads, which counts against the first-load CSS budget
 * (config/budgets.ts).
 * The bundle gets a trimmed copy of Infima's stylesheet, written before the
 * bundler starts; the trimming runs on that one file, with PostCSS, rather
 * than inside the bundler's loader chain.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import postcss from 'postcss';
import {dropUnusedRules} from '../../shared/dropUnusedRules';
import {replaceModule} from '../moduleReplacement';
import {dropUnusedVariables} from './dropUnusedVariables';
import {UNUSED_INFIMA_CLASSES} from './unusedClasses';
import {UNUSED_INFIMA_VARIABLES} from './unusedVariables';

/** The stylesheet the classic theme loads for left-to-right locales. */
const INFIMA = /infima[\\/]dist[\\/]css[\\/]default[\\/]default\.css$/;

/** Writes the trimmed copy and returns its path. */
function writeTrimmedInfima(generatedFilesDir: string): string {
  const original = require.resolve('infima/dist/css/default/default.css');
  const trimmed = path.join(generatedFilesDir, 'unused-infima', 'infima.css');
  mkdirSync(path.dirname(trimmed), {recursive: true});
  const result = postcss([
    dropUnusedRules(UNUSED_INFIMA_CLASSES),
    dropUnusedVariables(UNUSED_INFIMA_VARIABLES),
  ]).process(readFileSync(original, 'utf8'), {from: original, to: trimmed});
  writeFileSync(trimmed, result.css);
  return trimmed;
}

export default function unusedInfimaPlugin(context: LoadContext): Plugin {
  // The client and the server bundles both ask for it: trim once per build.
  let trimmed: string | undefined;
  return {
    name: 'unused-infima',
    configureWebpack(_config, _isServer, utils) {
      trimmed ??= writeTrimmedInfima(context.generatedFilesDir);
      return {
        plugins: [replaceModule(utils.currentBundler, {id: 'unused-infima', module: INFIMA, replacement: trimmed})],
      };
    },
  };
}
