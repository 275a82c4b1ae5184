/** Markdown twins, llms.txt and the "Copy page" button. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, fileForRoute} from '@site/harness/site/builtSite';
import {twinPathFor} from '@site/src/docs-tooling/twinPath';
import {expect, failedLoadOf, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {sitemapPaths} from '@site/tests/e2e/support/sitemap';

const paths = sitemapPaths();
const twinFile = (route: string) => path.join(BUILD_DIR, twinPathFor(route));

test('every sitemap page has a Markdown twin with its title as h1', () => {
  const missing = paths.filter((route) => !existsSync(twinFile(route)));
  expect(missing).toEqual([]);
  for (const route of paths) {
    expect(readFileSync(twinFile(route), 'utf8'), route).toMatch(/^# \S/);
  }
});

test('twins carry no JSX, imports or front matter', () => {
  const problems: string[] = [];
  for (const route of paths) {
    const twin = readFileSync(twinFile(route), 'utf8');
    const prose = twin.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
    if (/^---\n/.test(twin)) problems.push(`${route}: front matter`);
    if (/^(import|export) /m.test(prose)) problems.push(`${route}: import/export`);
    if (/<[A-Z][A-Za-z]*[\s/>]/.test(prose)) problems.push(`${route}: JSX element`);
  }
  expect(problems).toEqual([]);
});

test('internal links in twins resolve', () => {
  const broken = new Set<string>();
  for (const route of paths) {
    const twin = readFileSync(twinFile(route), 'utf8');
    for (const [, url] of twin.matchAll(/\]\((https:\/\/docs\.yearn\.fi[^)\s]*)\)/g)) {
      const {pathname} = new URL(url!);
      if (!fileForRoute(decodeURI(pathname))) broken.add(`${route} → ${pathname}`);
    }
  }
  expect([...broken]).toEqual([]);
});

test('llms.txt lists every twin exactly once, by section', () => {
  const llms = readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
  const listed = [...llms.matchAll(/^- \[[^\]]*\]\(https:\/\/docs\.yearn\.fi([^)]+)\)/gm)].map(
    (match) => match[1] ?? '',
  );
  // Besides the twins, the Data section lists the machine-readable addresses, their schema and their change feeds.
  const twins = listed.filter((listedPath) => listedPath.endsWith('.md'));
  expect([...twins].sort()).toEqual(paths.map(twinPathFor).sort());
  expect(listed.filter((listedPath) => !listedPath.endsWith('.md')).sort()).toEqual([
    '/addresses.json',
    '/addresses.schema.json',
    '/addresses/changes.json',
    '/addresses/changes.xml',
  ]);
  const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  expect(sections.slice(0, 5)).toEqual(['User Docs', 'Dev Docs', 'DAO Docs', 'Resources', 'Partners']);
  // The one-file copy holds every twin but those of the contract reference, which llms.txt lists with their ABIs.
  const full = readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
  const current = paths.filter((route) => !/^\/developers\/smart-contracts\/(V2|V3|deprecated)\//.test(route));
  expect(current.length).toBeLessThan(paths.length);
  const twinOf = (route: string) => readFileSync(twinFile(route), 'utf8').trim();
  expect(current.filter((route) => !full.includes(twinOf(route)))).toEqual([]);
  expect(paths.filter((route) => !current.includes(route) && full.includes(twinOf(route)))).toEqual([]);
});

test('the twin of a page with math, a diagram, code, a table and admonitions reads correctly', () => {
  const twin = readFileSync(twinFile('/__e2e__/markdown-features'), 'utf8');
  const expected = readFileSync('tests/e2e/fixtures/markdown-features.twin.md', 'utf8');
  expect(twin).toBe(expected);
});

test('every sitemap page names its twin in a link an agent can follow; the not-found page names none', () => {
  const wrong = paths.filter((route) => {
    const html = readFileSync(fileForRoute(route)!, 'utf8');
    const hrefs = [
      ...html.matchAll(/<link[^>]*\brel="?alternate"?[^>]*\btype="?text\/markdown"?[^>]*\bhref="?([^"\s>]+)/g),
    ].map((match) => match[1]);
    return hrefs.length !== 1 || hrefs[0] !== twinPathFor(route);
  });
  expect(wrong).toEqual([]);
  expect(readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8')).not.toMatch(/type="?text\/markdown/);
});

test('a page asked for as Markdown is answered with its twin', async ({request}) => {
  const route = '/developers/v3/overview';
  const response = await request.get(route, {headers: {Accept: 'text/markdown'}});
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  expect(await response.text()).toBe(readFileSync(twinFile(route), 'utf8'));
  const html = await request.get(route, {headers: {Accept: 'text/html,*/*;q=0.8'}});
  expect(html.headers()['content-type']).toMatch(/^text\/html/);
});

test('twins are served as Markdown', async ({request}) => {
  const response = await request.get('/developers/v3/overview.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/markdown/);
  expect(await response.text()).toMatch(/^# /);
});

test.describe('Copy page', () => {
  test('copies the twin to the clipboard and says so', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/developers/v3/overview');
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get('/developers/v3/overview.md')).text();
    expect(copied).toBe(twin);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/developers/v3/overview.md',
    );
  });

  test('explains a failure to load the twin', async ({page, context, health, baseURL}) => {
    health.allow(failedLoadOf(`${baseURL}/developers/v3/overview.md`), 'the twin request is cut on purpose');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/developers/v3/overview');
    await hydrated(page);
    await page.route('**/*.md', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy'})).toContainText('check your connection');
  });

  test('explains that the copy code could not load, and works on the next press once it can', async ({
    page,
    context,
    health,
  }) => {
    // The copy code is fetched on the first press; the connection drops just before it.
    health.allow(/^Failed to load resource: .*\/assets\/js\//, 'the copy code request is cut on purpose');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/developers/v3/overview');
    await hydrated(page);
    await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy'})).toContainText(
      'copy function could not be loaded',
    );
    await page.unroute('**/assets/js/**');
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  });
});
