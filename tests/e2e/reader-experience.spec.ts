/**
 * Issue 23, reader experience: copying addresses, tables and pages that fit
 * from 320 px up, the visible faults fixed, and the spec items (section 2
 * footer of contract pages, section-root redirects in the client router, the
 * yBAL overview without sidebar entry). The chain-backed checks (layout shift
 * with the node answering, the calculator) are in reader-experience-chain.spec.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {addressPages, entryById} from '@site/src/data/addresses';
import {chainList} from '@site/src/data/chains';
import {settle} from '@site/tests/e2e/support/axe';
import {expect, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {layoutShiftOf} from '@site/tests/e2e/support/layoutShift';

const V3 = '/developers/addresses/v3-contracts';

async function copied(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * Scrolls an element into view and waits until it stays put for two frames:
 * the tables that come near the viewport lay out in full (they skip it off
 * screen) and move what is below them once, when the page jumps far down.
 */
async function scrollIntoViewAndSettle(page: Page, element: Locator): Promise<void> {
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect
    .poll(async () => {
      await element.scrollIntoViewIfNeeded();
      const before = await element.boundingBox();
      await frames();
      return JSON.stringify(await element.boundingBox()) === JSON.stringify(before);
    })
    .toBe(true);
}

/** Clicks (or presses Enter on) a copy button and checks the clipboard, the visible and announced status, and that nothing moved. */
async function copyAndCheck(page: Page, button: Locator, address: string, how: 'click' | 'keyboard'): Promise<void> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await scrollIntoViewAndSettle(page, button);
  const before = await button.boundingBox();
  const layoutBefore = await page.evaluate(() => document.documentElement.scrollHeight);
  if (how === 'click') await button.click();
  else {
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
  }
  const status = button.locator('xpath=following-sibling::*[1]');
  await expect(status).toHaveText('Copied');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toBeVisible();
  expect(await copied(page)).toBe(address);
  expect(await button.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(layoutBefore);
  // The confirmation goes away by itself.
  await expect(status).toHaveText('', {timeout: 5_000});
}

test.describe('copying an address', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('from an address table, by mouse and by keyboard; the explorer link stays', async ({page, health}) => {
    await page.goto(V3);
    // The checks answer first (here: the node is out of reach), so only the copy can move anything after.
    await settle(page);
    const entry = entryById('v3/apr-oracle')!;
    const row = page.locator(`tr[data-entry-id="${entry.id}"]`);
    const button = row.getByRole('button', {name: `Copy address ${entry.address}`});
    await copyAndCheck(page, button, entry.address, 'click');
    await copyAndCheck(page, button, entry.address, 'keyboard');
    await expect(row.getByRole('link', {name: entry.address})).toHaveAttribute(
      'href',
      new RegExp(`/address/${entry.address}$`),
    );
    expect(health.consoleErrors).toEqual([]);
  });

  test('from the address checker, after pasting an explorer token link', async ({page}) => {
    await page.goto('/developers/addresses');
    await hydrated(page);
    const entry = entryById('ycrv/ycrv')!;
    const holder = '0x000000000000000000000000000000000000dEaD';
    await page
      .getByLabel('Address to check')
      .fill(`https://etherscan.io/token/${entry.address.toLowerCase()}?a=${holder}`);
    await page.getByRole('button', {name: 'Check address'}).click();
    const result = page.locator('[data-checker="address"]');
    await expect(result).toContainText(entry.address);
    await expect(result).toContainText('taken from the Ethereum token page link');
    await expect(page.locator('[data-checker="published"]')).toBeVisible();
    // The code-presence line has its answer (here: not checked, the node is refused).
    await expect(page.getByText(/^On Ethereum: /)).toBeVisible();
    await copyAndCheck(
      page,
      result.getByRole('button', {name: `Copy address ${entry.address}`}),
      entry.address,
      'keyboard',
    );
  });

  test('from an address quoted in prose (the address directive)', async ({page}) => {
    await page.goto('/developers/wallet-integration');
    await hydrated(page);
    const entry = entryById('v3/310-vault-factory')!;
    const button = page
      .locator('article')
      .getByRole('button', {name: `Copy address ${entry.address}`})
      .first();
    await copyAndCheck(page, button, entry.address, 'click');
    await copyAndCheck(page, button, entry.address, 'keyboard');
  });
});

