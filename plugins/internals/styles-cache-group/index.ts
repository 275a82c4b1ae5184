/**
 * Shapes the client bundle so that what every page loads stays small:
 * - chunk files are named by chunk id rather than chunk name, so the runtime
 *   every page loads maps ids to hashes only, instead of also ids to names
 *   (one entry per chunk of the site);
 * - stylesheets imported only by code that loads on demand (the search
 *   modal, charts) stay in their own chunks instead of joining the one
 *   stylesheet every page loads;
 * - so do the stylesheets of components only a few pages render (the
 *   calculator, the address tables, the home page cards…), one file each,
 *   which the pages that use them link after the build
 *   (./linkPageStylesheets.ts): with Rspack, the server render cannot;
 * - those on-demand stylesheets carry no cascade layer (./unlayerOnDemand.ts);
 * - the code many pages of one kind share (the YIP records and the component
 *   that renders them) becomes one chunk those pages load, instead of a copy
 *   inside every page's content chunk: Docusaurus only splits out code that
 *   half of all pages share.
 */

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {isSwitchedOff, ReplacementAuditError} from '../moduleReplacement';
import {linkPageStylesheetsInBuild, pageStylesheetRecordFile} from './linkPageStylesheets';
import {isOnDemandStylesheet} from './onDemandStylesheets';
import {isPageStylesheet, PAGE_STYLESHEET_GROUPS, pageStylesheetGroupOf} from './pageStylesheets';
import {recordPageStylesheets} from './recordPageStylesheets';
import {unlayerOnDemandStylesheets} from './unlayerOnDemand';

/** Modules imported by the Markdown of many pages of one kind (the YIP pages and the proposal repository). */
const SHARED_BY_PAGE_KIND = /[\\/]src[\\/](?:data[\\/]yips\.ts|components[\\/](?:YipRecord|YipTable)[\\/])/;

interface CssModule {
  nameForCondition?: () => string | null;
}

/** The `styles` group below only narrows Docusaurus's own; alone it would split stylesheets with default settings. */
export function assertStylesGroup(config: Pick<Configuration, 'optimization'>): void {
  const splitChunks = config.optimization?.splitChunks;
  const groups = splitChunks ? splitChunks.cacheGroups : undefined;
  const styles = groups ? (groups as Record<string, unknown>).styles : undefined;
  if (!styles || typeof styles !== 'object' || (styles as {name?: unknown}).name !== 'styles') {
    throw new ReplacementAuditError(
      'styles-cache-group',
      'Docusaurus\'s client configuration has no splitChunks cache group named "styles"',
    );
  }
}

const resourceOf = (module: CssModule) => module.nameForCondition?.() ?? '';

/**
 * One group per page stylesheet, above Docusaurus's `styles` group so that it
 * wins. Unnamed (Docusaurus names no chunk by default), so the runtime every
 * page loads maps no name to them; ./recordPageStylesheets.ts finds them.
 */
function pageStylesheetGroups() {
  return Object.fromEntries(
    PAGE_STYLESHEET_GROUPS.map((group) => [
      group,
      {
        type: 'css/mini-extract',
        test: (module: CssModule) => pageStylesheetGroupOf(resourceOf(module)) === group,
        chunks: 'all' as const,
        enforce: true,
        priority: 60,
      },
    ]),
  );
}

export default function bundleSplittingPlugin(context: LoadContext): Plugin {
  const splitsStylesheets = !isSwitchedOff('styles-cache-group');
  const workDir = path.join(context.generatedFilesDir, 'bundle-splitting');
  return {
    name: 'bundle-splitting',
    configurePostCss(options) {
      options.plugins.push(unlayerOnDemandStylesheets());
      return options;
    },
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      assertStylesGroup(config);
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        plugins: splitsStylesheets ? [recordPageStylesheets(pageStylesheetRecordFile(workDir))] : [],
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Docusaurus's own group (one stylesheet for the whole site), minus the on-demand and page ones.
              ...(splitsStylesheets && {
                styles: {
                  test: (module: CssModule) =>
                    !isOnDemandStylesheet(resourceOf(module)) && !isPageStylesheet(resourceOf(module)),
                },
                ...pageStylesheetGroups(),
              }),
              sharedByPageKind: {
                test: SHARED_BY_PAGE_KIND,
                chunks: 'async',
                minChunks: 2,
                priority: 30,
                enforce: true,
              },
            },
          },
        },
      };
    },
    async postBuild({outDir, baseUrl}) {
      if (!splitsStylesheets) return;
      await linkPageStylesheetsInBuild(outDir, baseUrl, workDir);
    },
  };
}
