/**
 * The stylesheet every page loads leaves out the rules of classes the site
 * never uses (plugins/internals/unused-infima), and so does the KaTeX stylesheet of
 * pages with math (plugins/katex-stylesheet). This holds only while the
 * lists are true: no built page and no script of the build may name one of
 * them, or that element would render unstyled.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '@site/harness/site/builtSite';
import {UNUSED_INFIMA_CLASSES} from '@site/plugins/internals/unused-infima/unusedClasses';
import {UNUSED_INFIMA_VARIABLES} from '@site/plugins/internals/unused-infima/unusedVariables';
import {KATEX_STYLESHEET} from '@site/plugins/katex-stylesheet/paths';
import {fontFilesOf} from '@site/plugins/katex-stylesheet/trimStylesheet';
import {UNUSED_KATEX_CLASSES} from '@site/plugins/katex-stylesheet/unusedClasses';
import {escapeRegExp} from '@site/plugins/shared/dropUnusedRules';
import {expect, test} from '@site/tests/e2e/support/fixtures';
import postcss from 'postcss';

function files(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, extensions);
    return extensions.test(entry.name) ? [full] : [];
  });
}

const wholeClass = (name: string) => new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`);
const classSelector = (name: string) => new RegExp(`\\.${escapeRegExp(name)}(?![\\w-])`);

/** Each name some built file of the given kinds matches, as "name (in file)", naming the first such file. */
function namedInBuild(patterns: ReadonlyArray<readonly [string, RegExp]>, extensions: RegExp): string[] {
  const named = new Map<string, string>();
  for (const file of files(BUILD_DIR, extensions)) {
    const text = readFileSync(file, 'utf8');
    for (const [name, pattern] of patterns)
      if (!named.has(name) && pattern.test(text)) named.set(name, path.relative(BUILD_DIR, file));
  }
  return [...named].map(([name, file]) => `${name} (in ${file})`);
}

const siteStylesheet = () =>
  files(path.join(BUILD_DIR, 'assets/css'), /^styles\..*\.css$/)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

test('no built page or script uses a class whose rules were left out', () => {
  expect(
    namedInBuild(
      UNUSED_INFIMA_CLASSES.map((name) => [name, wholeClass(name)] as const),
      /\.(html|js)$/,
    ),
  ).toEqual([]);
});

test('the site stylesheet has no rule for those classes, and keeps the ones in use', () => {
  const css = siteStylesheet();
  expect(UNUSED_INFIMA_CLASSES.filter((name) => classSelector(name).test(css))).toEqual([]);
  for (const inUse of ['navbar__link', 'menu__link', 'alert--warning', 'button--primary', 'col--6', 'margin-vert--lg'])
    expect(css).toMatch(classSelector(inUse));
});

test('no built stylesheet, script or page names a left-out Infima custom property', () => {
  const patterns = UNUSED_INFIMA_VARIABLES.map(
    (name) => [name, new RegExp(`${escapeRegExp(name)}(?![\\w-])`)] as const,
  );
  expect(namedInBuild(patterns, /\.(css|html|js)$/)).toEqual([]);
  const css = siteStylesheet();
  for (const inUse of [
    '--ifm-color-primary',
    '--ifm-color-primary-dark',
    '--ifm-navbar-height',
    '--ifm-font-family-base',
  ])
    expect(css).toContain(`${inUse}:`);
});

// KaTeX markup is made at build time only, so the pages' class attributes are all of it; its
// class names are common words (root, rule, inner) that scripts hold for other reasons.
test('no built page gives an element a KaTeX class whose rules were left out', () => {
  const unused = new Set(UNUSED_KATEX_CLASSES);
  const used = new Map<string, string>();
  for (const file of files(BUILD_DIR, /\.html$/)) {
    for (const [, quoted, bare] of readFileSync(file, 'utf8').matchAll(/\bclass=(?:"([^"]*)"|([^\s"'>]+))/g)) {
      for (const name of (quoted ?? bare)!.split(/\s+/))
        if (unused.has(name) && !used.has(name)) used.set(name, path.relative(BUILD_DIR, file));
    }
  }
  expect([...used].map(([name, file]) => `${name} (in ${file})`)).toEqual([]);
});

test('the KaTeX stylesheet has no rule for its left-out classes, keeps the ones formulas use, and ships every font it names', () => {
  const css = readFileSync(path.join(BUILD_DIR, KATEX_STYLESHEET), 'utf8');
  expect(UNUSED_KATEX_CLASSES.filter((name) => classSelector(name).test(css))).toEqual([]);
  for (const inUse of ['katex-display', 'mfrac', 'vlist-t', 'msupsub', 'mathnormal'])
    expect(css).toMatch(classSelector(inUse));
  const fonts = fontFilesOf(css);
  expect(fonts.length).toBeGreaterThan(0);
  const shipped = readdirSync(path.join(BUILD_DIR, path.dirname(KATEX_STYLESHEET), 'fonts'));
  expect(shipped.sort()).toEqual([...fonts].sort());
});

test('the browser keeps every top-level rule of the stylesheets a page loads', async ({page}) => {
  // A stray line ahead of a rule (a build step's banner, say) makes the browser drop that rule, or a whole layer.
  await page.goto('/contributing/governance/veyfi-calculator');
  const sheets = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href?.startsWith(location.origin))
      .map((sheet) => ({path: new URL(sheet.href!).pathname, rules: sheet.cssRules.length})),
  );
  expect(sheets.length).toBeGreaterThanOrEqual(2);
  for (const sheet of sheets) {
    const source = postcss.parse(readFileSync(path.join(BUILD_DIR, sheet.path), 'utf8'));
    expect(sheet.rules, sheet.path).toBe(source.nodes.filter((node) => node.type !== 'comment').length);
  }
});