const addressRoutes = ['/developers/addresses', ...Object.values(addressPages).map((page) => page.route)];
const sample = [
  '/',
  '/getting-started/guides/how-apy-works',
  ...addressRoutes,
  '/developers/smart-contracts/V3/VaultFactory',
  '/contributing/governance/veyfi-calculator',
  '/search?q=vault',
];

const WIDTHS = [320, 390, 768, 1024, 1280];
// Each sampled page is loaded once at the narrowest width and then widened, as a reader turning a
// tablet does; the sample is dealt out in turn over three parts, so they take about as long as each other.
const WIDTH_PARTS = 3;
for (let part = 0; part < WIDTH_PARTS; part++) {
  const routes = sample.filter((_, index) => index % WIDTH_PARTS === part);
  test(`at ${WIDTHS.join(', ')} px no sampled page scrolls sideways and every address table fits its column (part ${part + 1}/${WIDTH_PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(routes.length * 30_000);
    const problems: string[] = [];
    for (const route of routes) {
      await page.setViewportSize({width: WIDTHS[0]!, height: 800});
      await page.goto(route);
      await hydrated(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({width, height: 800});
        // Two frames: the resize's layout and whatever React renders for the new width.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const found = await page.evaluate(() => {
          const out: string[] = [];
          const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
          if (overflow > 0) out.push(`page is ${overflow} px wider than the window`);
          for (const table of document.querySelectorAll<HTMLElement>('[data-address-table]')) {
            const column = table.parentElement!.getBoundingClientRect();
            const box = table.getBoundingClientRect();
            if (box.right > column.right + 0.5 || table.scrollWidth > table.clientWidth + 0.5)
              out.push(`table ${Math.round(box.width)} px in a ${Math.round(column.width)} px column`);
            for (const code of table.querySelectorAll<HTMLElement>('td a code')) {
              const c = code.getBoundingClientRect();
              const size = Number.parseFloat(getComputedStyle(code).fontSize);
              if (c.right > column.right + 0.5 || c.left < column.left - 0.5)
                out.push(`address ${code.textContent} sticks out of its column`);
              if (size < 12) out.push(`address ${code.textContent} set at ${size} px`);
            }
          }
          return out;
        });
        problems.push(...found.slice(0, 3).map((problem) => `${route} at ${width} px: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
}

test('address tables become stacked cards on a phone, with name, address and copy, status and check', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto(V3);
  await hydrated(page);
  const entry = entryById('v3/apr-oracle')!;
  const row = page.locator(`tr[data-entry-id="${entry.id}"]`);
  const display = await row.evaluate((tr) => getComputedStyle(tr).display);
  expect(display).toBe('grid');
  await expect(row.getByText(entry.name, {exact: true})).toBeVisible();
  await expect(row.getByRole('link', {name: entry.address})).toBeVisible();
  await expect(row.getByRole('button', {name: `Copy address ${entry.address}`})).toBeVisible();
  // One status per chain the contract is published on, each visible on the card.
  const badges = row.locator('[data-chain-cell] [data-verification]');
  await expect(badges).toHaveCount(await row.locator('[data-chain-cell]').count());
  for (const badge of await badges.all()) await expect(badge).toBeVisible();
});

test('the announcement bar’s close button lies inside its bar, in both modes and at phone and desktop widths', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize({width, height: 800});
      await page.goto('/developers/v3/overview');
      const bar = page.locator('.theme-announcement-bar');
      const close = bar.getByRole('button', {name: 'Close'});
      const [b, c] = [await bar.boundingBox(), await close.boundingBox()];
      expect(c!.y).toBeGreaterThanOrEqual(b!.y);
      expect(c!.y + c!.height).toBeLessThanOrEqual(b!.y + b!.height + 0.5);
      expect(c!.x + c!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
    }
  }
});

test('the search button’s keys fit their boxes and its accessible name contains its visible text', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/developers/v3/overview');
  await hydrated(page);
  const button = page.locator('.navbar .DocSearch-Button');
  await expect(button).toHaveAccessibleName(/^Search\b/);
  await expect(button).toHaveAttribute('aria-keyshortcuts', /\+K$/);
  const keys = button.locator('kbd');
  await expect(keys).toHaveCount(2);
  for (const key of await keys.all()) expect(await key.evaluate((k) => k.scrollWidth <= k.clientWidth)).toBe(true);
  const name = await button.evaluate((b) => b.getAttribute('aria-label'));
  expect(name).toBeNull();
});

