/**
 * Matching a static route path (no parameters, groups or wildcards) the way
 * path-to-regexp 1.x's regular expression for it does, with string
 * comparisons instead of a compiled expression.
 */

export interface PathPatternOptions {
  end?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/** What react-router reads of a pattern: `exec`, returning the matched part of the pathname. */
export interface StaticPathPattern {
  exec(pathname: string): RegExpExecArray | null;
  test(pathname: string): boolean;
}

// Characters that start a parameter, a group, a wildcard or an escape in path-to-regexp 1.x.
const NOT_STATIC = /[\\:(*]/;
const NON_ASCII = /[\u0080-\uffff]/;

function execArray(matched: string, input: string): RegExpExecArray {
  return Object.assign([matched], {index: 0, input, groups: undefined}) as RegExpExecArray;
}

/**
 * A matcher for `path` with path-to-regexp's semantics, or null where this
 * takes no short cut: a non-static path, strict mode, or a non-ASCII path
 * under case-insensitive matching. `expression` builds path-to-regexp's own
 * expression, used for a pathname with non-ASCII text in the compared part
 * (case folding can map it onto ASCII).
 */
export function staticPathPattern(
  path: string,
  {end = true, strict = false, sensitive = false}: PathPatternOptions,
  expression: () => RegExp,
): StaticPathPattern | null {
  if (strict || NOT_STATIC.test(path) || (!sensitive && NON_ASCII.test(path))) return null;
  // Non-strict: one trailing slash is optional, and only at the very end.
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  const comparableBase = sensitive ? base : base.toLowerCase();
  const exec = (pathname: string): RegExpExecArray | null => {
    const head = pathname.slice(0, base.length);
    if (!sensitive && NON_ASCII.test(head)) return expression().exec(pathname);
    if ((sensitive ? head : head.toLowerCase()) !== comparableBase) return null;
    const rest = pathname.slice(base.length);
    if (rest === '' || rest === '/') return execArray(pathname, pathname);
    if (!end && rest.startsWith('/')) return execArray(pathname.slice(0, base.length), pathname);
    return null;
  };
  return {exec, test: (pathname) => exec(pathname) !== null};
}
