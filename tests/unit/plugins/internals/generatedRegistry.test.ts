import {registryEntries, rewriteRegistry} from '@site/plugins/internals/generatedRegistry';
import {describe, expect, it} from 'vitest';

// The registry as @docusaurus/core writes it: the last entry closes the object.
const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registry = `export default {\n${entry('0a1b2c3d', '@site/docs/intro.md')}\n${entry('4e5f6a7b', '@theme/DocItem')}};\n`;

describe('the generated route registry', () => {
  it('reads each entry as its chunk name and module path, in order', () => {
    expect(registryEntries(registry, 'route-scripts')).toEqual([
      {chunkName: '0a1b2c3d', modulePath: '@site/docs/intro.md'},
      {chunkName: '4e5f6a7b', modulePath: '@theme/DocItem'},
    ]);
  });

  it('rewrites chunk names and module names, keeping each import and the closing brace', () => {
    const renamed = rewriteRegistry(registry, 'client-registry', ({chunkName}) => ({
      chunkName: chunkName.slice(0, 2),
      moduleName: '',
    }));
    expect(renamed).toBe(
      'export default {\n' +
        '  "0a": [() => import(/* webpackChunkName: "0a" */ "@site/docs/intro.md"), "", require.resolveWeak("@site/docs/intro.md")],\n' +
        '  "4e": [() => import(/* webpackChunkName: "4e" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],};\n',
    );
  });

  it('returns the registry unchanged when the rewrite keeps every name', () => {
    expect(
      rewriteRegistry(registry, 'client-registry', ({chunkName, modulePath}) => ({chunkName, moduleName: modulePath})),
    ).toBe(registry);
  });

  it('fails the build, naming the replacement, when an entry has another shape', () => {
    const changed = `export default {\n${entry('0a1b2c3d', '@site/docs/intro.md')}\n  "4e5f6a7b": [() => import("@theme/DocItem"), "@theme/DocItem"],\n};\n`;
    expect(() => registryEntries(changed, 'route-scripts')).toThrow(
      /Module replacement "route-scripts".*1 of 2 entries of the generated route registry \(registry\.js\) have an unexpected shape, the first: "4e5f6a7b"/,
    );
    expect(() => rewriteRegistry(changed, 'client-registry', (e) => ({...e, moduleName: ''}))).toThrow(
      /Module replacement "client-registry"/,
    );
  });

  it('fails the build when the registry has no entry at all', () => {
    expect(() => registryEntries('export default {};\n', 'route-scripts')).toThrow(/registry\.js\) has no entry/);
  });
});
