/** The files of a finished build, as the postBuild steps of several plugins list them. */
import {type Dirent, readdirSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** The files among `entries` (a recursive listing), as sorted paths relative to `root` with forward slashes. */
function relativeFilePaths(root: string, entries: Dirent[]): string[] {
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Files under `dir`, as sorted paths relative to `root` with forward slashes. */
export async function listFiles(root: string, dir: string): Promise<string[]> {
  return relativeFilePaths(root, await readdir(path.join(root, dir), {recursive: true, withFileTypes: true}));
}

const isBuiltPage = (file: string) =>
  file.endsWith('.html') && !file.startsWith('assets/') && !file.startsWith('search-index.');

/** The built pages: every HTML file outside the code (`assets/`) and the search index, as `listFiles` gives them. */
export async function listBuiltPages(outDir: string): Promise<string[]> {
  return (await listFiles(outDir, '.')).filter(isBuiltPage);
}

/** `listBuiltPages` for a step that must finish before the next plugin's postBuild starts. */
export function listBuiltPagesSync(outDir: string): string[] {
  return relativeFilePaths(outDir, readdirSync(outDir, {recursive: true, withFileTypes: true})).filter(isBuiltPage);
}
