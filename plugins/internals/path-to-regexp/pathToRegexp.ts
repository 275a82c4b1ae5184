/**
 * path-to-regexp 1.x, which react-router 5 uses to match every route, with
 * one change: a static path gets a string matcher instead of a compiled
 * regular expression. Loading a page matches its path against the route
 * table in order, compiling an expression for each route passed on the way
 * (hundreds on a contract reference page, on the main thread before the page
 * renders). Parameterised paths still get the original's expression.
 */
import original from 'path-to-regexp?original';
import {type PathPatternOptions, staticPathPattern} from './staticPathPattern';

function pathToRegexp(path: unknown, keys?: unknown, options?: PathPatternOptions): unknown {
  // react-router calls (path string, keys array, options).
  if (typeof path === 'string' && Array.isArray(keys)) {
    const pattern = staticPathPattern(path, options ?? {}, () => original(path, [], options) as RegExp);
    if (pattern) return Object.assign(pattern, {keys});
  }
  return original(path, keys, options);
}

export default Object.assign(pathToRegexp, {
  parse: original.parse,
  compile: original.compile,
  tokensToFunction: original.tokensToFunction,
  tokensToRegExp: original.tokensToRegExp,
});
