/**
 * Shapes the client bundle so that what every page loads stays small:
 * - chunk files are named by chunk id rather than chunk name, so the runtime
 *   every page loads maps ids to hashes only, instead of also ids to names
 *   (one entry per chunk of the site);
 * - stylesheets imported only by code that loads on demand (the search
 *   modal, charts) stay in their own chunks instead of joining the one
 *   stylesheet every page loads. Everything else stays in that stylesheet:
 *   the server render links no other (with Rspack, Docusaurus cannot map a
 *   page's modules to their stylesheets), so page styles must be in it;
 * - those on-demand stylesheets carry no cascade layer (./unlayerOnDemand.ts);
 * - the code many pages of one kind share (the YIP records and the component
 *   that renders them) becomes one chunk those pages load, instead of a copy
 *   inside every page's content chunk: Docusaurus only splits out code that
 *   half of all pages share.
 */

import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {isSwitchedOff, ReplacementAuditError} from '../shared/moduleReplacement';
import {isOnDemandStylesheet} from './onDemandStylesheets';
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

export default function bundleSplittingPlugin(): Plugin {
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
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Docusaurus's own group (one stylesheet for the whole site), minus the on-demand ones.
              ...(!isSwitchedOff('styles-cache-group') && {
                styles: {test: (module: CssModule) => !isOnDemandStylesheet(module.nameForCondition?.() ?? '')},
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
  };
}
