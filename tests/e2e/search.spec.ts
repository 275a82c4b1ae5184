/**
 * Search in local mode (no Algolia credentials): the DocSearch modal and the
 * /search page answered by the built-in index, with every other host blocked.
 */
import type {Locator} from '@playwright/test';
import {expect, type Page, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {
  FAVORITE_KEY,
  fillWithLoneSurrogate,
  INDEX_REQUEST,
  openSearch,
  RECENT_KEY,
  storedHit,
  wordsOf,
} from '@site/tests/e2e/support/search';

const DOC_PAGE = '/developers/v3/overview';

async function typeQuery(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
}

/** Opens search on the doc page, looks for "glossary" and clicks the first hit `hit` matches; returns the path it opens. */
async function chooseGlossaryHit(page: Page, hit: string): Promise<string> {
  await openSearch(page, DOC_PAGE);
  await typeQuery(page, 'glossary');
  const link = page.locator(hit).first();
  await expect(link).toBeVisible();
  const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.click();
  return target;
}

async function hitTitles(page: Page): Promise<Locator> {
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  return page.locator('.DocSearch-Hit-title');
}

test.describe('search modal', () => {
  test('the first load fetches neither the index nor the engine, and nothing from Algolia', async ({page, health}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(DOC_PAGE);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => INDEX_REQUEST.test(url) || /local-search\.[0-9a-f]+\.js/.test(url))).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    expect(health.externalRequests).toEqual([]);
  });

  test('opens with Ctrl+K and "/", closes with Escape, and limits the query to 64 characters', async ({page}) => {
    await openSearch(page, DOC_PAGE);
    const input = page.locator('.DocSearch-Input');
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
    await input.pressSequentially('x'.repeat(70));
    await expect(input).toHaveValue('x'.repeat(64));
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('answers the tap before the modal has loaded, and keeps what was typed meanwhile as the query', async ({
    page,
  }) => {
    await page.goto(DOC_PAGE);
    await hydrated(page);
    // Every script asked for from here on (the modal's chunks) waits until the test lets it through.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/js/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.locator('.navbar .DocSearch-Button').click();
    const shell = page.getByRole('dialog', {name: 'Search'});
    await expect(shell.getByRole('status')).toHaveText('Loading search…');
    await expect(shell.getByRole('searchbox', {name: 'Search'})).toBeFocused();
    await page.keyboard.type('vault');
    release();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('vault');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await hitTitles(page);
    await expect(page.locator('.search-modal-shell')).toHaveCount(0);
  });

  test('says the modal could not load, offers a retry that loads it, and closes with Escape meanwhile', async ({
    page,
    health,
  }) => {
    health.allow(
      /Loading chunk|ChunkLoadError|assets\/js\/|Failed to load resource/,
      'the modal cannot load: the message is what is tested',
    );
    await page.goto(DOC_PAGE);
    await hydrated(page);
    await page.route('**/assets/js/*.js', (route) => route.abort('internetdisconnected'));
    const shell = page.getByRole('dialog', {name: 'Search'});
    await page.keyboard.press('Control+k');
    await expect(shell.getByRole('alert')).toContainText(
      'Search could not load. Check your connection, then try again.',
    );
    await page.keyboard.press('Escape');
    await expect(shell).toHaveCount(0);
    await expect(page.locator('.navbar .DocSearch-Button')).toBeFocused();
    // Opened again, it tries again (and fails again while the scripts are refused).
    await page.keyboard.press('Control+k');
    await expect(shell.getByRole('alert')).toBeVisible();
    await page.unroute('**/assets/js/*.js');
    await shell.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  test('shows grouped, highlighted results with key hints and a See-all link with the true count', async ({
    page,
    health,
  }) => {
    await openSearch(page, DOC_PAGE);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await typeQuery(page, 'vault');
    const titles = await hitTitles(page);
    await expect(titles.locator('mark').first()).toBeVisible();
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    for (const group of await groups.all()) {
      await expect(group.locator('.DocSearch-Hit-source')).not.toBeEmpty();
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    const keyHints = page.locator('.DocSearch-Commands');
    await expect(keyHints).toContainText('Select');
    await expect(keyHints).toContainText('Navigate');
    await expect(keyHints).toContainText('Close');
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    const count = Number((await seeAll.textContent())!.match(/See all (\d+) results/)![1]);
    expect(count).toBeGreaterThan(20);
    for (const href of await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\//);
    }
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=vault$/);
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
    expect(health.externalRequests).toEqual([]);
  });

  test('result links carry the heading anchor and Enter opens the hit', async ({page}) => {
    await openSearch(page, DOC_PAGE);
    await typeQuery(page, 'deposit limit');
    await hitTitles(page);
    const anchored = page.locator('.DocSearch-Hit a[href*="#"]').first();
    const href = await anchored.getAttribute('href');
    await anchored.hover();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  for (const {width, words} of [
    {width: 1280, words: 10},
    {width: 768, words: 5},
  ]) {
    test(`snippets are at most ${words} words on a ${width} px window`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await openSearch(page, DOC_PAGE);
      // Paragraph hits show their snippet as the title; a common word finds long paragraphs
      await typeQuery(page, 'the');
      const titles = await hitTitles(page);
      const texts = await titles.allTextContents();
      expect(Math.max(...texts.map(wordsOf))).toBeLessThanOrEqual(words);
      expect(Math.max(...texts.map(wordsOf))).toBeGreaterThanOrEqual(words - 1);
    });
  }

  test('remembers recent searches (7 without favourites, 4 with) and up to 10 favourites', async ({page}) => {
    const target = await chooseGlossaryHit(page, '.DocSearch-Hit a');
    // The shortcut is pressed on the page the hit opened, not on the one it leaves.
    await page.waitForURL((url) => url.pathname === target);
    await page.waitForLoadState('load');
    await openSearch(page);
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit')).toHaveCount(1);
    // The star is re-rendered on hover, so a DOM click is the reliable way to press it
    await page
      .locator('.DocSearch-Dropdown .DocSearch-Hit-action-button[title="Save this search"]')
      .first()
      .evaluate((button) => (button as HTMLElement).click());
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit-source')).toContainText(['Favorite']);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, FAVORITE_KEY);
    expect(stored).toBe(1);

    await page.evaluate(
      ({recent, favorite, hits}) => {
        localStorage.setItem(recent, JSON.stringify(hits.slice(0, 12)));
        localStorage.setItem(favorite, JSON.stringify([]));
      },
      {recent: RECENT_KEY, favorite: FAVORITE_KEY, hits: Array.from({length: 12}, (_, i) => storedHit(i))},
    );
    await page.reload();
    await openSearch(page);
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit')).toHaveCount(7);

    await page.evaluate(({favorite, hits}) => localStorage.setItem(favorite, JSON.stringify(hits)), {
      favorite: FAVORITE_KEY,
      hits: Array.from({length: 12}, (_, i) => storedHit(100 + i)),
    });
    await page.reload();
    await openSearch(page);
    const sections = page.locator('.DocSearch-Dropdown .DocSearch-Hits');
    await expect(sections.nth(0).locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(sections.nth(1).locator('.DocSearch-Hit')).toHaveCount(10);
  });

  test('the shortcut pressed right after choosing a result of another section opens search there, and it stays open', async ({
    page,
  }) => {
    const target = await chooseGlossaryHit(page, '.DocSearch-Hit a[href^="/resources/"]');
    // No wait for the new page: the reader presses the shortcut while it is still arriving.
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    // Still open once the new section's navbar has mounted, and drawn into the one container the page has.
    await page.waitForTimeout(1_000);
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.search-modal-root')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.getByRole('button', {name: /^Search/})).toBeFocused();
  });

  test('shows the no-results screen with "Let us know." and at most 3 suggestions', async ({page}) => {
    await openSearch(page, DOC_PAGE);
    await typeQuery(page, 'vault');
    await hitTitles(page);
    await typeQuery(page, 'qqzzxxjj');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for');
    await expect(noResults).toContainText('qqzzxxjj');
    await expect(noResults).toContainText('Believe this query should return results?');
    const report = noResults.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/yearn\/yearn-devdocs\/issues\/new\?title=.*qqzzxxjj/,
    );
    // The index's suggestions (DocSearch's own list of earlier groups stays hidden in local mode)
    const suggestions = noResults.locator('.search-suggestions .DocSearch-Prefill');
    await expect(suggestions.first()).toBeVisible();
    const count = await suggestions.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    const suggestion = (await suggestions.first().textContent())!.trim();
    await suggestions.first().click();
    // DocSearch fills in the lowercased group name followed by a space
    await expect(page.locator('.DocSearch-Input')).toHaveValue(`${suggestion.toLowerCase()} `);
    await hitTitles(page);
  });

  test('suggests up to 3 queries from the index that find something, even for a first query', async ({page}) => {
    await openSearch(page, DOC_PAGE);
    // Two letters off a word the docs use: nothing matches, and the word is suggested
    await typeQuery(page, 'strategyqq');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for');
    const suggestions = noResults.locator('.search-suggestions .DocSearch-Prefill');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(noResults.locator('.DocSearch-NoResults-Prefill-List')).toHaveCount(1);
    expect(await suggestions.allTextContents()).toContain('strategy');
    await suggestions.getByText('strategy', {exact: true}).click();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('strategy ');
    await hitTitles(page);
  });

  test('ranks the page about a PascalCase contract first for its words, without emoji in titles', async ({page}) => {
    await openSearch(page, DOC_PAGE);
    await typeQuery(page, 'release registry');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toHaveAttribute('href', /\/developers\/smart-contracts\/V3\/Periphery\/ReleaseRegistry(#|$)/);
    await typeQuery(page, 'addresses');
    const titles = await (await hitTitles(page)).allTextContents();
    expect(titles.filter((title) => /\p{Extended_Pictographic}/u.test(title))).toEqual([]);
  });

  test('shows an old contract release at most once, labelled with its version, below the current one', async ({
    page,
  }) => {
    await openSearch(page, DOC_PAGE);
    await typeQuery(page, 'VaultV3');
    await hitTitles(page);
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs[0]).toMatch(/^\/developers\/smart-contracts\/V3\/VaultV3/);
    const old = hrefs.filter((href) => href.includes('/deprecated/'));
    expect(new Set(old.map((href) => href.replace(/\/version-[^/]+/, '').replace(/#.*$/, ''))).size).toBe(old.length);
    // Old releases are one family: they yield the first places to other pages and stay reachable lower down.
    const oldHits = page.locator('.DocSearch-Hit').filter({has: page.locator('a[href*="/deprecated/"]')});
    for (const hit of await oldHits.all()) await expect(hit).toContainText(/\(\d+\.\d+\.\d+, deprecated\)/);
  });

  test('keeps "Unable to fetch results" on screen while the index cannot load, and recovers', async ({
    page,
    health,
  }) => {
    health.allow(
      /search-index\.[^/]+\/|Failed to fetch|Unable to fetch search results/,
      'the search index cannot load: the error screen is what is tested',
    );
    await page.route(INDEX_REQUEST, (route) => route.abort('failed'));
    await openSearch(page, DOC_PAGE);
    await typeQuery(page, 'vault');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await page.waitForTimeout(1000);
    await expect(error).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await page.unroute(INDEX_REQUEST);
    await typeQuery(page, 'vaults');
    await hitTitles(page);
    await expect(error).toHaveCount(0);
  });

  test('works when localStorage throws', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    await openSearch(page, DOC_PAGE);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await typeQuery(page, 'governance');
    await hitTitles(page);
  });

  test('works, and keeps working, when Cache Storage refuses to open', async ({page}) => {
    await page.addInitScript(() => {
      CacheStorage.prototype.open = () => Promise.reject(new DOMException('Storage is disabled', 'SecurityError'));
    });
    await openSearch(page, DOC_PAGE);
    await typeQuery(page, 'governance');
    await hitTitles(page);
    // Past the moment the page would write the fetched files, a new word still fetches and answers.
    await page.waitForTimeout(800);
    await typeQuery(page, 'keeper');
    await expect(page.locator('.DocSearch-Hit mark', {hasText: /^keeper/i}).first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('a query with an unpaired surrogate neither crashes the modal nor the See-all link', async ({page}) => {
    await openSearch(page, DOC_PAGE);
    await fillWithLoneSurrogate(page.locator('.DocSearch-Input'), 'vault');
    await hitTitles(page);
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page).toHaveURL(/\/search\?q=vault%EF%BF%BD$/);
  });
});

test.describe('/search page', () => {
  test('reads q, shows 20 highlighted hits per page with anchors, and loads the next page on scroll', async ({
    page,
    health,
  }) => {
    await page.goto('/search?q=vault');
    const items = page.locator('main article');
    await expect(items).toHaveCount(20);
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    await expect(items.locator('.search-result-match').first()).toBeVisible();
    expect(await items.locator('h2 a[href*="#"]').count()).toBeGreaterThan(0);
    await expect(page.getByText('Powered by')).toBeHidden();
    await items.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect(items).toHaveCount(40);
    expect(health.externalRequests).toEqual([]);
  });

  test('shows hostile queries as text and never runs them', async ({page}) => {
    const payload = '<img src=x onerror="window.__searchXss=1"><script>window.__searchXss=2</script>';
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await expect(page.locator('h1')).toContainText('<img src=x onerror=');
    // Capped to the 64 characters the search box takes
    await expect(page.locator('input[type="search"]')).toHaveValue(payload.slice(0, 64));
    await expect(page.getByText(/documents? found|No results were found/).first()).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__searchXss?: number}).__searchXss)).toBeUndefined();
  });

  test('answers a 10 kB query without freezing the page', async ({page}) => {
    // Typed (or pasted) on the page: hosts refuse a 10 kB URL with 414.
    await page.goto('/search');
    await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // The longest task that blocks the main thread from the moment the query goes in.
    await page.evaluate(() => {
      const probe = window as {__longestTask?: number};
      probe.__longestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) probe.__longestTask = Math.max(probe.__longestTask ?? 0, entry.duration);
      }).observe({type: 'longtask'});
    });
    const long = 'vault strategy '.repeat(700).slice(0, 10_240);
    await page.locator('input[type="search"]').fill(long);
    await expect(page.getByText(/^[1-9][\d,]* documents? found$/)).toBeVisible({timeout: 10_000});
    expect(await page.evaluate(() => (window as {__longestTask?: number}).__longestTask)).toBeLessThan(1000);
  });

  test('caps a very long query to 64 characters in the input, the URL and the heading, and reloads', async ({page}) => {
    // Seventy keystrokes, each answered by a search: a walk with a budget of its own.
    test.setTimeout(90_000);
    const long = 'vault strategy '.repeat(100);
    const capped = long.slice(0, 64);
    await page.goto(`/search?q=${encodeURIComponent(long)}`);
    const input = page.locator('input[type="search"]');
    await expect(input).toHaveValue(capped);
    await expect(input).toHaveAttribute('maxlength', '64');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(capped);
    // Shown shortened, with an ellipsis where it was cut
    await expect(page.locator('h1')).toHaveText(`Search results for "${capped}…"`);
    await expect(page.getByText(/documents? found/)).toBeVisible();
    const reloaded = await page.reload();
    expect(reloaded!.status()).toBe(200);
    await expect(input).toHaveValue(capped);

    // Typing (or pasting) 20,000 characters keeps 64
    await input.fill('');
    await input.pressSequentially('x'.repeat(70));
    await expect(input).toHaveValue('x'.repeat(64));
    await input.evaluate((element, text) => {
      const field = element as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
      field.dispatchEvent(new Event('input', {bubbles: true}));
    }, 'y'.repeat(20_000));
    await expect(input).toHaveValue('y'.repeat(64));
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('y'.repeat(64));
    await expect(page.locator('h1')).toHaveText(`Search results for "${'y'.repeat(64)}"`);
    expect((await page.reload())!.status()).toBe(200);
  });

  test('handles invalid UTF-16 and UTF-8 in q', async ({page}) => {
    // Invalid bytes show as U+FFFD (a lone %u escape as typed), and the valid word still finds its pages.
    for (const [encoded, shown] of [
      ['%ED%A0%80vault', '\uFFFD\uFFFD\uFFFDvault'],
      ['%uD800vault', '%uD800vault'],
      ['vault%FF%FE', 'vault\uFFFD\uFFFD'],
    ]) {
      await page.goto(`/search?q=${encoded}`);
      await expect(page.locator('h1')).toHaveText(`Search results for "${shown}"`);
      await expect(page.getByText(/^[1-9][\d,]* documents? found$/)).toBeVisible();
    }
  });

  test('when its search code cannot load, says so, and the next query loads it again', async ({page, health}) => {
    health.allow(
      /Loading chunk|ChunkLoadError|\/assets\/js\//,
      'the search code cannot load: the error message is what is tested',
    );
    await page.goto('/search');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // The page fetches its search code on the first query: every script asked for from here on fails.
    const blocked: string[] = [];
    await page.route('**/assets/js/*.js', (route) => {
      blocked.push(route.request().url());
      return route.abort('failed');
    });
    const input = page.locator('input[type="search"]');
    await input.fill('vault');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    expect(blocked.length).toBeGreaterThan(0);
    await page.unroute('**/assets/js/*.js');
    await input.fill('strategy');
    await expect(page.getByText(/^[1-9][\d,]* documents? found$/)).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('shows the error message when the index cannot load', async ({page, health}) => {
    health.allow(
      /search-index\.[^/]+\/|Failed to fetch|Unable to fetch search results/,
      'the search index cannot load: the error screen is what is tested',
    );
    await page.route(INDEX_REQUEST, (route) => route.abort('failed'));
    await page.goto('/search?q=vault');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  });
});
