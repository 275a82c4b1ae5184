import {createRequire} from 'node:module';
import {type PathPatternOptions, staticPathPattern} from '@site/plugins/internals/path-to-regexp/staticPathPattern';
import {describe, expect, it} from 'vitest';

// The original matcher, as react-router 5 calls it.
const pathToRegexp = createRequire(import.meta.url)('path-to-regexp') as (
  path: string,
  keys: unknown[],
  options: PathPatternOptions,
) => RegExp;

const PATHS = [
  '/',
  '',
  '/developers',
  '/developers/',
  '/developers/v3/overview',
  '/search',
  '/Developers/Smart-Contracts/V3/VaultV3',
  '/a.b',
  '/x+y',
  '/café',
];
const PATHNAMES = [
  '/',
  '',
  '/developers',
  '/developers/',
  '/developers//',
  '/DEVELOPERS',
  '/developers/v3/overview',
  '/developers/v3/overview/',
  '/developers/v3/overview/more',
  '/developersx',
  '/developers/smart-contracts/V3/VaultV3',
  '/search',
  '/search/x',
  '/a.b',
  '/axb',
  '/x+y',
  '/caf\u00e9',
  '/CAF\u00c9',
  '/\u212aelvin',
];
const OPTIONS: PathPatternOptions[] = [
  {end: true},
  {end: false},
  {end: true, sensitive: true},
  {end: false, sensitive: true},
  {},
];

describe('static path patterns', () => {
  it('match exactly as path-to-regexp does, for every path, pathname and option set', () => {
    let compared = 0;
    for (const path of PATHS) {
      for (const options of OPTIONS) {
        const expected = () => pathToRegexp(path, [], options);
        const pattern = staticPathPattern(path, options, expected);
        if (!pattern) continue;
        for (const pathname of PATHNAMES) {
          const want = expected().exec(pathname);
          const got = pattern.exec(pathname);
          expect(got === null ? null : [...got], `${path} ${JSON.stringify(options)} on ${pathname}`).toEqual(
            want === null ? null : [...want],
          );
          expect(pattern.test(pathname)).toBe(want !== null);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(400);
  });

  it('take no short cut for parameters, wildcards, groups, escapes or strict matching', () => {
    const never = () => {
      throw new Error('not used');
    };
    for (const path of ['/docs/:id', '/docs/*', '/docs/(x|y)', '/docs/\\:literal', '*'])
      expect(staticPathPattern(path, {}, never)).toBeNull();
    expect(staticPathPattern('/docs', {strict: true}, never)).toBeNull();
  });
});
