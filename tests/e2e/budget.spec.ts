/**
 * Every byte budget in config/budgets.ts (shared with `npm run bench`): the JS
 * every page shares, read from the build; the JS and CSS a doc page fetches in
 * Chromium until the network is idle; the JS search adds to the first load of
 * a page that never opens it and the bytes of the first query, measured by
 * the bench's own helpers; and the size of the static output. Every load
 * is counted from what the page transferred until it has hydrated and its
 * network has been quiet (loadSettled). Bytes only,
 * never time: timings belong to the bench, which repeats them on a quiet
 * machine.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {type Budget, budgets, MB, meetsBudget} from '@site/config/budgets';
import {BUILD_DIR} from '@site/harness/site/builtSite';
import {ensureNoSearchBarBuild, NO_SEARCH_BAR_BUILD_DIR} from '@site/harness/site/noSearchBarBuild';
import {
  loadSettled,
  recordTransfers,
  type Transfer,
  type TransferKind,
  totalBytes,
  uniqueTransfers,
} from '@site/harness/site/pageWeight';
import {sharedScripts} from '@site/harness/site/sharedScripts';
import {COMPILE_HINT} from '@site/plugins/internals/compile-hints';
import {directorySize} from '@site/scripts/bench/directorySize';
import {OUTPUT_PARTS} from '@site/scripts/bench/measureBuilds';
import {measureSearchFirstLoad} from '@site/scripts/bench/searchFirstLoad';
import {measureFirstQueryBytes} from '@site/scripts/bench/searchTiming';
import {createStaticServer} from '@site/scripts/lib/staticServer';
import {test as chainTest} from '@site/tests/e2e/support/anvilNode';
import {expect, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {listenOnLoopback} from '@site/tests/e2e/support/loopbackServer';

const DOC_PAGE = '/getting-started/guides/using-yearn-v3';
/** Its diagram sits in the first screen: a picture, drawn at build time, not Mermaid in the browser. */
const DIAGRAM_PAGE = '/developers/wallet-integration';
/** Its first code block sits near the top. */
const CODE_PAGE = '/developers/security/testing';

function expectWithin(what: string, bytes: number, budget: Budget, detail: string[], unit = 'gzip bytes'): void {
  expect
    .soft(
      meetsBudget(bytes, budget),
      `${what}: ${bytes} ${unit} against a budget of ${budget.comparison} ${budget.limit}\n${detail.join('\n')}`,
    )
    .toBe(true);
}

/** One line per file of a kind, for a failure message. */
function filesOf(transfers: readonly Transfer[], kind: TransferKind): string[] {
  return transfers
    .filter((transfer) => transfer.kind === kind)
    .map((transfer) => `${transfer.url}: ${transfer.gzipBytes}${transfer.prefetch ? ' (prefetch)' : ''}`);
}

let sharedScriptPaths: string[] | undefined;

/** All the JS a page fetched until the network was idle, against the page budget. */
function expectPageJsWithin(pagePath: string, transfers: readonly Transfer[]): void {
  // A measurement that missed the app's own scripts (taken before they were requested) would pass any budget.
  sharedScriptPaths ??= sharedScripts(BUILD_DIR).map((script) => script.src);
  const fetched = new Set(transfers.map((transfer) => transfer.url));
  expect(
    sharedScriptPaths.filter((src) => !fetched.has(src)),
    `${pagePath}: scripts every page loads, missing from the measurement`,
  ).toEqual([]);
  expectWithin(
    `All JS ${pagePath} fetches until the network is idle`,
    totalBytes(transfers, 'js'),
    budgets.pageJs,
    filesOf(transfers, 'js'),
  );
}

function expectFirstLoadCssWithin(pagePath: string, transfers: readonly Transfer[]): void {
  expectWithin(
    `First-load CSS of ${pagePath}`,
    totalBytes(transfers, 'css', {prefetch: false}),
    budgets.firstLoadCss,
    filesOf(transfers, 'css'),
  );
}

test('the JS every page shares stays within its budget', () => {
  const scripts = sharedScripts(BUILD_DIR);
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  expectWithin(
    'JS shared by every page',
    total,
    budgets.sharedJs,
    scripts.map((script) => `${script.src}: ${script.gzipBytes}`),
  );
});

test('a doc page fetches no more JS and CSS than the budgets allow', async ({page, health}) => {
  const log = recordTransfers(page);
  await loadSettled(page, DOC_PAGE, log);
  const transfers = uniqueTransfers(await log.settled());
  expectPageJsWithin(DOC_PAGE, transfers);
  expectFirstLoadCssWithin(DOC_PAGE, transfers);
  expect(health.externalRequests).toEqual([]);
});

test('a page with a diagram in its first screen shows the picture and stays within the JS budget', async ({page}) => {
  const log = recordTransfers(page);
  await loadSettled(page, DIAGRAM_PAGE, log);
  const picture = page.locator('figure.diagram img').first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expectPageJsWithin(DIAGRAM_PAGE, uniqueTransfers(await log.settled()));
});

