/**
 * Desktop and mobile layouts around the spec's 996 px breakpoint, read as
 * Docusaurus reads it: up to 996 px wide is mobile, desktop from 997 px, in
 * Infima's media queries and the theme's window-size hook alike.
 */
import {expect, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';

const DOC = '/developers/v3/overview';
/** The widest mobile viewport; one pixel wider is desktop. */
const BREAKPOINT = 996;
const DESKTOP = BREAKPOINT + 1;

test(`at ${DESKTOP} px the desktop layout shows the sidebar and no menu button`, async ({page}) => {
  await page.setViewportSize({width: DESKTOP, height: 800});
  await page.goto(DOC);
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  await expect(page.locator('.navbar__toggle')).toBeHidden();
});

test(`at ${BREAKPOINT} px the mobile layout hides the sidebar behind the menu button`, async ({page}) => {
  await page.setViewportSize({width: BREAKPOINT, height: 800});
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

test.describe(`one ${BREAKPOINT} px rule in CSS and JS after hydration`, () => {
  // The theme's JS renders the desktop table of contents only while useWindowSize says "desktop" (or "ssr");
  // the CSS shows the mobile one below the breakpoint. Both must switch at the same width.
  const desktopToc = '.theme-doc-toc-desktop';
  const mobileToc = '.theme-doc-toc-mobile';

  async function expectDesktop(page: import('@playwright/test').Page) {
    await expect(page.locator(desktopToc)).toBeVisible();
    await expect(page.locator(mobileToc)).toBeHidden();
    await expect(page.locator('.navbar__toggle')).toBeHidden();
  }

  async function expectMobile(page: import('@playwright/test').Page) {
    // Removed by the JS once the hook has left "ssr" for "mobile".
    await expect(page.locator(desktopToc)).toHaveCount(0);
    await expect(page.locator(mobileToc)).toBeVisible();
    await expect(page.locator('.navbar__toggle')).toBeVisible();
  }

  for (const width of [DESKTOP, DESKTOP + 1]) {
    test(`at ${width} px the hydrated page keeps the desktop layout, and turns mobile at ${BREAKPOINT} px`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(DOC);
      await hydrated(page);
      await expectDesktop(page);
      await page.setViewportSize({width: BREAKPOINT, height: 800});
      await expectMobile(page);
      await page.setViewportSize({width, height: 800});
      await expectDesktop(page);
    });
  }

  test(`at ${BREAKPOINT} px the hydrated page has the mobile layout, and turns desktop at ${DESKTOP} px`, async ({
    page,
  }) => {
    await page.setViewportSize({width: BREAKPOINT, height: 800});
    await page.goto(DOC);
    await hydrated(page);
    await expectMobile(page);
    await page.setViewportSize({width: DESKTOP, height: 800});
    await expectDesktop(page);
  });
});

test('the closed mobile menu draws none of its contents, shows them when open and while it slides shut', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(DOC);
  await hydrated(page);
  const drawer = page.locator('.navbar-sidebar');
  const contentVisibility = () => drawer.evaluate((element) => getComputedStyle(element).contentVisibility);
  // Built on a narrow screen, but skipped by style and layout until the reader opens it.
  await expect(drawer.locator('.menu__link').first()).toBeAttached();
  expect(await contentVisibility()).toBe('hidden');
  await page.locator('.navbar__toggle').click();
  await expect(drawer.getByRole('link', {name: 'yVaults v3'})).toBeVisible();
  expect(await contentVisibility()).toBe('visible');
  // A slow slide, so the check below cannot race it: mid-slide the links are still drawn.
  await drawer.evaluate((element) => {
    (element as HTMLElement).style.transitionDuration = '4s';
  });
  await drawer.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  expect(await contentVisibility()).toBe('visible');
  // Once it is away they are skipped again.
  await expect.poll(contentVisibility, {timeout: 10_000}).toBe('hidden');
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
  const operations = sidebar.locator('.menu__list-item', {
    has: page.locator('> div > .menu__link', {hasText: 'Operations'}),
  });
  const documentation = sidebar.locator('.menu__list-item', {
    has: page.locator('> div > .menu__link', {hasText: 'Documentation'}),
  });
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
  /**
   * Scripts requested while the reader points at a link to another section, after the page has
   * settled. A link starts loading its page's code in the pointer's own event (Docusaurus's Link
   * preloads on mouseenter, and webpack adds the script tags there and then), so a request the
   * page sends after the hover is a barrier: every script the hover asked for was requested
   * before it. The positive test below shows the barrier catches them.
   */
  async function scriptsLoadedOnHover(page: import('@playwright/test').Page): Promise<string[]> {
    await page.goto('/getting-started/intro', {waitUntil: 'networkidle'});
    await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
    await hydrated(page);
    const requests: import('@playwright/test').Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.locator('.navbar').getByRole('link', {name: 'DAO Docs', exact: true}).hover();
    const barrier = `/img/logo.svg?after-hover=${Date.now()}`;
    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith(barrier)),
      page.evaluate((url) => fetch(url).then(() => undefined), barrier),
    ]);
    const beforeBarrier = requests.slice(
      0,
      requests.findIndex((request) => request.url().endsWith(barrier)),
    );
    return beforeBarrier.filter((request) => request.resourceType() === 'script').map((request) => request.url());
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
