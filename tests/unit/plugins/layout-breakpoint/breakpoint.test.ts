/** The one 996 px rule: desktop from 996 px in JS, and the CSS media queries moved to match. */
import {describe, expect, it} from 'vitest';
import {assertStylesGroup} from '../../../../plugins/bundle-splitting';
import {DESKTOP_MIN_WIDTH, isDesktopWidth, shiftMediaQuery} from '../../../../plugins/layout-breakpoint/breakpoint';
import {isSwitchedOff, ReplacementAuditError} from '../../../../plugins/shared/moduleReplacement';

describe('layout breakpoint', () => {
  it('is desktop from 996 px, mobile at 995 px', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(996);
    expect(isDesktopWidth(995)).toBe(false);
    expect(isDesktopWidth(996)).toBe(true);
    expect(isDesktopWidth(997)).toBe(true);
  });

  it('moves the stock media queries to the same width', () => {
    expect(shiftMediaQuery('(max-width: 996px)')).toBe('(max-width: 995.98px)');
    expect(shiftMediaQuery('(min-width: 997px)')).toBe('(min-width: 996px)');
  });
});

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
