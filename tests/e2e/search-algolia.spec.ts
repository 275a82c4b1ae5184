/**
 * Search in Algolia mode: a build made with ALGOLIA_* set, its requests to
 * Algolia answered by a local stand-in (see support/algoliaStandIn.ts). The
 * spec serves that build itself; it builds it first if it is missing
 * (E2E_ALGOLIA_BUILD_DIR, default .tmp/search-algolia/build).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import type {Server} from 'node:http';
import {ALGOLIA_TEST_APP, ALGOLIA_TEST_ENV} from '@site/harness/site/algoliaTestApp';
import {createStaticServer} from '@site/scripts/lib/staticServer';
import {ALGOLIA_HOSTS, routeAlgoliaStandIn} from '@site/tests/e2e/support/algoliaStandIn';
import {expect, test} from '@site/tests/e2e/support/fixtures';
import {listenOnLoopback} from '@site/tests/e2e/support/loopbackServer';
import {INDEX_REQUEST, openSearch} from '@site/tests/e2e/support/search';

const BUILD_DIR = process.env.E2E_ALGOLIA_BUILD_DIR ?? '.tmp/search-algolia/build';
const ALGOLIA = ALGOLIA_TEST_APP;
const SITE_URL = 'https://docs.yearn.fi';

test.describe.configure({mode: 'serial'});

let server: Server;
let origin: string;

function ensureAlgoliaBuild(): void {
  if (!existsSync(`${BUILD_DIR}/index.html`)) {
    execFileSync('scripts/build-isolated.sh', [BUILD_DIR.split('/').at(-2)!], {
      stdio: 'inherit',
      env: {...process.env, ...ALGOLIA_TEST_ENV},
    });
  }
  if (!readFileSync(`${BUILD_DIR}/index.html`, 'utf8').includes(`${ALGOLIA.appId}-dsn.algolia.net`)) {
    throw new Error(
      `${BUILD_DIR} is not an Algolia-mode build for app ${ALGOLIA.appId}; delete it to have it rebuilt.`,
    );
  }
}

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  ensureAlgoliaBuild();
  server = createStaticServer(BUILD_DIR);
  origin = await listenOnLoopback(server);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

test('the first load preconnects to Algolia but sends it nothing, and loads no built-in index', async ({
  page,
  health,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${origin}/developers/v3/overview`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`link[rel="preconnect"][href="https://${ALGOLIA.appId}-dsn.algolia.net"]`)).toHaveCount(1);
  expect(requests.filter((url) => ALGOLIA_HOSTS.test(url) || INDEX_REQUEST.test(url))).toEqual([]);
  expect(health.externalRequests).toEqual([]);
});

test('the modal queries Algolia with contextual facets and shows its answers', async ({page}) => {
  const standIn = await routeAlgoliaStandIn(page, {buildDir: BUILD_DIR, ...ALGOLIA, siteUrl: SITE_URL});
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await openSearch(page, `${origin}/developers/v3/overview`);
  await page.locator('.DocSearch-Input').fill('vault');
  await expect(page.locator('.DocSearch-Hit-title mark').first()).toBeVisible();
  expect(await page.locator('.DocSearch-Hits').count()).toBeGreaterThan(1);

  const last = standIn.requests.at(-1)!.body as {requests: Array<Record<string, unknown>>};
  expect(last.requests[0]).toMatchObject({
    query: 'vault',
    indexName: ALGOLIA.indexName,
    hitsPerPage: 10,
    optionalWords: 'vault',
    facetFilters: expect.arrayContaining([
      'language:en',
      expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-developers-current']),
    ]),
  });
  expect(fetched.some((url) => INDEX_REQUEST.test(url))).toBe(false);

  const href = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  expect(href).toMatch(/^\/[^/]/);
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  const count = Number((await seeAll.textContent())!.match(/See all (\d+) results/)![1]);
  await seeAll.click();
  await expect(page.getByText(`${count} documents found`)).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(20);
  await expect(page.getByText('Powered by')).toBeVisible();
  const helperRequest = standIn.requests.at(-1)!.body as {requests: Array<Record<string, unknown>>};
  expect(helperRequest.requests[0]).toMatchObject({query: 'vault', hitsPerPage: 20});
});

test('the error screen stays up while Algolia is unreachable', async ({page, health}) => {
  health.allow(
    /^Failed to load resource: .* \[https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//,
    'the Algolia stand-in is down on purpose',
  );
  // DocSearch shows its error screen, then rethrows the client's error, which ends up unhandled.
  health.allow(/^RetryError: Unreachable hosts/, 'DocSearch rethrows the unreachable-hosts error it has shown');
  const standIn = await routeAlgoliaStandIn(page, {buildDir: BUILD_DIR, ...ALGOLIA, siteUrl: SITE_URL});
  standIn.goDown();
  await openSearch(page, `${origin}/developers/v3/overview`);
  await page.locator('.DocSearch-Input').fill('vault');
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error).toContainText('Unable to fetch results');
  await page.waitForTimeout(1000);
  await expect(error).toBeVisible();
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
});
