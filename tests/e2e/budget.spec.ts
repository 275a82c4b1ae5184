/**
 * Byte budgets (config/budgets.ts, shared with `npm run bench`): the JS every
 * page shares, read from the build, and the JS and CSS a doc page fetches in
 * Chromium until the network is idle. Bytes only, never time: timings belong
 * to the bench, which repeats them on a quiet machine.
 */
import {type Budget, budgets, meetsBudget} from '../../config/budgets';
import {BUILD_DIR} from './support/builtSite';
import {expect, test} from './support/fixtures';
import {hydrated} from './support/hydration';
import {recordTransfers, totalBytes, uniqueTransfers} from './support/pageWeight';
import {sharedScripts} from './support/sharedScripts';

const DOC_PAGE = '/getting-started/guides/using-yearn-v3';

function expectWithin(what: string, bytes: number, budget: Budget, detail: string[]): void {
  expect.soft(meetsBudget(bytes, budget), `${what}: ${bytes} gzip bytes against a budget of ${budget.comparison} ${budget.limit}\n${detail.join('\n')}`).toBe(true);
}

test('the JS every page shares stays within its budget', () => {
  const scripts = sharedScripts(BUILD_DIR);
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  expectWithin('JS shared by every page', total, budgets.sharedJs, scripts.map((script) => `${script.src}: ${script.gzipBytes}`));
});

test('a doc page fetches no more JS and CSS than the budgets allow', async ({page, health}) => {
  const log = recordTransfers(page);
  await page.goto(DOC_PAGE, {waitUntil: 'networkidle'});
  const transfers = uniqueTransfers(await log.settled());
  const list = (kind: string) =>
    transfers.filter((transfer) => transfer.kind === kind).map((transfer) => `${transfer.url}: ${transfer.gzipBytes}${transfer.prefetch ? ' (prefetch)' : ''}`);
  expectWithin(`All JS ${DOC_PAGE} fetches until the network is idle`, totalBytes(transfers, 'js'), budgets.pageJs, list('js'));
  expectWithin(`First-load CSS of ${DOC_PAGE}`, totalBytes(transfers, 'css', {prefetch: false}), budgets.firstLoadCss, list('css'));
  expect(health.externalRequests).toEqual([]);
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
