import {lightCodeTheme} from '@site/config/prismThemes';
import {tokenColoursCss} from '@site/plugins/code-highlighting/tokenColours';
import type {PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

const dark: PrismTheme = {
  plain: {color: '#eeeeee', backgroundColor: '#111111'},
  styles: [
    {types: ['comment'], style: {color: '#aaaaaa', fontStyle: 'italic'}},
    {types: ['tag'], style: {color: '#00ffcc'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#66aaff'}},
  ],
};

describe('tokenColoursCss', () => {
  const css = tokenColoursCss(lightCodeTheme, dark);

  it('sets the frame colours of each mode and lets code blocks use them', () => {
    expect(css).toContain('.prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}');
    expect(css).toContain("[data-theme='dark']{--prism-color:#eeeeee;--prism-background-color:#111111}");
    expect(css).toContain(
      `[data-theme='light']{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`,
    );
  });

  it('colours tokens by class within their mode, in theme order so later entries win', () => {
    expect(css).toContain("[data-theme='dark'] .prism-code .token.comment{color:#aaaaaa;font-style:italic}");
    const keyword = lightCodeTheme.styles
      .filter((entry) => entry.types.includes('keyword'))
      .map((entry) => entry.style.color!);
    const lastRule = css.lastIndexOf(`[data-theme='light'] .prism-code .token.keyword`);
    expect(css.slice(lastRule).split('}')[0]).toContain(`color:${keyword.at(-1)}`);
  });

  it('scopes language-specific entries to code blocks of that language', () => {
    expect(css).toContain("[data-theme='dark'] .prism-code.language-markup .token.tag{color:#66aaff}");
  });
});