test('on a phone the search button shows its icon alone and is still named "Search"', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/developers/v3/overview');
  await hydrated(page);
  const button = page.locator('.navbar .DocSearch-Button');
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName('Search');
  const text = button.locator('.DocSearch-Button-Placeholder');
  expect(await text.evaluate((t) => t.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  // The hidden text widens nothing: the page does not scroll sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('"Copy page": the message moves neither button', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/developers/v3/overview');
  await hydrated(page);
  const copy = page.getByRole('button', {name: 'Copy page'});
  const view = page.getByRole('link', {name: 'View as Markdown'});
  const before = [await copy.boundingBox(), await view.boundingBox()];
  await copy.click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  expect([await copy.boundingBox(), await view.boundingBox()]).toEqual(before);
});

test('a page’s sidebar highlights one entry when a link item and a doc point to the same page', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(V3);
  const highlighted = await page
    .locator('nav[aria-label="Docs sidebar"] a.menu__link--active[aria-current="page"]')
    .evaluateAll((links) =>
      links
        .filter((link) => getComputedStyle(link).backgroundColor !== 'rgba(0, 0, 0, 0)')
        .map((link) => link.textContent),
    );
  expect(highlighted).toHaveLength(1);
});

test('home page: the lower cards line up with the audience cards, and no title wraps its arrow alone', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    const cards = page.locator('main.home > div > a');
    const more = page.locator('.home-more__link');
    const first = (await cards.first().boundingBox())!;
    const last = (await cards.last().boundingBox())!;
    const moreFirst = (await more.first().boundingBox())!;
    const moreLast = (await more.last().boundingBox())!;
    expect(Math.abs(moreFirst.x - first.x)).toBeLessThan(1);
    expect(Math.abs(moreLast.x + moreLast.width - (last.x + last.width))).toBeLessThan(1);
    for (const arrow of await cards.locator('[aria-hidden="true"]:text("⟶")').all()) {
      const word = arrow.locator('xpath=..');
      const [a, w] = [(await arrow.boundingBox())!, (await word.boundingBox())!];
      // The arrow shares its line with the word before it.
      expect(a.y).toBeGreaterThanOrEqual(w.y - 1);
      expect(w.height).toBeLessThan(a.height * 1.6);
    }
  }
});

test('a display formula wider than a phone scrolls in its own box', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/contributing/governance/veyfi-calculator');
  const formulas = await page
    .locator('.katex-display')
    .evaluateAll((all) =>
      all.map((f) => ({fits: f.scrollWidth <= f.clientWidth, scrolls: getComputedStyle(f).overflowX === 'auto'})),
    );
  expect(formulas.length).toBeGreaterThan(0);
  for (const formula of formulas) expect(formula.fits || formula.scrolls).toBe(true);
});

test('every character of every formula is drawn in a math font the site serves, none in a system fallback', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  for (const path of ['/contributing/governance/veyfi-calculator', '/contributing/governance/styfi']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const {root} = await cdp.send('DOM.getDocument', {depth: 0});
    const {nodeIds} = await cdp.send('DOM.querySelectorAll', {nodeId: root.nodeId, selector: '.katex-html *'});
    expect(nodeIds.length).toBeGreaterThan(20);
    const used = new Map<string, number>();
    for (const nodeId of nodeIds) {
      const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
      for (const font of fonts) {
        const name = font.isCustomFont ? font.familyName : `${font.familyName} (system)`;
        used.set(name, (used.get(name) ?? 0) + font.glyphCount);
      }
    }
    // What Chromium drew each formula's glyphs with: web fonts only, and only the renamed math subsets.
    expect(
      [...used.keys()].filter((name) => !name.startsWith('YearnDocsMath_')),
      path,
    ).toEqual([]);
    expect(used.get('YearnDocsMath_Main'), path).toBeGreaterThan(0);
  }
});

