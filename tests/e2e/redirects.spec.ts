/**
 * Every path under which Yearn's documentation has published a page, and
 * every section root, opens the page that answers it now: the server's 301
 * (the host configuration), the static build's redirect pages (hosts without
 * redirects) and, for a reader already on the site, the client router. The
 * published paths come from the committed list written from the URL-map facts
 * (fixtures/published-urls.json), not from the module the server reads.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {sectionRootRedirects} from '@site/config/redirects';
import {expect, test} from '@site/tests/e2e/support/fixtures';

const published = (
  JSON.parse(readFileSync(path.resolve('tests/e2e/fixtures/published-urls.json'), 'utf8')) as {
    urls: {from: string; to: string}[];
  }
).urls;
const redirects = [...sectionRootRedirects, ...published];
// The build the server serves (playwright.config.ts).
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const bare = (p: string) => p.replace(/\/+$/, '');

test('each redirect answers with a 301 to its page, with or without a trailing slash', async ({request}) => {
  for (const {from, to} of redirects) {
    for (const urlPath of from.endsWith('/') ? [from] : [from, `${from}/`]) {
      const response = await request.get(urlPath, {maxRedirects: 0});
      expect(response.status(), urlPath).toBe(301);
      expect(response.headers().location, urlPath).toBe(to);
    }
  }
});

test('the static build answers each published path, with and without a trailing slash, without a loop', () => {
  const wrong: string[] = [];
  const read = (file: string) => {
    const full = path.join(buildDir, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : null;
  };
  const redirectsTo = (html: string | null, to: string) =>
    html?.includes(`http-equiv="refresh" content="0; url=${to}"`) === true;
  for (const {from, to} of published) {
    const name = bare(from).slice(1);
    // Static hosts serve `/a/b` and `/a/b/` from the folder index `a/b/index.html`.
    const folderIndex = read(`${name}/index.html`);
    if (bare(from) === to) {
      // A folder URL of the target's own page: the folder holds that page.
      if (folderIndex === null || folderIndex.includes('http-equiv="refresh"'))
        wrong.push(`${from}: no page ${name}/index.html`);
    } else if (!redirectsTo(folderIndex, `${to}/`)) {
      // The redirect page sends the reader to the target's folder, which hosts serve with no further redirect.
      wrong.push(`${from}: no redirect page ${name}/index.html to ${to}/`);
    }
  }
  expect(wrong).toEqual([]);
});

test('each redirect lands on its page, showing that page and its title', async ({page, request}) => {
  test.setTimeout(redirects.length * 10_000);
  for (const {from, to} of redirects) {
    const target = await request.get(to);
    expect(target.status(), to).toBe(200);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(await target.text())?.[1];
    // The landing is judged on the page as served (path, title, h1), so it need not wait for hydration.
    await page.goto(from, {waitUntil: 'domcontentloaded'});
    expect(new URL(page.url()).pathname, from).toBe(to);
    await expect(page, from).toHaveTitle(title?.replaceAll('&amp;', '&') ?? '');
    await expect(page.getByRole('heading', {level: 1}), from).toBeVisible();
  }
});
