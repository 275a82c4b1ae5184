import {describe, expect, it} from 'vitest';
import {stripModuleNames} from '../../../../plugins/client-registry/stripModuleNames';

const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

describe('stripModuleNames', () => {
  it('empties the module name of every entry and keeps the import and the weak require', () => {
    const source = `export default {\n${entry('0a1b2c3d', '@site/docs/a.md')}\n${entry('4e5f6a7b', '@generated/x/b.json')}};\n`;
    expect(stripModuleNames(source)).toBe(
      'export default {\n' +
        '  "0a1b2c3d": [() => import(/* webpackChunkName: "0a1b2c3d" */ "@site/docs/a.md"), "", require.resolveWeak("@site/docs/a.md")],\n' +
        '  "4e5f6a7b": [() => import(/* webpackChunkName: "4e5f6a7b" */ "@generated/x/b.json"), "", require.resolveWeak("@generated/x/b.json")],};\n',
    );
  });

  it('refuses a registry whose entries have another shape', () => {
    const source = `export default {\n  "0a1b2c3d": [() => import("@site/docs/a.md"), "@site/docs/a.md"],\n};\n`;
    expect(() => stripModuleNames(source)).toThrow(/1 of 1 registry entries/);
  });
});
