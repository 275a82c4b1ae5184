import {createRequire} from 'node:module';
import {type RegistryEntry, registryEntries} from '@site/plugins/internals/generatedRegistry';
import {packageFile} from '@site/plugins/internals/moduleReplacement';
import {type ClientManifest, withModuleOrigins} from '@site/plugins/internals/route-scripts/manifestOrigins';
import {describe, expect, it} from 'vitest';

type Bundles = Record<string, {file: string}[] | undefined>;
// The installed function the server render lists a page's files with (@docusaurus/core lib/ssg/ssgTemplate.js).
const getBundles = (
  createRequire(import.meta.url)(packageFile('react-loadable-ssr-addon-v5-slorber', 'lib/getBundles.js')) as {
    default: (manifest: ClientManifest, modules: string[]) => Bundles;
  }
).default;

// The server copy of the registry, as @docusaurus/core writes it.
const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registry = registryEntries(
  `export default {\n${entry('0a1b2c3d', '@site/docs/intro.md')}\n${entry('4e5f6a7b', '@theme/DocItem')}\n${entry('9c8d7e6f', '@generated/site-config.json')}};\n`,
  'route-scripts',
);

const file = (name: string) => ({file: `assets/${name}`, hash: name, publicPath: `/assets/${name}`});
// Chunk names map to chunk ids; the site config went into main and has no chunk of its own.
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['runtime~main', '500'], '0': ['11', '12'], '1': ['12', '13']},
  assets: {
    'runtime~main': {js: [file('js/runtime~main.aa.js')]},
    '500': {js: [file('js/main.bb.js')], css: [file('css/styles.cc.css')]},
    '11': {js: [file('js/11.dd.js')]},
    '12': {js: [file('js/12.ee.js')], css: [file('css/12.ff.css')]},
    '13': {js: [file('js/13.gg.js')]},
  },
};
const shortNames = (modules: readonly RegistryEntry[]) =>
  modules.map((module, index) => ({...module, chunkName: String(index)}));

describe('route scripts in the client manifest', () => {
  it('lets a page that rendered two route modules list their scripts after runtime and main, each file once', () => {
    const extended = withModuleOrigins(manifest, shortNames(registry));
    const bundles = getBundles(extended, [...extended.entrypoints, '@site/docs/intro.md', '@theme/DocItem']);
    expect(bundles.js?.map(({file: name}) => name)).toEqual([
      'assets/js/runtime~main.aa.js',
      'assets/js/main.bb.js',
      'assets/js/11.dd.js',
      'assets/js/12.ee.js',
      'assets/js/13.gg.js',
    ]);
  });

  it('adds no stylesheet: the route chunks stylesheets stay with the pages that use them', () => {
    const extended = withModuleOrigins(manifest, shortNames(registry));
    const bundles = getBundles(extended, [...extended.entrypoints, '@site/docs/intro.md', '@theme/DocItem']);
    expect(bundles.css?.map(({file: name}) => name)).toEqual(['assets/css/styles.cc.css']);
  });

  it('lists only runtime and main for a page whose modules have no chunk', () => {
    const extended = withModuleOrigins(manifest, shortNames(registry));
    const bundles = getBundles(extended, [...extended.entrypoints, '@generated/site-config.json']);
    expect(bundles.js?.map(({file: name}) => name)).toEqual(['assets/js/runtime~main.aa.js', 'assets/js/main.bb.js']);
  });

  it('fails the build when it is given no registry entry', () => {
    expect(() => withModuleOrigins(manifest, [])).toThrow(/no registry entry given/);
  });

  it('fails the build when no registry chunk is in the manifest, naming the first', () => {
    expect(() => withModuleOrigins(manifest, registry)).toThrow(
      /no registry chunk is in the client manifest \(the first: "0a1b2c3d", @site\/docs\/intro.md\)/,
    );
  });
});
