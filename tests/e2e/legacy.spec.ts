/**
 * Every legacy page renders the one Legacy admonition. The list of legacy
 * pages is not copied here: it is every doc whose front matter says
 * `legacy: true` (scripts/lib/docHistoryLint.ts), the same list the content
 * lint checks in the sources. This spec checks what the build made of them,
 * and runs axe over one Legacy admonition in both colour modes.
 */
import {readFileSync} from 'node:fs';
import type AxeBuilder from '@axe-core/playwright';
import {fileForRoute} from '@site/harness/site/builtSite';
import {legacyPages} from '@site/scripts/lib/docHistoryLint';
import {axeViolations, settle, switchColorScheme} from '@site/tests/e2e/support/axe';
import {expect, test} from '@site/tests/e2e/support/fixtures';
import {load} from 'cheerio';

const legacy = legacyPages(process.cwd());

test('the front-matter flag marks a real set of legacy pages', () => {
  expect(legacy.length).toBeGreaterThan(20);
});

test('every legacy route renders exactly one Legacy admonition, titled "... is retired", with its three parts', () => {
  const problems: string[] = [];
  for (const {file, route} of legacy) {
    const html = fileForRoute(route);
    if (!html) {
      problems.push(`${route} (${file}): no built page`);
      continue;
    }
    const $ = load(readFileSync(html, 'utf8'));
    const boxes = $('article .alert.admonition-legacy');
    if (boxes.length !== 1) {
      problems.push(`${route}: ${boxes.length} Legacy admonitions`);
      continue;
    }
    const text = boxes.first().text().replace(/\s+/g, ' ');
    if (!/ (is|are) retired/.test(text)) problems.push(`${route}: title is not "<Name> is retired"`);
    for (const part of ['What it is.', 'Status.', 'Use instead.']) {
      if (!text.includes(part)) problems.push(`${route}: no "${part}"`);
    }
  }
  expect(problems).toEqual([]);
});

test('the Legacy admonition passes axe (contrast included) in light and dark mode', async ({page}) => {
  const route = legacy.find((p) => p.route === '/getting-started/products/ybal/overview')?.route ?? legacy[0]!.route;
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await page.goto(route, {waitUntil: 'load'});
  await settle(page);
  const box = page.locator('article .alert.admonition-legacy');
  await expect(box).toHaveCount(1);
  await expect(box.locator('svg').first()).toBeVisible();
  const only = (builder: AxeBuilder) => builder.include('article .alert.admonition-legacy');
  const violations = await axeViolations(page, `${route} (light)`, only);
  await switchColorScheme(page, 'dark');
  violations.push(...(await axeViolations(page, `${route} (dark)`, only)));
  expect(violations).toEqual([]);
});
