/**
 * Every path under which Yearn's documentation has published a page, and
 * every section root, opens the page that answers it now: the server's 301
 * (the host configuration) and, for a reader already on the site, the
 * client router.
 */
import {siteRedirects} from '../../config/redirects';
import {expect, test} from './support/fixtures';
import {hydrated} from './support/hydration';

test('each redirect answers with a 301 to its page, with or without a trailing slash', async ({request}) => {
  for (const {from, to} of siteRedirects) {
    for (const path of from.endsWith('/') ? [from] : [from, `${from}/`]) {
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(to);
    }
  }
});

test('each redirect lands on its page, showing that page and its title', async ({page, request}) => {
  test.setTimeout(siteRedirects.length * 10_000);
  for (const {from, to} of siteRedirects) {
    const target = await request.get(to);
    expect(target.status(), to).toBe(200);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(await target.text())?.[1];
    await page.goto(from);
    await hydrated(page);
    expect(new URL(page.url()).pathname, from).toBe(to);
    await expect(page, from).toHaveTitle(title?.replaceAll('&amp;', '&') ?? '');
    await expect(page.getByRole('heading', {level: 1}), from).toBeVisible();
  }
});
