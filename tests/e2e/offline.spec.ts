/**
 * Offline reading through the service worker (plugin-pwa): visited pages and
 * searched words keep working offline, other pages show the offline page,
 * "Save the docs for offline reading" makes every page work, a new deploy is
 * announced, and nothing from an RPC node or another origin is ever cached.
 * The other specs block service workers; these turn them on.
 */
import {createHash} from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {anvilOrigin} from '@site/harness/site/chainEndpoint';
import {expect, type Page, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {INDEX_REQUEST, openSearch} from '@site/tests/e2e/support/search';
import {waitForWorkerControl} from '@site/tests/e2e/support/serviceWorker';

test.use({serviceWorkers: 'allow'});

const FIRST = '/developers/v3/overview';
const SECOND = '/getting-started/intro';
const NEVER_VISITED = '/partners/introduction';
const REACHED_IN_APP = '/contributing/introduction';

async function searchFor(page: Page, query: string): Promise<void> {
  await openSearch(page);
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
}

/** URLs of the search index files the page has kept for offline search (it writes them once searching pauses). */
function keptSearchFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await (await caches.open('yearn-docs-search')).keys()).map((request) => request.url),
  );
}

/** Every cached request URL, across all caches (the precache and the runtime caches). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

test('the site is installable: a valid web manifest with icons, and a service worker', async ({page}) => {
  await page.goto('/');
  await waitForWorkerControl(page);
  // The page links its manifest once it has painted, not in its HTML.
  expect(await (await page.request.get('/')).text()).not.toMatch(/<link[^>]*rel="?manifest/);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data!)).toMatchObject({name: 'Yearn Docs', display: 'standalone'});
  const {installabilityErrors} = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, where Chrome never offers to install; nothing else may stand in the way.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the service worker precaches each math font as the site serves it, so formulas draw offline', async ({
  request,
}) => {
  const worker = await (await request.get('/sw.js')).text();
  const precached = new Map(
    [...worker.matchAll(/\{"revision":"([0-9a-f]+)","url":"([^"]+)"\}/g)].map(([, revision, url]) => [url, revision]),
  );
  const stylesheet = await (await request.get('/katex/katex.min.css')).text();
  const fonts = [...new Set([...stylesheet.matchAll(/url\(["']?(fonts\/[\w-]+\.woff2)/g)].map((match) => match[1]!))];
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    const body = await (await request.get(`/katex/${font}`)).body();
    // Workbox's revision is the MD5 of the file it globbed: a different hash means it saw another file.
    expect(precached.get(`katex/${font}`), font).toBe(createHash('md5').update(body).digest('hex'));
  }
});

/** What a page logs while the network is off on purpose: the requests the worker cannot answer. */
const OFFLINE_FAILURES =
  /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|search-index\.[^/]+\/|\/diagrams\/[0-9a-f]+\.svg|\/favicon\.ico|\(Offline\)|\/partners\/introduction/;

