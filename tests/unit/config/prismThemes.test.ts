import {darkCodeTheme, lightCodeTheme} from '@site/config/prismThemes';
import {contrastRatio} from '@site/scripts/lib/contrast';
import {describe, expect, it} from 'vitest';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('rgb(118, 118, 118)', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_name, theme) => {
  const background = theme.plain.backgroundColor ?? '#ffffff';

  it('writes plain code at AA contrast or better', () => {
    expect(contrastRatio(theme.plain.color ?? '#000000', background)).toBeGreaterThanOrEqual(4.5);
  });

  it('colours every token at AA contrast or better', () => {
    const failing = theme.styles
      .filter((style) => style.style.color && !style.style.color.startsWith('rgba'))
      .map((style) => ({types: style.types.join('/'), ratio: contrastRatio(style.style.color as string, background)}))
      .filter(({ratio}) => ratio < 4.5);
    expect(failing).toEqual([]);
  });
});
