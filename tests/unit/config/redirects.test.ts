/**
 * Every URL Yearn's documentation published is answered by the static build,
 * with and without its trailing slash, by a redirect page; for a folder path
 * of the target's own page, the bare path is the page itself and the slashed
 * one a redirect page in the folder beside it, which hosts serve after the
 * page's own `.html` file. The expected list is the committed one
 * written from the URL-map facts (tests/e2e/fixtures/published-urls.json),
 * not config/redirects.ts.
 */
import {readFileSync} from 'node:fs';
import {redirectPages, siteRedirects} from '@site/config/redirects';
import {sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

interface PublishedUrl {
  from: string;
  to: string;
}

const published = (
  JSON.parse(readFileSync(sitePath('tests/e2e/fixtures/published-urls.json'), 'utf8')) as {
    urls: PublishedUrl[];
  }
).urls;
const bare = (p: string) => p.replace(/\/+$/, '');

/** The file a static host serves for a path: `a/b.html` for `/a/b` when it exists, else the folder index. */
function servedFile(urlPath: string, files: ReadonlyMap<string, string>): string | undefined {
  const name = bare(urlPath).slice(1);
  return urlPath.endsWith('/')
    ? files.get(`${name}/index.html`)
    : (files.get(`${name}.html`) ?? files.get(`${name}/index.html`));
}

describe('static redirect pages', () => {
  // What the build writes: the pages of the target routes (a/b.html) and the client-redirects pages.
  const files = new Map<string, string>();
  for (const {to} of published) files.set(`${to.slice(1)}.html`, `page ${to}`);
  for (const {from, to} of redirectPages(siteRedirects))
    files.set(`${bare(from).slice(1)}/index.html`, `redirect ${to}`);

  it('the fixture holds the 37 published URLs of the URL map', () => {
    expect(published).toHaveLength(37);
  });

  it.each(published)('$from is answered with and without a trailing slash, never by a loop', ({from, to}) => {
    const ownPage = bare(from) === to;
    // The bare path: a redirect page to the target, or the target page itself.
    expect(servedFile(bare(from), files), bare(from)).toBe(ownPage ? `page ${to}` : `redirect ${to}`);
    // The slashed path: a redirect page from its folder.
    expect(servedFile(`${bare(from)}/`, files), `${bare(from)}/`).toBe(`redirect ${to}`);
  });

  it('writes /developers/deprecated-products/ybribe/ at its bare path, which the page and its folder share', () => {
    expect(redirectPages(siteRedirects)).toContainEqual({
      from: '/developers/deprecated-products/ybribe',
      to: '/resources/deprecated/ybribe',
    });
  });
});