test('visited pages, their Markdown twins and searched words work offline; other pages say so', async ({
  page,
  context,
  health,
}) => {
  // A walk through eight loads, two searches and an axe run: a budget of its own, not the default per-test 30 s.
  test.setTimeout(90_000);
  health.allow(
    OFFLINE_FAILURES,
    'offline on purpose: unsaved pages answer 503, pictures and index files never fetched fail, a twin has no favicon link',
  );
  await page.goto('/');
  await waitForWorkerControl(page);
  // Each page is read to the end of its loading, as a reader would.
  for (const path of [FIRST, `${FIRST}.md`, SECOND]) await page.goto(path, {waitUntil: 'networkidle'});
  const searchFiles: Array<{url: string; viaWorker: boolean}> = [];
  page.on('response', (response) => {
    if (INDEX_REQUEST.test(response.url()))
      searchFiles.push({url: response.url(), viaWorker: response.fromServiceWorker()});
  });
  await searchFor(page, 'vault');
  // The worker stays out of search requests; the page keeps the files itself.
  expect(searchFiles.length).toBeGreaterThan(0);
  expect(searchFiles.filter((file) => file.viaWorker)).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await keptSearchFiles(page)).some((url) => url.endsWith('/manifest.json'))).toBe(true);
  // Each file is kept in a write of its own: going offline after the first one lands could lose the rest.
  await expect
    .poll(async () => {
      const kept = new Set(await keptSearchFiles(page));
      return searchFiles.map((file) => file.url).filter((url) => !kept.has(url));
    })
    .toEqual([]);
  // A page reached by in-app navigation loads no HTML; the worker is asked to keep it.
  await page.locator('.navbar').getByRole('link', {name: 'DAO Docs', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${REACHED_IN_APP}$`));
  // Polled from here: waitForFunction takes the promise an async predicate returns as truthy at once.
  await expect.poll(() => page.evaluate(async (path) => !!(await caches.match(path)), REACHED_IN_APP)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('article h1')).toBeVisible();
  await hydrated(page);
  await page.goto(FIRST);
  await expect(page.locator('article h1')).toBeVisible();
  await searchFor(page, 'vault');
  await page.goto(REACHED_IN_APP);
  await expect(page.locator('article h1')).toBeVisible();

  const twin = await page.goto(`${FIRST}.md`);
  expect(await twin!.text()).toMatch(/^# \S/);

  const offline = await page.goto(NEVER_VISITED);
  expect(offline!.status()).toBe(503);
  await expect(page.getByRole('heading', {level: 1, name: 'You are offline'})).toBeVisible();
  await expect(page.getByText('Pages you have already read still open')).toBeVisible();
  expect((await new AxeBuilder({page}).analyze()).violations).toEqual([]);
  await page.getByRole('link', {name: 'Go to the home page'}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.home')).toBeVisible();
});

/** The diagrams of the page's article, in the order they appear. */
const diagrams = (page: Page) => page.locator('article img[src*="/diagrams/"]');

/** Whether every diagram of the page is in the worker's caches: a reader does not go offline in the same instant. */
function diagramsKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const urls = Array.from(
      document.querySelectorAll<HTMLImageElement>('article img[src*="/diagrams/"]'),
      (img) => img.src,
    );
    const kept = await Promise.all(urls.map((url) => caches.match(url, {ignoreVary: true})));
    return urls.length > 0 && kept.every(Boolean);
  });
}

test('search opens offline on a visited page where it was never used, and says the index cannot load', async ({
  page,
  context,
  health,
}) => {
  health.allow(
    /search-index\.[^/]+\/|Failed to fetch|Unable to fetch search results/,
    'the search index cannot load: the error screen is what is tested',
  );
  await page.goto(FIRST);
  await waitForWorkerControl(page);
  await expect.poll(() => page.evaluate(async (path) => !!(await caches.match(path)), FIRST)).toBe(true);
  await expect.poll(() => diagramsKept(page)).toBe(true);
  // The worker keeps the search UI's code with the shell when it installs
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const {files} = (await (await fetch('/search-ui.json')).json()) as {files: string[]};
        const cache = await caches.open('yearn-docs-assets');
        const kept = await Promise.all(files.map((file) => cache.match(`/${file}`, {ignoreVary: true})));
        return files.length >= 3 && kept.every(Boolean);
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('article h1')).toBeVisible();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill('vault');
  // The index was never fetched: the error screen says so, and stays
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error).toContainText('Unable to fetch results');
  await expect(error).toContainText('You might want to check your network connection.');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // The search button opens it as well
  await page.locator('.navbar .DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test("a visited page's diagrams show offline, though the reader never scrolled down to them", async ({
  page,
  context,
}) => {
  // The page that installs the worker, and a page opened under its control: below the fold, their
  // diagrams (lazy images) are never loaded online.
  const pages = [FIRST, '/getting-started/products/yvaults/yvusd'];
  for (const path of pages) {
    await page.goto(path);
    await waitForWorkerControl(page);
    await expect(diagrams(page).last()).toHaveJSProperty('complete', false);
    await expect.poll(() => diagramsKept(page)).toBe(true);
  }

  await context.setOffline(true);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('article h1')).toBeVisible();
    const count = await diagrams(page).count();
    for (let i = 0; i < count; i++) {
      const diagram = diagrams(page).nth(i);
      await diagram.scrollIntoViewIfNeeded();
      await expect
        .poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  }
});

test('after "Save the docs for offline reading", a page never opened works offline, search included', async ({
  page,
  context,
  health,
}) => {
  health.allow(
    OFFLINE_FAILURES,
    'offline on purpose: index files the page asks the network for first fail before the saved copy answers',
  );
  test.setTimeout(300_000);
  await page.goto(SECOND);
  await waitForWorkerControl(page);
  const toggle = page.getByRole('checkbox', {name: 'Save the docs for offline reading'});
  // The switch loads as the footer nears the viewport, as a reader scrolls to it.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  const status = page.locator('footer').getByRole('status');
  await expect(status).toHaveText('Saving the docs for offline reading…');
  await expect(page.locator('footer progress')).toBeVisible();
  await expect(status).toHaveText(/^Done: all \d+ pages and search are saved on this device and work offline\.$/, {
    timeout: 240_000,
  });
  expect((await new AxeBuilder({page}).include('footer').analyze()).violations).toEqual([]);

  const stored = await page.evaluate(async () => {
    let bytes = 0;
    let files = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        bytes += (await (await cache.match(request))!.blob()).size;
        files += 1;
      }
    }
    return {bytes, files};
  });
  // The size of everything saved, in the JSON report.
  test.info().annotations.push({
    type: 'offline cache after opt-in',
    description: `${stored.files} files, ${stored.bytes} bytes`,
  });

  await context.setOffline(true);
  await page.goto(NEVER_VISITED);
  await expect(page.locator('article h1')).toBeVisible();
  await hydrated(page);
  await searchFor(page, 'keeper');
  await expect(page.getByRole('checkbox', {name: 'Save the docs for offline reading'})).toBeChecked();
  await expect(page.locator('footer').getByRole('status')).toHaveText(
    'The docs are saved on this device and work offline.',
  );
});

test('a new deploy is announced with "Reload to update", which switches to it', async ({page, context}) => {
  // The first worker script differs from the one on the server by a comment, as a previous deploy would.
  // The route stays and lets later fetches through: removing it while the page loads left a request it
  // had paused hanging (1 run in 8), and the old worker, waiting on it, never let the new one take over.
  const isWorkerScript = (url: URL) => url.pathname === '/sw.js';
  let previousDeployServed = false;
  await context.route(isWorkerScript, async (route) => {
    if (previousDeployServed) return route.continue();
    previousDeployServed = true;
    const response = await route.fetch();
    await route.fulfill({response, body: `${await response.text()}\n// the previous deploy\n`});
  });
  await page.goto('/');
  await waitForWorkerControl(page);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  const prompt = page.getByRole('alert').filter({hasText: 'A new version of the docs is available.'});
  await expect(prompt).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', {name: 'Reload to update'}).click();
  await reloaded;
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
});

test.describe('what is never cached', () => {
  test.use({chain: true});

  test('JSON-RPC POSTs and responses from other origins stay out of every cache', async ({page, context, health}) => {
    health.allow(
      /127\.0\.0\.1:\d+\/rpc\b/,
      'a POST to the site itself, sent only to show the worker never caches it, answers 405',
    );
    await context.route(`${anvilOrigin}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type'},
        body: JSON.stringify({jsonrpc: '2.0', id: 1, result: '0x1'}),
      }),
    );
    await page.goto('/');
    await waitForWorkerControl(page);
    await page.goto(SECOND);

    const answers = await page.evaluate(async (rpc) => {
      const call = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: []});
      const post = (url: string) =>
        fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: call});
      return [
        (await (await post(`${rpc}/`)).json()).result,
        (await (await fetch(`${rpc}/vaults.json`)).json()).result,
        (await post('/rpc')).status > 0,
      ];
    }, anvilOrigin);
    expect(answers).toEqual(['0x1', '0x1', true]);

    const urls = await cachedUrls(page);
    const origin = new URL(page.url()).origin;
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(urls.filter((url) => /\/rpc$|vaults\.json/.test(url))).toEqual([]);
  });
});
