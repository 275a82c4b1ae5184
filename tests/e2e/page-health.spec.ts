/**
 * The health fixture (support/fixtures.ts) itself: a test whose page throws
 * or logs an error it did not allow fails, whatever the test asserted. Each
 * failing case is marked `test.fail()`, so it passes only if the fixture
 * really failed it.
 */
import {expect, test} from './support/fixtures';
import {hydrated} from './support/hydration';

const PAGE = '/getting-started/intro';

async function openPage(page: import('@playwright/test').Page): Promise<void> {
  await page.goto(PAGE);
  await hydrated(page);
}

test('an uncaught page error fails the test', async ({page, health}) => {
  test.fail();
  await openPage(page);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('health fixture probe: uncaught');
    }),
  );
  await expect.poll(() => health.pageErrors).toEqual(['Error: health fixture probe: uncaught']);
});

test('an unhandled rejection fails the test', async ({page, health}) => {
  test.fail();
  await openPage(page);
  await page.evaluate(() => {
    void Promise.reject(new Error('health fixture probe: rejected'));
  });
  await expect.poll(() => health.pageErrors.length).toBe(1);
});

test('a console error fails the test', async ({page, health}) => {
  test.fail();
  await openPage(page);
  await page.evaluate(() => console.error('health fixture probe: logged'));
  await expect.poll(() => health.consoleErrors.length).toBe(1);
});

test('an error in a second page of the same context fails the test', async ({page, context, health}) => {
  test.fail();
  await openPage(page);
  const other = await context.newPage();
  await other.goto(PAGE);
  await other.evaluate(() => console.error('health fixture probe: other page'));
  await expect.poll(() => health.consoleErrors.length).toBe(1);
});

test('an allowed error passes, and only the one allowed', async ({page, health}) => {
  health.allow(/health fixture probe: expected/, 'this test logs it on purpose');
  await openPage(page);
  await page.evaluate(() => console.error('health fixture probe: expected'));
  await expect.poll(() => health.consoleErrors).toEqual([expect.stringContaining('health fixture probe: expected')]);
});

test('an allowance nothing matched fails the test, so the list cannot outlive its cause', async ({page, health}) => {
  test.fail();
  health.allow(/health fixture probe: never logged/, 'stale on purpose');
  await openPage(page);
});

test('a clean page passes', async ({page, health}) => {
  await openPage(page);
  expect(health.pageErrors).toEqual([]);
  expect(health.consoleErrors).toEqual([]);
});
