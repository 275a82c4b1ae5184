/**
 * Gives the browser bundle a copy of Docusaurus's route registry without the
 * module names. Each entry names its module for react-loadable, which only
 * reads the names while rendering on the server (to list a page's chunks);
 * in the browser they were ~25 KB of paths (~3 KB gzip) in the main chunk.
 * Production builds only: the dev server regenerates the registry as files
 * change, and its copy would go stale.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stripModuleNames} from './stripModuleNames';

interface ResolveData {
  request: string;
  createData?: {resource?: string};
}

export default function clientRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-registry',
    configureWebpack(_config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // The registry is generated before the bundler is configured.
      const registry = path.join(context.generatedFilesDir, 'registry.js');
      const clientRegistry = path.join(context.generatedFilesDir, 'client-registry', 'registry.js');
      mkdirSync(path.dirname(clientRegistry), {recursive: true});
      writeFileSync(clientRegistry, stripModuleNames(readFileSync(registry, 'utf8')));
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/registry$/, (data: ResolveData) => {
            if (!data.createData) data.request = clientRegistry;
          }),
        ],
      };
    },
  };
}
