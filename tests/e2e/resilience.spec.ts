/** What a reader sees when things go wrong: crashes, slow or failing chunks, a misconfigured deploy. */
import {darkCodeTheme, lightCodeTheme} from '@site/config/prismThemes';
import {createStaticServer} from '@site/scripts/lib/staticServer';
import {expect, failedLoadOf, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {listenOnLoopback} from '@site/tests/e2e/support/loopbackServer';
import type {PrismTheme} from 'prism-react-renderer';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

test('a page that crashes shows the crash screen, its cause chain and a working "Try again"', async ({
  page,
  health,
}) => {
  health.allow(/Fixture render failure/, 'the fixture page throws on purpose');
  await page.goto('/__e2e__/crash');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page).toHaveTitle(/Page Error/);
  await expect(page.getByText('Fixture render failure')).toBeVisible();
  await expect(page.getByText('Fixture root cause')).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('The fixture rendered after a retry.')).toBeVisible();
});

test('a slow navigation shows the progress bar', async ({page}) => {
  await page.goto('/getting-started/intro');
  await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  await page.locator('.navbar').getByRole('link', {name: 'DAO Docs', exact: true}).click();
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 1_400});
  await expect(page).toHaveURL(/\/contributing\/introduction$/);
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
});

test('a page chunk that fails to load shows the error and a Retry that recovers', async ({page, health, baseURL}) => {
  health.allow(/^ChunkLoadError: Loading chunk \d+ failed\./, 'the page chunks are refused on purpose');
  health.allow(failedLoadOf(`${baseURL}/assets/js/`), 'the page chunks are refused on purpose');
  let failing = true;
  await page.route('**/assets/js/**', (route) => {
    const url = route.request().url();
    if (failing && !/\/(runtime~main|main)\.[^/]*\.js$/.test(url)) return route.abort('failed');
    return route.fallback();
  });
  await page.goto('/developers/security');
  const notice = page.getByRole('alert').filter({hasText: 'could not finish loading'});
  await expect(notice).toBeVisible();
  await expect(page.locator('article h1')).toBeVisible();
  failing = false;
  await notice.getByRole('button', {name: 'Retry'}).click();
  await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
  await expect(page.getByRole('alert').filter({hasText: 'could not finish loading'})).toHaveCount(0);
});

test('a site served away from its base URL shows the misconfiguration banner', async ({page, health}) => {
  const server = createStaticServer(BUILD_DIR, {mountPath: '/docs'});
  const origin = await listenOnLoopback(server);
  try {
    // Served under /docs/, the site asks for its code at the root, which that server does not have.
    health.allow(failedLoadOf(`${origin}/`), 'the misplaced site cannot load its files');
    await page.goto(`${origin}/docs/`);
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/docs/');
  } finally {
    server.close();
  }
});

test('Markdown extensions render: math, diagrams, Solidity and the product admonitions', async ({page}) => {
  await page.goto('/__e2e__/markdown-features');
  await expect(page.locator('.katex').first()).toBeVisible();
  const stylesheet = page.locator('link[rel="stylesheet"][href="/katex/katex.min.css"]');
  await expect(stylesheet).toHaveCount(1);
  const css = await page.request.get('/katex/katex.min.css');
  expect(css.status()).toBe(200);
  const fonts = await page
    .locator('link[rel="preload"][as="font"][href^="/katex/fonts/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect((await page.request.get(font)).status()).toBe(200);
  const diagram = page.locator('figure.diagram img');
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram).toBeVisible();
  await expect(diagram).toHaveAttribute('alt', /^Flowchart: /);
  expect(await diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('pre.language-solidity .token.keyword').first()).toBeVisible();
  await expect(page.locator('.admonition-yearn')).toContainText('Yearn Tip');
  await expect(page.locator('.admonition-yearn-data')).toContainText('Live figures');
});

test('diagram pictures follow the colour mode: as drawn in light mode, inverted in dark mode', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/__e2e__/markdown-features');
  const diagram = page.locator('figure.diagram img');
  await expect(diagram).toHaveCSS('filter', 'none');
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/__e2e__/markdown-features');
  await expect(diagram).toHaveCSS('filter', /invert/);
});

/** The colour a theme gives a token type (its last entry wins), as the browser reports it. */
function tokenColour(theme: PrismTheme, type: string): string {
  const colour = theme.styles.filter((entry) => entry.types.includes(type) && !entry.languages).at(-1)!.style.color!;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((part) => Number.parseInt(part, 16))
        .join(', ')})`
    : colour;
}

test('code tokens take the code theme of the current mode, after a switch too', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/__e2e__/markdown-features');
  await hydrated(page);
  const keyword = page.locator('pre.language-solidity .token.keyword').first();
  await expect(keyword).not.toHaveAttribute('style');
  await expect(keyword).toHaveCSS('color', tokenColour(lightCodeTheme, 'keyword'));
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(keyword).toHaveCSS('color', tokenColour(darkCodeTheme, 'keyword'));
  await expect(page.locator('pre.language-solidity').first()).toHaveCSS(
    'background-color',
    tokenColour(
      {plain: {}, styles: [{types: ['plain'], style: {color: darkCodeTheme.plain.backgroundColor!}}]},
      'plain',
    ),
  );
});

test('pages without math do not load the KaTeX stylesheet', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('link[href$="katex.min.css"]')).toHaveCount(0);
  await expect(page.locator('link[href*="/katex/fonts/"]')).toHaveCount(0);
});

test('loading a page leaves its head as the server wrote it, and a client navigation updates it', async ({page}) => {
  // Recorded from the first parsed element on: any tag taken out of the head, and every <html> class change.
  await page.addInitScript({
    content: `window.__headChanges = [];
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.removedNodes) if (node.nodeName !== 'SCRIPT' && node.nodeName !== '#text') window.__headChanges.push('removed ' + node.outerHTML);
        }).observe(document.head, {childList: true, subtree: true});
        new MutationObserver(() => window.__headChanges.push('class ' + document.documentElement.className)).observe(document.documentElement, {attributeFilter: ['class']});
      });`,
  });
  await page.goto('/contributing/governance/veyfi-calculator');
  await hydrated(page);
  await expect(page.locator('link[rel="stylesheet"][href$="katex.min.css"]')).toHaveCount(1);
  // No frame without the math stylesheet or the layout's classes.
  expect(await page.evaluate(() => (window as unknown as {__headChanges: string[]}).__headChanges)).toEqual([]);

  await page.locator('nav[aria-label="Docs sidebar"] a[href="/contributing/governance/proposal-process"]').click();
  await expect(page).toHaveTitle(/^Proposal Process/);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /veYFI/);
  await expect(page.locator('link[href$="katex.min.css"]')).toHaveCount(0);
});

test('a head that must change on the page the reader opened does change: the search page titles itself from its query', async ({
  page,
}) => {
  await page.goto('/search?q=vault');
  await hydrated(page);
  await expect(page).toHaveTitle(/^Search results for "vault"/);
  await page.locator('input[type="search"]').fill('strategy');
  await expect(page).toHaveTitle(/^Search results for "strategy"/);
});
