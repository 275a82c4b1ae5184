/**
 * Code highlighting themes: GitHub's light theme and VS Code's dark theme,
 * with the token colours that fall below WCAG AA contrast (4.5:1) on their
 * code background darkened or lightened until they pass.
 */
import {type PrismTheme, themes} from 'prism-react-renderer';

function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const colour = style.style.color ? colours[style.style.color.toLowerCase()] : undefined;
      return colour ? {...style, style: {...style.style, color: colour}} : style;
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#5c6370',
  '#e3116c': '#b0084d',
  '#36acaa': '#0a6f6d',
  '#00a4db': '#005f8f',
  '#d73a49': '#b31d28',
});

export const darkCodeTheme = recolour(themes.vsDark, {
  '#808080': '#a0a0a0',
  'rgb(0, 0, 128)': '#9a9aff',
  'rgb(100, 102, 149)': '#a2a4d8',
  'rgb(209, 105, 105)': '#e08a8a',
});
