/**
 * Gives the browser bundle leaner copies of three generated files that every
 * page loads, the server render keeping the originals:
 * - the route registry without module names: each entry names its module
 *   for react-loadable, which only reads the names while rendering on the
 *   server (to list a page's chunks);
 * - the registry and the route table with short chunk names (./shortChunkNames.ts);
 * - the site config without the build-only plugin lists (./clientSiteConfig.ts).
 * Production builds only: the dev server regenerates these files as sources
 * change, and the copies would go stale.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {registryEntries} from '../generatedRegistry';
import {replaceModule} from '../moduleReplacement';
import {clientSiteConfig} from './clientSiteConfig';
import {browserRegistry, type ChunkNames, chunkNameMap, shortenRouteChunkNames} from './shortChunkNames';

export default function clientRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-registry',
    configureWebpack(_config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // The generated files are written before the bundler is configured.
      const generated = (file: string) => path.join(context.generatedFilesDir, file);
      const clientCopy = (file: string, source: string) => {
        const copy = generated(path.join('client-registry', file));
        mkdirSync(path.dirname(copy), {recursive: true});
        writeFileSync(copy, source);
        return copy;
      };
      const registrySource = readFileSync(generated('registry.js'), 'utf8');
      const names = chunkNameMap(registryEntries(registrySource, 'client-registry'));
      const routesChunkNames = JSON.parse(readFileSync(generated('routesChunkNames.json'), 'utf8')) as ChunkNames;
      const copies: [RegExp, string][] = [
        [/^@generated\/registry$/, clientCopy('registry.js', browserRegistry(registrySource, names))],
        [
          /^@generated\/routesChunkNames$/,
          clientCopy('routesChunkNames.json', JSON.stringify(shortenRouteChunkNames(routesChunkNames, names))),
        ],
        [
          /^@generated\/docusaurus\.config$/,
          clientCopy(
            'docusaurus.config.mjs',
            clientSiteConfig(readFileSync(generated('docusaurus.config.mjs'), 'utf8')),
          ),
        ],
      ];
      return {
        plugins: copies.map(([request, copy]) =>
          replaceModule(utils.currentBundler, {id: 'client-registry', module: request, replacement: copy}),
        ),
      };
    },
  };
}
