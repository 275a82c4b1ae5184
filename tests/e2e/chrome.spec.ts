/** Site chrome: navigation, colour mode, announcement bar, skip link, dropdowns. */
import {expect, failedLoadOf, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';

const GUIDE = '/getting-started/guides/how-apy-works';

test.describe('section roots', () => {
  const entries: Array<[string, string]> = [
    ['/getting-started', '/getting-started/intro'],
    ['/developers', '/developers/building-on-yearn'],
    ['/contributing', '/contributing/introduction'],
    ['/partners', '/partners/introduction'],
    ['/resources', '/resources'],
  ];
  for (const [root, entry] of entries) {
    test(`${root} opens its entry page`, async ({page}) => {
      await page.goto(root);
      await expect(page).toHaveURL(new RegExp(`${entry}$`));
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    });
  }
});

test('unknown paths answer 404 with the not-found page and links back', async ({page, health, baseURL}) => {
  health.allow(failedLoadOf(`${baseURL}/no/such/page`), 'the 404 this test asks for');
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  const main = page.locator('main');
  for (const label of ['User Docs', 'Dev Docs', 'DAO Docs', 'Resources', 'Partners']) {
    await expect(main.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
});

test('.html and /index.html aliases show the clean page', async ({page}) => {
  for (const alias of ['/developers/v3/overview.html', '/developers/v3/overview/index.html']) {
    await page.goto(alias);
    await expect(page).toHaveURL(/\/developers\/v3\/overview$/);
    await expect(page.locator('article h1')).toBeVisible();
  }
});

test('client-side navigation to an .html alias renders the page', async ({page}) => {
  await page.goto('/getting-started/intro');
  const heading = await page.locator('article h1').textContent();
  await page.goto('/developers/building-on-yearn');
  // Client-side navigation needs the app: a route change during hydration makes React discard the server HTML (error #418).
  await hydrated(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/getting-started/intro.html');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('article h1')).toHaveText(heading ?? '');
});

test('colour mode persists across reloads and syncs to another tab', async ({page, context}) => {
  await page.goto(GUIDE);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  // The switch cycles system → light → dark → system.
  const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i});
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-label', /light mode/i);
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const other = await context.newPage();
  await other.goto('/developers/building-on-yearn');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the operating-system preference picks the first colour mode', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto(GUIDE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test('switching the colour mode repaints at once, while a hovered link still fades in', async ({page}) => {
  await page.goto(`${GUIDE}?docusaurus-theme=light`);
  await hydrated(page);
  await page.evaluate(() => {
    const started: string[] = [];
    (window as unknown as {started: string[]}).started = started;
    document.addEventListener('transitionrun', (event) => {
      const target = event.target as Element;
      started.push(`${target.tagName.toLowerCase()}.${[...target.classList].join('.')} ${event.propertyName}`);
    });
  });
  const started = () => page.evaluate(() => (window as unknown as {started: string[]}).started.splice(0));
  await page
    .locator('.navbar')
    .getByRole('button', {name: /Switch between dark and light mode/})
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Give any fade a few frames to start: none may, except on the toggle under the pointer.
  await page.waitForTimeout(300);
  expect((await started()).filter((run) => !run.includes('toggleButton'))).toEqual([]);
  await page.locator('.table-of-contents__link').first().hover();
  await expect.poll(started).toContainEqual(expect.stringMatching(/^a\.table-of-contents__link.* color$/));
});
test('the Dev Docs version menu leads to the first page of its version and to the deprecated versions', async ({
  page,
}) => {
  await page.goto('/developers/v3/overview');
  const menu = page.locator('.navbar .dropdown').filter({hasText: 'Deprecated contract versions'});
  // The section's single version: its button opens the version's first page, as the navbar's Dev Docs link does.
  const firstPage = await page.locator('.navbar').getByRole('link', {name: 'Dev Docs'}).getAttribute('href');
  expect(firstPage).toBe('/developers/building-on-yearn');
  await expect(menu.locator('> a')).toHaveAttribute('href', firstPage!);
  await hydrated(page);
  await expect(menu.locator('> a')).toHaveAttribute('href', firstPage!);
  await menu.hover();
  await menu.getByRole('link', {name: 'Deprecated contract versions'}).click();
  await expect(page).toHaveURL(/\/developers\/smart-contracts\/deprecated$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('a dismissed announcement stays dismissed until its id changes', async ({page}) => {
  await page.goto(GUIDE);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  // The server-rendered Close button does nothing until React has hydrated it.
  await hydrated(page);
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await page.evaluate(() => {
    const idKey = Object.keys(window.localStorage).find((key) => key.startsWith('docusaurus.announcement.id'));
    window.localStorage.setItem(idKey ?? 'docusaurus.announcement.id', 'an-older-announcement');
  });
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto(GUIDE);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const nextFocusIsContent = await page.evaluate(() => {
    const focused = document.activeElement;
    return Boolean(focused?.closest('.main-wrapper') && !focused.closest('.navbar'));
  });
  expect(nextFocusIsContent).toBe(true);
});

test('the Community dropdown works from the keyboard', async ({page}) => {
  await page.goto(GUIDE);
  // A key pressed before hydration would follow the toggle's bare "#" link.
  await hydrated(page);
  const dropdown = page.locator('.navbar__item.dropdown').filter({hasText: 'Community'});
  await dropdown.locator('> .navbar__link').focus();
  await page.keyboard.press('Enter');
  await expect(dropdown).toHaveClass(/dropdown--show/);
  // The menu fades in; until its first frame it is still hidden, and Tab would pass it by.
  await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dropdown.getByRole('link', {name: 'Discord'})).toBeFocused();
  for (const label of ['X (Twitter)', 'Telegram', 'Medium', 'Governance Forum', 'Snapshot Voting']) {
    await expect(dropdown.getByRole('link', {name: label})).toHaveAttribute('href', /^https:\/\//);
  }
});

test('the language dropdown keeps path, query and hash', async ({page}) => {
  await page.goto('/developers/v3/overview?ref=test#top');
  const english = page.locator('.navbar__items--right .dropdown__menu a', {hasText: 'English'});
  await expect(english).toHaveAttribute('href', '/developers/v3/overview?ref=test#top');
});

test('navbar links lead to each audience track', async ({page}) => {
  await page.goto('/');
  for (const [label, url] of [
    ['User Docs', '/getting-started/intro'],
    ['Dev Docs', '/developers/building-on-yearn'],
    ['DAO Docs', '/contributing/introduction'],
  ]) {
    await page.locator('.navbar').getByRole('link', {name: label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.locator('.navbar').getByRole('link', {name: label, exact: true})).toHaveClass(
      /navbar__link--active/,
    );
  }
});

test('doc pages show a table of contents of h2 and h3 headings with anchors', async ({page}) => {
  await page.goto(GUIDE);
  const tocLinks = page.locator('.table-of-contents a');
  expect(await tocLinks.count()).toBeGreaterThan(1);
  const href = await tocLinks.first().getAttribute('href');
  expect(href).toMatch(/^#/);
  await expect(page.locator(`article ${href}`)).toHaveCount(1);
  await expect(page.locator('article h2 .hash-link').first()).toHaveAttribute('href', /^#/);
});

test('last-update time shows outside the user docs only', async ({page}) => {
  await page.goto('/developers/v3/overview');
  await expect(page.locator('.theme-last-updated')).toBeVisible();
  await page.goto(GUIDE);
  await expect(page.locator('.theme-last-updated')).toHaveCount(0);
});

test('the home page offers the three audience cards and the other sections', async ({page}) => {
  await page.goto('/');
  const main = page.locator('main');
  for (const [name, url] of [
    ['User Docs', '/getting-started/intro'],
    ['Dev Docs', '/developers/building-on-yearn'],
    ['DAO Docs', '/contributing/introduction'],
    ['Resources', '/resources'],
    ['Partners', '/partners/introduction'],
  ] as const) {
    await expect(main.getByRole('link', {name: new RegExp(name)}).first()).toHaveAttribute('href', url);
  }
});

test('site metadata describes the page for search engines and social cards', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Yearn Docs/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/social-card\.jpg$/);
  const card = await page.request.get(
    new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '').pathname,
  );
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toMatch(/^image\/jpeg/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
});

test('the tab icon comes with the page: the logo, drawn from a data URL', async ({page}) => {
  await page.goto('/');
  const icon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  const drawn = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, icon);
  expect(drawn).toEqual([64, 64]);
});

test('no branch badge in a production build', async ({page}) => {
  // Neither in the server HTML nor once React has rendered the page in the browser (the badge is a client of the site config).
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/id="?__docusaurus"?>/);
  expect(html).not.toMatch(/data-testid="?branch-badge/);
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('#__docusaurus .navbar')).toBeVisible();
  await expect(page.getByTestId('branch-badge')).toHaveCount(0);
});
