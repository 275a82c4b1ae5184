/**
 * A PostCSS plugin that drops the selectors naming a class of a given list,
 * and the rules left with none.
 */
import type {Plugin} from 'postcss';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function dropUnusedRules(unusedClasses: readonly string[]): Plugin {
  const names = new RegExp(`\\.(?:${unusedClasses.map(escapeRegExp).join('|')})(?![\\w-])`);
  return {
    postcssPlugin: 'drop-unused-rules',
    OnceExit(root) {
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((selector) => !names.test(selector));
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
    },
  };
}
