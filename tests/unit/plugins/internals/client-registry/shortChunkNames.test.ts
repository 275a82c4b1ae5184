import {
  browserRegistry,
  chunkNameMap,
  shortenRouteChunkNames,
} from '@site/plugins/internals/client-registry/shortChunkNames';
import {registryEntries} from '@site/plugins/internals/generatedRegistry';
import {describe, expect, it} from 'vitest';

// The server copy of the registry, as @docusaurus/core writes it.
const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registrySource = `export default {\n${entry('0a1b2c3d', '@site/docs/a.md')}\n${entry('4e5f6a7b', '@generated/x/b.json')}};\n`;
const registry = registryEntries(registrySource, 'client-registry');

describe('short chunk names', () => {
  it('gives every registry chunk a base-36 name in registry order', () => {
    expect([...chunkNameMap(registry)]).toEqual([
      ['0a1b2c3d', '0'],
      ['4e5f6a7b', '1'],
    ]);
  });

  it('gives the browser the registry with short keys and chunk names alike and no module names', () => {
    expect(browserRegistry(registrySource, chunkNameMap(registry))).toBe(
      'export default {\n' +
        '  "0": [() => import(/* webpackChunkName: "0" */ "@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")],\n' +
        '  "1": [() => import(/* webpackChunkName: "1" */ "@generated/x/b.json"), "", require.resolveWeak("@generated/x/b.json")],};\n',
    );
  });

  it('renames the chunks of every route, nested props and lists included', () => {
    const routes = {'/a-1f2': {__comp: '0a1b2c3d', __context: {plugin: '4e5f6a7b'}, items: ['4e5f6a7b', '0a1b2c3d']}};
    expect(shortenRouteChunkNames(routes, chunkNameMap(registry))).toEqual({
      '/a-1f2': {__comp: '0', __context: {plugin: '1'}, items: ['1', '0']},
    });
  });

  it('refuses a route chunk the registry does not have', () => {
    expect(() => shortenRouteChunkNames({'/a-1f2': {__comp: 'ffffffff'}}, chunkNameMap(registry))).toThrow(
      /"ffffffff" is not in the registry/,
    );
  });
});
