import {dropUnusedVariables} from '@site/plugins/internals/unused-infima/dropUnusedVariables';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';

describe('dropUnusedVariables', () => {
  it('drops the declarations of the listed custom properties only, and rules left empty', async () => {
    const css = ':root{--a-light:#fff;--a:#000;--a-lighter:#eee}.x{--a-light:red}.y{color:var(--a)}';
    const {css: out} = await postcss([dropUnusedVariables(['--a-light', '--a-lighter'])]).process(css, {
      from: undefined,
    });
    expect(out).toBe(':root{--a:#000}.y{color:var(--a)}');
  });
});
