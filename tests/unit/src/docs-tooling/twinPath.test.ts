import {twinHrefFor, twinPathFor} from '@site/src/docs-tooling/twinPath';
import {describe, expect, it} from 'vitest';

describe('twin paths', () => {
  it.each([
    ['/developers/v3/overview', '/developers/v3/overview.md'],
    ['/developers/v3/overview/', '/developers/v3/overview.md'],
    ['/', '/index.md'],
  ])('the twin of %s is %s', (page, twin) => {
    expect(twinPathFor(page)).toBe(twin);
  });

  it.each([
    ['/developers/v3/overview', '/', '/developers/v3/overview.md'],
    ['/', '/', '/index.md'],
    ['/some/path/developers/v3/overview', '/some/path/', '/some/path/developers/v3/overview.md'],
    // Under a sub-path, the home page's twin is the folder's index.md, not `/some/path.md`.
    ['/some/path/', '/some/path/', '/some/path/index.md'],
    ['/some/path', '/some/path/', '/some/path/index.md'],
  ])('the twin link of %s under %s is %s', (page, baseUrl, href) => {
    expect(twinHrefFor(page, baseUrl)).toBe(href);
  });
});
