/**
 * Every change this site makes inside Docusaurus or its dependencies: the
 * row of each folder of plugins/internals/ (its `row.ts`), the swizzles
 * (./swizzles.ts) and the private imports (./internalImports.ts).
 *
 * - The manifest is collected from the folders, so a folder without a row,
 *   or a row whose id names no folder, fails the config load.
 * - Every audit helper (./moduleReplacement.ts) looks its id up with `rowOf`,
 *   so code that names a change with no row fails the build too.
 * - tests/unit/plugins/internals/manifest.test.ts resolves every target
 *   against the installed packages (and the text in `contains`).
 * - `npx tsx scripts/render-replacement-manifest.ts` writes the table into
 *   INTERNALS.md (./manifestTable.ts); a unit test fails when it is stale.
 */
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {INTERNAL_IMPORTS} from './internalImports';
import type {InternalRow} from './row';
import {SWIZZLES} from './swizzles';

/** The file that holds a folder's row. */
export const ROW_FILE = 'row.ts';

/**
 * The rows of the folders under `dir`, in folder order. Throws, naming each
 * one, for a folder without a row and for a row whose id names no folder.
 * A row file imports types only, so it loads by path wherever this runs
 * (the site config, a script, a test).
 */
export function collectFolderRows(dir: string): InternalRow[] {
  const load = createRequire(path.join(dir, ROW_FILE));
  const rows: InternalRow[] = [];
  const problems: string[] = [];
  const folders = readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const file = path.join(dir, folder, ROW_FILE);
    if (!existsSync(file)) {
      problems.push(`the folder ${folder}/ has no ${ROW_FILE}`);
      continue;
    }
    const {row} = load(file) as {row?: InternalRow};
    if (!row) problems.push(`${folder}/${ROW_FILE} exports no \`row\``);
    else if (row.id !== folder)
      problems.push(`the row "${row.id}" (in ${folder}/${ROW_FILE}) has no folder ${row.id}/`);
    else rows.push(row);
  }
  if (problems.length > 0) throw new Error(`Changes to Docusaurus internals in ${dir}: ${problems.join('; ')}`);
  return rows;
}

/** The rows, throwing when two share an id. */
export function withUniqueIds(rows: readonly InternalRow[]): readonly InternalRow[] {
  const seen = new Set<string>();
  const repeated = rows.filter(({id}) => seen.has(id) || !seen.add(id)).map(({id}) => id);
  if (repeated.length > 0) throw new Error(`Rows of plugins/internals with the same id: ${repeated.join(', ')}`);
  return rows;
}

export const MANIFEST: readonly InternalRow[] = withUniqueIds([
  ...collectFolderRows(__dirname),
  ...SWIZZLES,
  ...INTERNAL_IMPORTS,
]);

/** The row of `id`; throws for an id no row has, so no change reaches a build without its row. */
export function rowOf(id: string, rows: readonly InternalRow[] = MANIFEST): InternalRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row)
    throw new Error(
      `No row "${id}" among the changes to Docusaurus internals: add plugins/internals/${id}/${ROW_FILE} (or a row in plugins/internals/swizzles.ts or internalImports.ts)`,
    );
  return row;
}
