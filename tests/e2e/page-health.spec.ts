/**
 * The health fixture (support/fixtures.ts) itself: a test whose page throws
 * or logs an error it did not allow fails, whatever the test asserted. Each
 * failing case names the exact message the fixture must fail it with
 * (`expectedHealthFailure`): the case passes only if the fixture failed it
 * with that message, and fails if the test passed or failed for any other
 * reason (a timeout, a wrong or extra problem). The verdict's rules are
 * unit-tested in tests/unit/tests/e2e/support/health.test.ts.
 */
import {expect, type Page, test} from '@site/tests/e2e/support/fixtures';
import {UNHEALTHY} from '@site/tests/e2e/support/health';
import {hydrated} from '@site/tests/e2e/support/hydration';

const PAGE = '/getting-started/intro';

async function openPage(page: Page): Promise<void> {
  await page.goto(PAGE);
  await hydrated(page);
}

const failsWith = (...problems: string[]) => ({expectedHealthFailure: [UNHEALTHY, ...problems].join('\n')});

test.describe(() => {
  test.use(failsWith('page error: Error: health fixture probe: uncaught'));
  test('an uncaught page error fails the test', async ({page, health}) => {
    await openPage(page);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('health fixture probe: uncaught');
      }),
    );
    await expect.poll(() => health.pageErrors).toEqual(['Error: health fixture probe: uncaught']);
  });
});

test.describe(() => {
  test.use(failsWith('page error: Error: health fixture probe: rejected'));
  test('an unhandled rejection fails the test', async ({page, health}) => {
    await openPage(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('health fixture probe: rejected'));
    });
    await expect.poll(() => health.pageErrors.length).toBe(1);
  });
});

test.describe(() => {
  test.use(failsWith('console error: health fixture probe: logged'));
  test('a console error fails the test', async ({page, health}) => {
    await openPage(page);
    await page.evaluate(() => console.error('health fixture probe: logged'));
    await expect.poll(() => health.consoleErrors.length).toBe(1);
  });
});

test.describe(() => {
  test.use(failsWith('console error: health fixture probe: other page'));
  test('an error in a second page of the same context fails the test', async ({page, context, health}) => {
    await openPage(page);
    const other = await context.newPage();
    await other.goto(PAGE);
    await other.evaluate(() => console.error('health fixture probe: other page'));
    await expect.poll(() => health.consoleErrors.length).toBe(1);
  });
});

test('an allowed error passes, and only the one allowed', async ({page, health}) => {
  health.allow(/health fixture probe: expected/, 'this test logs it on purpose');
  await openPage(page);
  await page.evaluate(() => console.error('health fixture probe: expected'));
  await expect.poll(() => health.consoleErrors).toEqual([expect.stringContaining('health fixture probe: expected')]);
});

test.describe(() => {
  test.use(failsWith('allowed error never seen: /health fixture probe: never logged/ (stale on purpose)'));
  test('an allowance nothing matched fails the test, so the list cannot outlive its cause', async ({page, health}) => {
    health.allow(/health fixture probe: never logged/, 'stale on purpose');
    await openPage(page);
  });
});

test('a clean page passes', async ({page, health}) => {
  await openPage(page);
  expect(health.pageErrors).toEqual([]);
  expect(health.consoleErrors).toEqual([]);
});
