/**
 * Swaps a few dependency modules for leaner stand-ins in the browser bundle
 * (the server render keeps the originals), each to keep bytes out of the code
 * every page loads. See ./swaps.ts for what is swapped and why, and
 * plugins/shared/replacementManifest.ts for what each one buys.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModule} from '../shared/moduleReplacement';
import {CLIENT_MODULE_SWAPS, ORIGINALS_OUTSIDE_EXPORTS} from './swaps';

export default function clientModuleSwapsPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-module-swaps',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        resolve: {
          alias: Object.fromEntries(
            ORIGINALS_OUTSIDE_EXPORTS.map(({packageName, fileInLib}) => [
              `${packageName}/lib/${fileInLib}$`,
              // The entry is lib/index.js in these packages.
              path.join(path.dirname(require.resolve(packageName)), fileInLib),
            ]),
          ),
        },
        plugins: CLIENT_MODULE_SWAPS.map(({id, module, standIn}) =>
          replaceModule(utils.currentBundler, {
            id,
            module,
            replacement: path.join(context.siteDir, 'plugins/client-module-swaps', standIn),
          }),
        ),
      };
    },
  };
}
