/** Configuration the build audits: the bundler groups it relies on, and the switch a side-by-side build uses. */
import {describe, expect, it} from 'vitest';
import {assertStylesGroup} from '../../../../plugins/bundle-splitting';
import {isSwitchedOff, ReplacementAuditError} from '../../../../plugins/shared/moduleReplacement';

describe('audited configuration', () => {
  it("fails when Docusaurus's styles group is gone", () => {
    expect(() =>
      assertStylesGroup({optimization: {splitChunks: {cacheGroups: {styles: {name: 'styles'}}}}}),
    ).not.toThrow();
    expect(() => assertStylesGroup({optimization: {splitChunks: {cacheGroups: {css: {name: 'css'}}}}})).toThrow(
      ReplacementAuditError,
    );
  });

  it('REPLACEMENTS_OFF names the replacements a side-by-side build leaves out', () => {
    expect(isSwitchedOff('nprogress', {REPLACEMENTS_OFF: 'path-to-regexp, nprogress'})).toBe(true);
    expect(isSwitchedOff('nprogress', {})).toBe(false);
  });
});
