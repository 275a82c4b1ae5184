/**
 * The manifest of changes inside Docusaurus and its dependencies: every
 * private path it names still exists in the installed packages (and holds
 * the text the change relies on), every audited id has a row, and the
 * README shows the current table.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CLIENT_MODULE_SWAPS} from '../../../../plugins/client-module-swaps/swaps';
import {packageFile} from '../../../../plugins/shared/moduleReplacement';
import {
  REPLACEMENTS,
  type ReplacementEntry,
  withRenderedManifest,
} from '../../../../plugins/shared/replacementManifest';

const ROOT = path.join(__dirname, '../../../..');

/** What moved: one line per target that no longer resolves or lost the text the change relies on. */
function movedTargets(entries: readonly ReplacementEntry[] = REPLACEMENTS): string[] {
  const problems: string[] = [];
  for (const {id, target} of entries) {
    let file: string;
    try {
      file = packageFile(target.package, target.path, ROOT);
    } catch (error) {
      problems.push(`${id}: package ${target.package} is not installed (${(error as Error).message})`);
      continue;
    }
    if (!existsSync(file)) {
      problems.push(`${id}: ${target.package}/${target.path} moved (no file at ${path.relative(ROOT, file)})`);
      continue;
    }
    const source = readFileSync(file, 'utf8');
    for (const needle of target.contains ?? []) {
      if (!source.includes(needle))
        problems.push(`${id}: ${target.package}/${target.path} no longer contains ${JSON.stringify(needle)}`);
    }
  }
  return problems;
}

/** Ids the code audits: in replaceModule/expectModules options, swaps, and the text checks. */
function auditedIds(): Set<string> {
  const files = [
    'plugins/client-module-swaps/swaps.ts',
    'plugins/prefetch-on-intent/index.ts',
    'plugins/unused-infima/index.ts',
    'plugins/bundle-splitting/index.ts',
    'plugins/client-registry/index.ts',
    'plugins/route-scripts/manifestOrigins.ts',
    'plugins/lean-docs-metadata/index.ts',
    'plugins/announcement-id-check/index.ts',
    'config/ssrTemplate.ts',
  ];
  const ids = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of source.matchAll(
      /\bid: '([a-z0-9-]+)'|(?:ReplacementAuditError|replaceOnce|expectInSource)\(\s*'([a-z0-9-]+)'/g,
    )) {
      ids.add(match[1] ?? match[2] ?? '');
    }
  }
  return ids;
}

describe('replacement manifest', () => {
  it('has one row per id', () => {
    const ids = REPLACEMENTS.map((entry) => entry.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('every private path resolves against the installed packages', () => {
    expect(movedTargets()).toEqual([]);
  });

  it('names the target that moved', () => {
    const [first, second] = REPLACEMENTS;
    if (!first || !second) throw new Error('manifest too short');
    const moved = [
      first,
      {...second, target: {...second.target, path: 'lib/renamed-in-an-upgrade.js'}},
      {...first, id: 'lost-text', target: {...first.target, contains: ['text no version ever had']}},
    ];
    expect(movedTargets(moved)).toEqual([
      `${second.id}: ${second.target.package}/lib/renamed-in-an-upgrade.js moved (no file at ${path.relative(ROOT, packageFile(second.target.package, 'lib/renamed-in-an-upgrade.js', ROOT))})`,
      `lost-text: ${first.target.package}/${first.target.path} no longer contains "text no version ever had"`,
    ]);
  });

  it('has a row for every change the code audits, and every client swap', () => {
    const rows = new Set(REPLACEMENTS.map((entry) => entry.id));
    const missing = [...auditedIds(), ...CLIENT_MODULE_SWAPS.map((swap) => swap.id)].filter((id) => !rows.has(id));
    expect(missing).toEqual([]);
  });

  it('every row cites a measurement with its commit, or says it was not measured or sought', () => {
    const unsourced = REPLACEMENTS.filter(
      (e) => !/\b[0-9a-f]{7}\b|not measured|none sought|BENCHMARKS\.md|Behaviour/.test(e.saving),
    ).map((e) => e.id);
    expect(unsourced).toEqual([]);
  });

  it('README.md shows the current table (run npx tsx scripts/render-replacement-manifest.ts)', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(withRenderedManifest(readme) === readme).toBe(true);
  });
});
