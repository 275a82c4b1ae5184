/** Desktop and mobile layouts around the 996 px breakpoint. */
import {test, expect} from './support/fixtures';
import {hydrated} from './support/hydration';

const DOC = '/developers/v3/overview';

test('at 996 px the desktop layout shows the sidebar and no menu button', async ({page}) => {
  await page.setViewportSize({width: 996, height: 800});
  await page.goto(DOC);
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  await expect(page.locator('.navbar__toggle')).toBeHidden();
});

test('at 995 px the mobile layout hides the sidebar behind the menu button', async ({page}) => {
  await page.setViewportSize({width: 995, height: 800});
  await page.goto(DOC);
  await hydrated(page);
  await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
  const toggle = page.locator('.navbar__toggle');
  await expect(toggle).toBeVisible();
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('button', {name: /Back to main menu/})).toBeVisible();
  await sidebar.getByRole('button', {name: /Back to main menu/}).click();
  await expect(sidebar.getByRole('link', {name: 'Dev Docs', exact: true})).toBeVisible();
});

test('the mobile menu closes when the window grows to desktop width', async ({page}) => {
  await page.setViewportSize({width: 800, height: 800});
  await page.goto(DOC);
  await hydrated(page);
  await page.locator('.navbar__toggle').click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1280, height: 800});
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
});

test('sidebar categories start collapsed and collapse their siblings when one opens', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/contributing/introduction');
  await hydrated(page);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const operations = sidebar.locator('.menu__list-item', {has: page.locator('> div > .menu__link', {hasText: 'Operations'})});
  const documentation = sidebar.locator('.menu__list-item', {has: page.locator('> div > .menu__link', {hasText: 'Documentation'})});
  await expect(operations).toHaveClass(/menu__list-item--collapsed/);
  await operations.locator('> div > .menu__link').click();
  await expect(operations).not.toHaveClass(/menu__list-item--collapsed/);
  await documentation.locator('> div > .menu__link').click();
  await expect(documentation).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(operations).toHaveClass(/menu__list-item--collapsed/);
  await expect(page.locator('button[title="Collapse sidebar"]')).toHaveCount(0);
});

test('after navigation the view scrolls to the top, or to the hash target', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await page.goto('/getting-started/guides/how-apy-works');
  await page.mouse.wheel(0, 2_000);
  await page.locator('.navbar').getByRole('link', {name: 'Dev Docs', exact: true}).click();
  await expect(page).toHaveURL(/building-on-yearn$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const tocHref = await page.locator('.table-of-contents a').last().getAttribute('href');
  await page.goto(`/developers/building-on-yearn${tocHref}`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test.describe('loading linked pages ahead', () => {
  /** Scripts requested while the reader points at a link to another section, after the page has settled. */
  async function scriptsLoadedOnHover(page: import('@playwright/test').Page): Promise<string[]> {
    await page.goto('/getting-started/intro', {waitUntil: 'networkidle'});
    await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.locator('.navbar').getByRole('link', {name: 'DAO Docs', exact: true}).hover();
    await page.waitForTimeout(500);
    return scripts;
  }

  test('links in view fetch nothing until the reader points at one', async ({page}) => {
    await page.goto('/getting-started/intro');
    await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  });

  test('pointing at a link loads the code of its page on a normal connection', async ({page}) => {
    expect(await scriptsLoadedOnHover(page)).not.toEqual([]);
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data-saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`nothing is loaded ahead on ${name}`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value, configurable: true});
      }, connection);
      expect(await scriptsLoadedOnHover(page)).toEqual([]);
    });
  }
});
