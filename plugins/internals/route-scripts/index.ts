/**
 * Pages list their own route chunks in their HTML (./manifestOrigins.ts),
 * so a browser fetches them beside runtime and main instead of a round trip
 * after main has run. The page template loads them with runtime and main
 * once the page has painted (../ssr-template).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {chunkNameMap} from '../client-registry/shortChunkNames';
import {registryEntries} from '../generatedRegistry';
import {isSwitchedOff} from '../moduleReplacement';
import {type ClientManifest, withModuleOrigins} from './manifestOrigins';

interface EmittingCompiler {
  hooks: {afterEmit: {tap(name: string, run: () => void): void}};
}

export default function routeScriptsPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-scripts',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production' || isSwitchedOff('route-scripts')) return {};
      const generated = (file: string) => path.join(context.generatedFilesDir, file);
      // Written by react-loadable-ssr-addon on emit (@docusaurus/core lib/webpack/client.js), read by the server render.
      const manifestFile = generated('client-manifest.json');
      return {
        plugins: [
          {
            apply(compiler: EmittingCompiler) {
              compiler.hooks.afterEmit.tap('route-scripts', () => {
                const entries = registryEntries(readFileSync(generated('registry.js'), 'utf8'), 'route-scripts');
                // The browser bundle's chunks carry client-registry's short names unless it is switched off.
                const short = isSwitchedOff('client-registry') ? undefined : chunkNameMap(entries);
                const modules = entries.map(({chunkName, modulePath}) => ({
                  chunkName: short?.get(chunkName) ?? chunkName,
                  modulePath,
                }));
                const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
                writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, modules)));
              });
            },
          },
        ],
      };
    },
  };
}