test.describe('Markdown twins', () => {
  test('an address page’s twin holds clean GFM tables, one value per cell, without UI state', async ({request}) => {
    const twin = await (await request.get(`${V3}.md`)).text();
    expect(twin).not.toMatch(/Not checked yet|Retry|Checking…|Copied|Copy address/);
    const lines = twin.split('\n');
    const tables: string[][] = [];
    for (let i = 0; i < lines.length; i++) {
      if (lines[i]!.startsWith('|') && /^\|\s*-+/.test(lines[i + 1] ?? '')) {
        const table: string[] = [];
        for (let j = i; j < lines.length && lines[j]!.startsWith('|'); j++) table.push(lines[j]!);
        tables.push(table);
        i += table.length;
      }
    }
    const cells = (row: string) =>
      row
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
    const addressTables = tables.filter((table) => cells(table[0]!).includes('Address'));
    const page = addressPages.v3;
    expect(addressTables.length).toBe(new Set(page.entries.map((e) => e.group)).size);
    let rows = 0;
    for (const table of addressTables) {
      const width = cells(table[0]!).length;
      for (const row of table) expect(cells(row), row).toHaveLength(width);
      for (const row of table.slice(2)) {
        // A chain's sub-heading row (a cell spanning the table on the page): its name, then empty cells.
        if (
          cells(row)
            .slice(1)
            .every((cell) => cell === '')
        ) {
          expect(chainList.map((chain) => chain.name)).toContain(cells(row)[0]);
          continue;
        }
        rows++;
        const addressCell = cells(row)[cells(table[0]!).indexOf('Address')]!;
        expect(addressCell).toMatch(/^\[`0x[0-9a-fA-F]{40}`\]\(https:\/\/[^)]+\)$/);
      }
    }
    // A contract at one address on several chains is one row (its copies name it in `row`), its chains in one cell.
    const ids = new Set(page.entries.map((e) => e.id));
    const primaries = page.entries.filter((e) => !e.row || !ids.has(e.row));
    expect(rows).toBe(primaries.length);
    for (const copy of page.entries.filter((e) => !primaries.includes(e))) {
      const primary = entryById(copy.row!)!;
      const line = twin.split('\n').find((l) => l.includes(`[\`${primary.address}\`]`))!;
      expect(line, copy.id).toContain(chainList.find((chain) => chain.id === copy.chainId)!.name);
    }
    const vaultFactory = entryById('v3/310-vault-factory')!;
    const row = twin.split('\n').find((line) => line.includes(vaultFactory.address))!;
    expect(cells(row)[0]).toMatch(new RegExp(`^${vaultFactory.name} \\(`));
  });
});

test.describe('spec section 2', () => {
  test('a contract reference page shows "Last updated" and previous/next links, like the docs around it', async ({
    page,
  }) => {
    await page.goto('/developers/smart-contracts/V3/VaultFactory');
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d+, \d{4}/);
    const pagination = page.locator('nav.pagination-nav');
    await expect(pagination).toBeVisible();
    await expect(pagination.locator('a')).not.toHaveCount(0);
    for (const href of await pagination.locator('a').evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect((await page.request.get(href!)).status()).toBe(200);
    }
  });

  for (const [root, target] of [
    ['/developers', '/developers/building-on-yearn'],
    ['/getting-started', '/getting-started/intro'],
    ['/contributing', '/contributing/introduction'],
    ['/partners', '/partners/introduction'],
  ] as const) {
    test(`the client router follows ${root} to its entry page, also with back and forward`, async ({page}) => {
      await page.goto('/resources');
      await hydrated(page);
      // An in-site navigation to the section root, which never asks the server.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, root);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator('h1')).not.toHaveText('Page Not Found');
      await page.goBack();
      await expect(page).toHaveURL(/\/resources$/);
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });
  }

  test('the yBAL overview has no sidebar entry and is reachable by link', async ({page}) => {
    await page.goto('/getting-started/intro');
    await expect(
      page.locator('nav[aria-label="Docs sidebar"] a[href="/getting-started/products/ybal/overview"]'),
    ).toHaveCount(0);
    const response = await page.goto('/getting-started/products/ybal/overview');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test('with service workers blocked, pages log no registration error', async ({browser}) => {
  // Not the shared fixture: it hides navigator.serviceWorker; here it exists but registration is blocked.
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /registerSW|service ?worker/i.test(message.text())) errors.push(message.text());
  });
  await page.goto('/developers/v3/overview');
  await hydrated(page);
  await page.waitForTimeout(1_500);
  expect(errors).toEqual([]);
  await context.close();
});

test.describe('layout shift with the Ethereum node failing', () => {
  for (const width of [390, 1280]) {
    test(`an address page at ${width} px shifts by at most 0.02`, async ({page}) => {
      await page.setViewportSize({width, height: width < 996 ? 844 : 900});
      const shift = await layoutShiftOf(page, V3, '[data-verification-summary="done"]');
      await expect(page.locator('[data-verification="not-checked"]').first()).toBeVisible();
      expect(shift).toBeLessThanOrEqual(0.02);
    });
  }
});
