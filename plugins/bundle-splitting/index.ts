/**
 * Shapes the client bundle so that what every page loads stays small:
 * - chunk files are named by chunk id rather than chunk name, so the runtime
 *   every page loads maps ids to hashes only, instead of also ids to names
 *   (about 450 chunks: a few KB gzip);
 * - stylesheets imported only by code that loads on demand (the search
 *   modal, charts) stay in their own chunks instead of joining the one
 *   stylesheet every page loads. Everything else stays in that stylesheet:
 *   the server render links no other (with Rspack, Docusaurus cannot map a
 *   page's modules to their stylesheets), so page styles must be in it;
 * - those on-demand stylesheets carry no cascade layer (./unlayerOnDemand.ts).
 */
import type {Plugin} from '@docusaurus/types';
import {isOnDemandStylesheet} from './onDemandStylesheets';
import {unlayerOnDemandStylesheets} from './unlayerOnDemand';

interface CssModule {
  nameForCondition?: () => string | null;
}

export default function bundleSplittingPlugin(): Plugin {
  return {
    name: 'bundle-splitting',
    configurePostCss(options) {
      options.plugins.push(unlayerOnDemandStylesheets());
      return options;
    },
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Docusaurus's own group (one stylesheet for the whole site), minus the on-demand ones.
              styles: {test: (module: CssModule) => !isOnDemandStylesheet(module.nameForCondition?.() ?? '')},
            },
          },
        },
      };
    },
  };
}
