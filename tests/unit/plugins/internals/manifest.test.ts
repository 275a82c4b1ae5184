/**
 * The manifest of changes inside Docusaurus and its dependencies: it is the
 * rows found in the folders of plugins/internals/ (a folder without a row,
 * a row without its folder, an id without a row all fail), every private
 * path it names still exists in the installed packages (with the text the
 * change relies on), and INTERNALS.md shows the current table.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {PARTS} from '@site/plugins/internals';
import {keptBudgets, needsAReason} from '@site/plugins/internals/keptBudgets';
import {collectFolderRows, MANIFEST, rowOf} from '@site/plugins/internals/manifest';
import {withRenderedManifest} from '@site/plugins/internals/manifestTable';
import {packageFile} from '@site/plugins/internals/moduleReplacement';
import type {InternalRow} from '@site/plugins/internals/row';
import {SITE_ROOT, sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

const INTERNALS = path.join(SITE_ROOT, 'plugins/internals');
const FIXTURES = sitePath('tests/unit/fixtures/internals/rows');

/** What moved: one line per target that no longer resolves or lost the text the change relies on. */
function movedTargets(rows: readonly InternalRow[] = MANIFEST): string[] {
  const problems: string[] = [];
  for (const {id, target} of rows) {
    let file: string;
    try {
      file = packageFile(target.package, target.path, SITE_ROOT);
    } catch (error) {
      problems.push(`${id}: package ${target.package} is not installed (${(error as Error).message})`);
      continue;
    }
    if (!existsSync(file)) {
      problems.push(`${id}: ${target.package}/${target.path} moved (no file at ${path.relative(SITE_ROOT, file)})`);
      continue;
    }
    const source = readFileSync(file, 'utf8');
    for (const needle of target.contains) {
      if (!source.includes(needle))
        problems.push(`${id}: ${target.package}/${target.path} no longer contains ${JSON.stringify(needle)}`);
    }
  }
  return problems;
}

/** Source files under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|jsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the manifest is the rows of the folders', () => {
  it('collects one row per folder, named by it', () => {
    expect(collectFolderRows(path.join(FIXTURES, 'complete')).map(({id}) => id)).toEqual([
      'first-change',
      'second-change',
    ]);
  });

  it('fails on a folder without a row and on a row whose id names no folder', () => {
    expect(() => collectFolderRows(path.join(FIXTURES, 'broken'))).toThrow(
      'the row "old-name" (in renamed-change/row.ts) has no folder old-name/; the folder without-row/ has no row.ts',
    );
  });

  it('fails on an id that code uses with no row', () => {
    expect(() => rowOf('a-change-nobody-wrote-down')).toThrow(
      'No row "a-change-nobody-wrote-down" among the changes to Docusaurus internals',
    );
  });

  it('holds every folder of plugins/internals, the swizzles and the private imports', () => {
    const folders = readdirSync(INTERNALS, {withFileTypes: true}).filter((entry) => entry.isDirectory());
    expect(MANIFEST.filter((row) => folders.some((folder) => folder.name === row.id))).toHaveLength(folders.length);
    expect(MANIFEST.filter((row) => row.kind.startsWith('swizzle')).length).toBeGreaterThan(0);
  });

  it('has one row per id', () => {
    const ids = MANIFEST.map((row) => row.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('the internals plugin applies every folder, the page template and the docs plugin aside', () => {
    const folders = readdirSync(INTERNALS, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const applied = [...PARTS.flatMap(({ids}) => ids), 'ssr-template', 'lean-docs-metadata'].sort();
    expect(applied).toEqual(folders);
  });

  it('a folder row names files of its own folder as ours', () => {
    const folders = new Set(readdirSync(INTERNALS));
    const elsewhere = MANIFEST.filter(
      (row) => folders.has(row.id) && !row.ours.startsWith(`plugins/internals/${row.id}/`),
    ).map(({id, ours}) => `${id}: ${ours}`);
    expect(elsewhere).toEqual([]);
    const missing = MANIFEST.filter(
      (row) => !row.ours.includes('{') && !existsSync(path.join(SITE_ROOT, row.ours)),
    ).map(({id, ours}) => `${id}: ${ours}`);
    expect(missing).toEqual([]);
  });

  it('lists every @docusaurus/theme-common/internal import in src/ as an internal import row', () => {
    const unlisted: string[] = [];
    for (const file of sourceFiles(path.join(SITE_ROOT, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@docusaurus\/theme-common\/internal'/g,
      )) {
        const names = match[1]!.split(',').map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!,
        );
        const ours = path.relative(SITE_ROOT, file);
        for (const name of names.filter(Boolean)) {
          const listed = MANIFEST.some(
            (row) => row.kind === 'internal import' && row.ours === ours && row.target.contains.includes(name),
          );
          if (!listed) unlisted.push(`${ours}: ${name}`);
        }
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('a row without any measurement says why', () => {
    const silent = MANIFEST.filter(
      ({saving}) => saving.bytes === null && saving.timing === null && saving.note === null,
    ).map(({id}) => id);
    expect(silent).toEqual([]);
  });

  it('a row whose saving is under 1 KB or whose timings are all inside the spread names the budget or the behaviour that keeps it', () => {
    const unexplained = MANIFEST.filter(
      (row) => needsAReason(row) && keptBudgets(row).length === 0 && !row.keptFor,
    ).map(({id}) => id);
    expect(unexplained).toEqual([]);
  });
});

describe('the targets of the manifest', () => {
  it('every private path resolves against the installed packages', () => {
    expect(movedTargets()).toEqual([]);
  });

  it('names the target that moved', () => {
    const [first, second] = MANIFEST;
    if (!first || !second) throw new Error('manifest too short');
    const moved = [
      first,
      {...second, target: {...second.target, path: 'lib/renamed-in-an-upgrade.js'}},
      {...first, id: 'lost-text', target: {...first.target, contains: ['text no version ever had']}},
    ];
    expect(movedTargets(moved)).toEqual([
      `${second.id}: ${second.target.package}/lib/renamed-in-an-upgrade.js moved (no file at ${path.relative(SITE_ROOT, packageFile(second.target.package, 'lib/renamed-in-an-upgrade.js', SITE_ROOT))})`,
      `lost-text: ${first.target.package}/${first.target.path} no longer contains "text no version ever had"`,
    ]);
  });

  it('INTERNALS.md shows the current table (run npx tsx scripts/render-replacement-manifest.ts)', () => {
    const internals = readFileSync(path.join(SITE_ROOT, 'INTERNALS.md'), 'utf8');
    expect(withRenderedManifest(internals, MANIFEST) === internals).toBe(true);
  });
});
