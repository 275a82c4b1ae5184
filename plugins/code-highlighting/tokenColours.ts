/**
 * The code themes as a stylesheet: token colours by class for the light and
 * the dark mode, and the `--prism-*` variables the code block frame reads.
 * Code blocks then render the same markup in both modes (Prism's classes,
 * no inline colours), so the browser need not re-render every code block
 * after hydration to recolour it, and pages carry no colour per token.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = PrismTheme['plain'];

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}

function modeRules(mode: 'light' | 'dark', theme: PrismTheme): string[] {
  const root = `[data-theme='${mode}']`;
  const rules = [`${root}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`];
  // Theme order is kept: a later entry for the same token type wins, as in Prism's renderer.
  for (const entry of theme.styles) {
    const scopes = entry.languages?.map((language) => `${root} .prism-code.language-${language}`) ?? [
      `${root} .prism-code`,
    ];
    const selectors = scopes.flatMap((scope) => entry.types.map((type) => `${scope} .token.${type}`));
    rules.push(`${selectors.join(',')}{${declarations(entry.style)}}`);
  }
  return rules;
}

export function tokenColoursCss(light: PrismTheme, dark: PrismTheme): string {
  return [
    '.prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}',
    ...modeRules('light', light),
    ...modeRules('dark', dark),
  ].join('\n');
}

/** What code blocks are given as their Prism theme: no colours, only classes. */
export const CLASSES_ONLY_THEME: PrismTheme = {plain: {}, styles: []};
