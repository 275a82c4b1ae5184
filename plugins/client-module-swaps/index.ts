/**
 * Swaps a few dependency modules for leaner stand-ins in the browser bundle
 * (the server render keeps the originals), each to keep bytes out of the code
 * every page loads. See ./swaps.ts for what is swapped and why.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CLIENT_MODULE_SWAPS} from './swaps';

interface ResolveData {
  request: string;
  createData?: {resource?: string};
}

export default function clientModuleSwapsPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-module-swaps',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: CLIENT_MODULE_SWAPS.map(({module, standIn}) => {
          const replacement = path.join(context.siteDir, 'plugins/client-module-swaps', standIn);
          return new NormalModuleReplacementPlugin(module, (data: ResolveData) => {
            // Called before resolution with the request, after it with createData.
            if (data.createData) data.createData.resource = replacement;
            else data.request = replacement;
          });
        }),
      };
    },
  };
}
