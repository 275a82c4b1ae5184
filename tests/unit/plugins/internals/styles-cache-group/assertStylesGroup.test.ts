/** The bundler group styles-cache-group narrows: the build fails when Docusaurus no longer has it. */

import {ReplacementAuditError} from '@site/plugins/internals/moduleReplacement';
import {assertStylesGroup} from '@site/plugins/internals/styles-cache-group';
import {describe, expect, it} from 'vitest';

describe('styles-cache-group', () => {
  it("fails when Docusaurus's styles group is gone", () => {
    expect(() =>
      assertStylesGroup({optimization: {splitChunks: {cacheGroups: {styles: {name: 'styles'}}}}}),
    ).not.toThrow();
    expect(() => assertStylesGroup({optimization: {splitChunks: {cacheGroups: {css: {name: 'css'}}}}})).toThrow(
      ReplacementAuditError,
    );
  });
});
