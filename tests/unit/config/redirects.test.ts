/**
 * Every URL Yearn's documentation published is answered by the static build,
 * with and without its trailing slash: by a redirect page in its folder, or,
 * for a folder path of the target's own page, by that page, whose folder it
 * is. The expected list is the committed one written from the URL-map facts
 * (tests/e2e/fixtures/published-urls.json), not config/redirects.ts.
 */
import {readFileSync} from 'node:fs';
import {hostRedirects, redirectPages, siteRedirects} from '@site/config/redirects';
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

/** The file a static host serves for a path, with or without its trailing slash: the folder index. */
function servedFile(urlPath: string, files: ReadonlyMap<string, string>): string | undefined {
  return files.get(`${bare(urlPath).slice(1)}/index.html`);
}

describe('static redirect pages', () => {
  // What the build writes: the pages of the target routes (a/b/index.html) and the client-redirects pages.
  const files = new Map<string, string>();
  for (const {to} of published) files.set(`${to.slice(1)}/index.html`, `page ${to}`);
  const redirectFiles = redirectPages(siteRedirects).map(({from, to}) => [`${bare(from).slice(1)}/index.html`, to]);
  for (const [file, to] of redirectFiles) files.set(file!, `redirect ${to}`);

  it('the fixture holds the 37 published URLs of the URL map', () => {
    expect(published).toHaveLength(37);
  });

  it('writes no redirect page where a page is (the build refuses to overwrite one)', () => {
    const pageFiles = new Set(published.map(({to}) => `${to.slice(1)}/index.html`));
    expect(redirectFiles.filter(([file]) => pageFiles.has(file!))).toEqual([]);
  });

  it.each(published)('$from is answered with and without a trailing slash, never by a loop', ({from, to}) => {
    // The target page itself when the path is its folder, else a redirect page to the target's folder,
    // which hosts serve with no further redirect.
    const expected = bare(from) === to ? `page ${to}` : `redirect ${to}/`;
    expect(servedFile(bare(from), files), bare(from)).toBe(expected);
    expect(servedFile(`${bare(from)}/`, files), `${bare(from)}/`).toBe(expected);
  });
});

describe('host redirects (_redirects)', () => {
  const listed = hostRedirects(siteRedirects);

  it.each(published)('$from redirects with and without its slash unless it is its page’s own folder', ({from, to}) => {
    const expected = bare(from) === to ? [] : [to, to];
    const found = [bare(from), `${bare(from)}/`].flatMap((path) =>
      listed.filter((redirect) => redirect.from === path).map((redirect) => redirect.to),
    );
    expect(found).toEqual(expected);
  });
});
