/**
 * Swaps a few dependency modules for leaner stand-ins in the browser bundle
 * (the server render keeps the originals), each to keep bytes or main-thread
 * time out of what every page loads. Each swap, its stand-in and its row
 * live in its own folder (`<id>/swap.ts`).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {ClientModuleSwap} from './clientModuleSwap';
import {swap as hasHydratedAttribute} from './has-hydrated-attribute/swap';
import {swap as helmetAfterHydration} from './helmet-after-hydration/swap';
import {replaceModule} from './moduleReplacement';
import {swap as noPrismOnLoad} from './no-prism-on-load/swap';
import {swap as noServerHighlighting} from './no-server-highlighting/swap';
import {swap as nprogress} from './nprogress/swap';
import {swap as registerSw} from './register-sw/swap';
import {swap as utilsCommonWithoutTslib} from './utils-common-without-tslib/swap';

export const CLIENT_MODULE_SWAPS: readonly ClientModuleSwap[] = [
  noPrismOnLoad,
  noServerHighlighting,
  utilsCommonWithoutTslib,
  nprogress,
  helmetAfterHydration,
  hasHydratedAttribute,
  registerSw,
];

export default function clientModuleSwapsPlugin(): Plugin {
  return {
    name: 'client-module-swaps',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        resolve: {
          alias: Object.fromEntries(
            CLIENT_MODULE_SWAPS.flatMap(({originalOutsideExports}) =>
              originalOutsideExports
                ? [
                    [
                      `${originalOutsideExports.packageName}/lib/${originalOutsideExports.fileInLib}$`,
                      // The entry is lib/index.js in these packages.
                      path.join(
                        path.dirname(require.resolve(originalOutsideExports.packageName)),
                        originalOutsideExports.fileInLib,
                      ),
                    ],
                  ]
                : [],
            ),
          ),
        },
        plugins: CLIENT_MODULE_SWAPS.map(({id, module, standIn}) =>
          replaceModule(utils.currentBundler, {id, module, replacement: standIn}),
        ),
      };
    },
  };
}