test('a code block turned live costs the page no highlighter: it shows the lines the server highlighted', async ({
  page,
}) => {
  const log = recordTransfers(page);
  await loadSettled(page, CODE_PAGE, log);
  const block = page.locator('.theme-code-block').first();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  await expect(block.locator('.token').first()).toBeVisible();
  expectPageJsWithin(CODE_PAGE, uniqueTransfers(await log.settled()));
});

chainTest.describe('pages that read the chain', () => {
  for (const {path: pagePath, ready} of [
    {path: '/developers/addresses', ready: '[data-verification-summary="done"]'},
    {path: '/developers/addresses/v3-contracts', ready: '[data-verification-summary="done"]'},
    {path: '/contributing/governance/veyfi-calculator', ready: 'text=/at block \\d/'},
    // Its live values have read (or given up) once none shows the page's own value any more.
    {path: '/contributing/governance/styfi', ready: '[data-live-value]:not([data-live-state="static"])'},
  ]) {
    chainTest(
      `${pagePath} fetches no more JS and CSS than a doc page may, its chain reads included`,
      async ({page, anvil}) => {
        expect(anvil.url).toBeTruthy();
        const log = recordTransfers(page);
        await loadSettled(page, pagePath, log);
        await expect(page.locator(ready).first()).toBeVisible();
        const transfers = uniqueTransfers(await log.settled());
        expectPageJsWithin(pagePath, transfers);
        expectFirstLoadCssWithin(pagePath, transfers);
      },
    );
  }
});

test('the static output stays within its size budget', () => {
  // As the bench weighs its build, which has no test-only fixture pages.
  const served = (file: string) => !file.startsWith(`__e2e__${path.sep}`);
  const bytes = directorySize(BUILD_DIR, served);
  const parts = OUTPUT_PARTS.map(
    ({label, include}) =>
      `${label}: ${(directorySize(BUILD_DIR, (file) => served(file) && include(file)) / MB).toFixed(1)} MB`,
  );
  expectWithin(`Static output under ${BUILD_DIR}`, bytes, budgets.staticOutputBytes, parts, 'bytes (file sizes)');
});

test.describe('search', () => {
  test('the first query downloads no more than its budget: modal code, engine and index files', async ({
    browser,
    baseURL,
  }) => {
    const bytes = await measureFirstQueryBytes(browser, baseURL!);
    expect(bytes, 'the first query downloaded nothing: was search measured at all?').toBeGreaterThan(0);
    expectWithin(
      'Bytes of the first query (Ctrl+K on a cold page, a word typed, until its results show)',
      bytes,
      budgets.searchFirstQueryBytes,
      [],
    );
  });

  test.describe('against the same build without the search bar', () => {
    let withoutSearchBar: {origin: string; close: () => Promise<void>};

    test.beforeAll(async () => {
      test.setTimeout(15 * 60_000);
      ensureNoSearchBarBuild();
      const server = createStaticServer(NO_SEARCH_BAR_BUILD_DIR);
      withoutSearchBar = {
        origin: await listenOnLoopback(server),
        close: () => new Promise((resolve) => server.close(() => resolve())),
      };
    });

    test.afterAll(async () => {
      await withoutSearchBar?.close();
    });

    test('search adds no more first-load JS than its budget to a page that never opens it, and no DocSearch code', async ({
      browser,
      baseURL,
    }) => {
      const firstLoad = await measureSearchFirstLoad(
        browser,
        {origin: baseURL!, dir: BUILD_DIR},
        {origin: withoutSearchBar.origin, dir: NO_SEARCH_BAR_BUILD_DIR},
      );
      expect(
        firstLoad.jsBytes,
        'the search bar added no JS at all: is the no-search-bar build really without it, and this one with it?',
      ).toBeGreaterThan(0);
      expectWithin('First-load JS added by the search bar', firstLoad.jsBytes, budgets.searchFirstLoadJs, []);
      expect(firstLoad.docSearchJsBytes, 'DocSearch library code in the first load').toBe(0);
    });
  });
});

test('the page paints before its app scripts are requested, and still hydrates', async ({page}) => {
  const appScriptPaths = sharedScripts(BUILD_DIR).map((script) => script.src);
  await page.goto(DOC_PAGE);
  await hydrated(page);
  const order = await page.evaluate((paths) => {
    const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const appScripts = performance
      .getEntriesByType('resource')
      .filter((entry) => paths.includes(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return {firstContentfulPaint, appScripts};
  }, appScriptPaths);
  expect(order.appScripts).toHaveLength(2);
  for (const requested of order.appScripts) expect(requested).toBeGreaterThanOrEqual(order.firstContentfulPaint);
});

test('the scripts every page runs at load ask Chromium to compile them while they stream in', () => {
  // Otherwise V8 compiles each function on the main thread the first time it runs, while the page hydrates.
  const scripts = sharedScripts(BUILD_DIR);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const firstLine = readFileSync(path.join(BUILD_DIR, script.src), 'utf8').split('\n', 1)[0];
    expect(firstLine === COMPILE_HINT, `${script.src} starts with ${firstLine?.slice(0, 60)}`).toBe(true);
  }
});
