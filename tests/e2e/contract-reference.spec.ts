/**
 * The contract reference in the production build: every catalogue entry has
 * its page, every function, event and error has its heading with a working
 * anchor, and the pages behave like doc pages for readers and the search
 * indexer (sidebar, table of contents, page class, search metadata).
 */
import {readFileSync} from 'node:fs';
import {fileForRoute} from '@site/harness/site/builtSite';
import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {DESCRIPTIONS} from '@site/src/contracts/descriptions';
import {familyOf} from '@site/src/contracts/keys';
import {buildContractPage, type ContractPageData} from '@site/src/contracts/page';
import {expect, test} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';
import {type CheerioAPI, load} from 'cheerio';

let pages: ContractPageData[] = [];

test.beforeAll(async () => {
  const entries = await loadCatalogue(catalogueDirOf(process.cwd()));
  pages = entries.map((entry) => buildContractPage(entry, DESCRIPTIONS[familyOf(entry)], entries));
});

function builtHtml(route: string): CheerioAPI {
  const file = fileForRoute(route);
  if (!file) throw new Error(`No built page for ${route}`);
  return load(readFileSync(file, 'utf8'));
}

test('every catalogue entry is built as a doc-like page with its title, sidebar entry and search tag', () => {
  test.setTimeout(180_000);
  expect(pages).toHaveLength(196);
  const problems: string[] = [];
  for (const page of pages) {
    const $ = builtHtml(page.route);
    if (!$('html').hasClass('docs-doc-page')) problems.push(`${page.route}: no docs-doc-page class`);
    if ($('article header h1').first().text().trim() !== page.title) problems.push(`${page.route}: wrong h1`);
    if ($('article .markdown').length !== 1) problems.push(`${page.route}: no markdown body`);
    if ($('meta[name="docsearch:docusaurus_tag"]').attr('content') !== 'docs-developers-current')
      problems.push(`${page.route}: no search tag`);
    const active = $('.menu__link--active')
      .toArray()
      .map((link) => $(link).attr('href'));
    if (!active.includes(page.route)) problems.push(`${page.route}: not active in the sidebar`);
  }
  expect(problems).toEqual([]);
});

test('every function, event and error appears on its page under an anchor the table of contents links to', () => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const page of pages) {
    const $ = builtHtml(page.route);
    const members = [...page.groups.flatMap((group) => group.functions), ...page.events, ...page.errors];
    for (const member of members) {
      const heading = $(`article h3[id="${member.id}"]`);
      if (heading.length !== 1) {
        problems.push(`${page.route}#${member.id}: ${heading.length} headings`);
        continue;
      }
      if (
        heading
          .text()
          .replace(/\u200b/g, '')
          .trim() !== member.label
      )
        problems.push(`${page.route}#${member.id}: heading "${heading.text()}"`);
      if (
        !heading
          .nextAll('pre')
          .first()
          .text()
          .includes(member.name === 'constructor' ? 'constructor' : member.name)
      ) {
        problems.push(`${page.route}#${member.id}: no signature`);
      }
    }
    const ids = new Set(
      $('[id]')
        .map((_, element) => $(element).attr('id'))
        .get(),
    );
    const tocTargets = $('.table-of-contents a[href^="#"]')
      .map((_, link) => $(link).attr('href')!.slice(1))
      .get();
    for (const target of tocTargets)
      if (!ids.has(decodeURIComponent(target)))
        problems.push(`${page.route}: table of contents links to missing #${target}`);
    if (tocTargets.length < members.length)
      problems.push(`${page.route}: table of contents lists ${tocTargets.length} of ${members.length} members`);
  }
  expect(problems).toEqual([]);
});

test('a deep link opens the function, and the table of contents navigates within the page', async ({page, health}) => {
  await page.goto('/developers/smart-contracts/V3/VaultV3#process_report');
  const heading = page.locator('h3#process_report');
  await expect(heading).toBeInViewport();
  await expect(page.locator('h3#process_report ~ pre').first()).toContainText(
    'function process_report(address strategy) external returns (uint256, uint256)',
  );
  await page.locator('.table-of-contents a[href="#deposit"]').first().click();
  await expect(page).toHaveURL(/#deposit$/);
  await expect(page.locator('h3#deposit')).toBeInViewport();
  await expect(page.locator('.menu__link--active', {hasText: 'VaultV3'})).toBeVisible();
  expect(health.consoleErrors).toEqual([]);
  expect(health.externalRequests).toEqual([]);
});

test('an opened contract page keeps its article, whose links navigate in the page, and each page shows its own article', async ({
  page,
  health,
}) => {
  await page.goto('/developers/smart-contracts/deprecated/V3/version-3.0.3/VaultV3');
  await hydrated(page);
  await page.evaluate(() => {
    (window as Window & {loadedOnce?: boolean}).loadedOnce = true;
  });
  const article = page.locator('article .markdown');
  await expect(article.locator('h1')).toHaveText('VaultV3');
  await expect(article.locator('h3#setname')).toBeAttached();
  await article.locator('.theme-admonition-warning a', {hasText: 'VaultV3 3.0.4'}).click();
  await expect(page).toHaveURL(/\/developers\/smart-contracts\/V3\/VaultV3$/);
  expect(await page.evaluate(() => (window as Window & {loadedOnce?: boolean}).loadedOnce)).toBe(true);
  await expect(article.locator('.theme-admonition-warning')).toHaveCount(0);
  await page.locator('.menu__link[href$="/V3/VaultFactory"]').first().click();
  await expect(page).toHaveURL(/\/developers\/smart-contracts\/V3\/VaultFactory$/);
  await expect(article.locator('h1')).toHaveText('VaultFactory');
  await expect(article.locator('h3#deploy_new_vault')).toBeAttached();
  await page.goBack();
  await expect(article.locator('h1')).toHaveText('VaultV3');
  expect(await page.evaluate(() => (window as Window & {loadedOnce?: boolean}).loadedOnce)).toBe(true);
  expect(health.consoleErrors).toEqual([]);
});

test('a deprecated page warns, links the current version and lists what changed', async ({page, health}) => {
  await page.goto('/developers/smart-contracts/deprecated/V3/version-3.0.3/VaultFactory');
  await expect(page.locator('.theme-admonition-warning')).toContainText('superseded');
  await page.locator('.theme-admonition-warning a', {hasText: 'VaultFactory 3.0.4'}).click();
  await expect(page).toHaveURL(/\/developers\/smart-contracts\/V3\/VaultFactory$/);
  await page.goBack();
  const changes = page.locator('section:has(h2#changes)');
  await expect(changes).toContainText('Renamed set_governance to transferGovernance');
  await expect(changes).toContainText('Renamed accept_governance to acceptGovernance');
  expect(health.consoleErrors).toEqual([]);
});

test('the deprecated index shows the computed changes of each release', async ({page, health}) => {
  await page.goto('/developers/smart-contracts/deprecated');
  await expect(page.locator('h1')).toHaveText('Deprecated Smart Contracts');
  const release = page.locator('h3#v3-303 + div');
  await expect(release).toContainText('No longer documented in this release: Clonable, Governance, Governance2Step.');
  const vault = release.locator('details', {hasText: 'VaultV3'});
  await vault.locator('summary').click();
  await expect(vault).toContainText('Added function setName(string name)');
  await expect(vault).toContainText('Added event UpdateAutoAllocate(bool auto_allocate)');
  expect(health.consoleErrors).toEqual([]);
});
