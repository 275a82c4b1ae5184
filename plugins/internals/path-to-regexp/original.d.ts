// The stand-in falls back on the module it replaces through a `?original` query, which the swap does not match.
declare module 'path-to-regexp?original' {
  const pathToRegexp: ((path: unknown, keys?: unknown, options?: unknown) => unknown) & {
    parse: unknown;
    compile: unknown;
    tokensToFunction: unknown;
    tokensToRegExp: unknown;
  };
  export default pathToRegexp;
}
