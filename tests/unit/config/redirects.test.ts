/**
 * Every URL Yearn's documentation published gets a static redirect page in
 * the build, with and without its trailing slash. The expected list is the
 * committed one written from the URL-map facts
 * (tests/e2e/fixtures/published-urls.json), not config/redirects.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {folderRedirectPages, redirectPageHtml, redirectPages, siteRedirects} from '../../../config/redirects';

interface PublishedUrl {
  from: string;
  to: string;
}

const published = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../e2e/fixtures/published-urls.json'), 'utf8')) as {
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
  // What the build writes: the pages of the target routes (a/b.html), the client-redirects pages and the folder pages.
  const files = new Map<string, string>();
  for (const {to} of published) files.set(`${to.slice(1)}.html`, `page ${to}`);
  for (const {from, to} of redirectPages(siteRedirects)) files.set(`${from.slice(1)}/index.html`, `redirect ${to}`);
  for (const {file, to} of folderRedirectPages(siteRedirects)) files.set(file, `redirect ${to}`);

  it('the fixture holds the 37 published URLs of the URL map', () => {
    expect(published).toHaveLength(37);
  });

  it.each(published)('$from answers with and without a trailing slash', ({from, to}) => {
    for (const urlPath of [bare(from), `${bare(from)}/`]) {
      const served = servedFile(urlPath, files);
      expect(served, urlPath).toBeDefined();
      // The bare path of a folder URL may be the target page itself; every other path is a redirect page to it.
      expect([`redirect ${to}`, ...(bare(urlPath) === to && !urlPath.endsWith('/') ? [`page ${to}`] : [])]).toContain(
        served,
      );
    }
  });

  it('writes /developers/deprecated-products/ybribe/ at its bare path, which the page and its folder share', () => {
    expect(redirectPages(siteRedirects)).toContainEqual({
      from: '/developers/deprecated-products/ybribe',
      to: '/resources/deprecated/ybribe',
    });
  });

  it('writes a redirect page without a script, so the Content-Security-Policy needs no hash for it', () => {
    const html = redirectPageHtml('/developers/addresses');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/developers/addresses">');
    expect(html).not.toMatch(/<script/i);
  });
});
