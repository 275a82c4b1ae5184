/**
 * A PostCSS plugin that drops the declarations of the given custom
 * properties, and the rules left empty.
 */
import type {Plugin} from 'postcss';

export function dropUnusedVariables(unusedVariables: readonly string[]): Plugin {
  const names = new Set(unusedVariables);
  return {
    postcssPlugin: 'drop-unused-variables',
    OnceExit(root) {
      root.walkDecls(/^--/, (decl) => {
        if (!names.has(decl.prop)) return;
        const rule = decl.parent;
        decl.remove();
        if (rule?.nodes?.length === 0) rule.remove();
      });
    },
  };
}
