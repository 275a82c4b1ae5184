/**
 * The stylesheet every page loads leaves out the rules of classes the site
 * never uses (plugins/unused-infima). This holds only while the list is
 * true: no built page and no script of the build may name one of them, or
 * that element would render unstyled.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {escapeRegExp} from '../../plugins/unused-infima/dropUnusedRules';
import {UNUSED_INFIMA_CLASSES} from '../../plugins/unused-infima/unusedClasses';
import {BUILD_DIR} from './support/builtSite';
import {expect, test} from './support/fixtures';

function files(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, extensions);
    return extensions.test(entry.name) ? [full] : [];
  });
}

const wholeClass = (name: string) => new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`);

test('no built page or script uses a class whose rules were left out', () => {
  const patterns = UNUSED_INFIMA_CLASSES.map((name) => [name, wholeClass(name)] as const);
  const used = new Map<string, string>();
  for (const file of files(BUILD_DIR, /\.(html|js)$/)) {
    const text = readFileSync(file, 'utf8');
    for (const [name, pattern] of patterns) if (!used.has(name) && pattern.test(text)) used.set(name, path.relative(BUILD_DIR, file));
  }
  expect([...used].map(([name, file]) => `${name} (in ${file})`)).toEqual([]);
});

test('the site stylesheet has no rule for those classes, and keeps the ones in use', () => {
  const css = files(path.join(BUILD_DIR, 'assets/css'), /^styles\..*\.css$/).map((file) => readFileSync(file, 'utf8')).join('\n');
  const selectors = (name: string) => new RegExp(`\\.${escapeRegExp(name)}(?![\\w-])`);
  expect(UNUSED_INFIMA_CLASSES.filter((name) => selectors(name).test(css))).toEqual([]);
  for (const inUse of ['navbar__link', 'menu__link', 'alert--warning', 'button--primary', 'col--6', 'margin-vert--lg']) expect(css).toMatch(selectors(inUse));
});
