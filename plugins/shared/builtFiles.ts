/** The files of a finished build, as the postBuild steps of several plugins list them. */
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Files under `dir`, as sorted paths relative to `root` with forward slashes. */
export async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The built pages: every HTML file outside the code (`assets/`) and the search index, as `listFiles` gives them. */
export async function listBuiltPages(outDir: string): Promise<string[]> {
  return (await listFiles(outDir, '.')).filter(
    (file) => file.endsWith('.html') && !file.startsWith('assets/') && !file.startsWith('search-index.'),
  );
}
