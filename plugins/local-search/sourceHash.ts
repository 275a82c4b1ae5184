/**
 * The content hash in the index file name. The browser bundle must know the
 * name before the pages are built, so it is a hash of everything the pages
 * are built from (content, components, sidebars, config, this plugin), not
 * of the index itself: any change that can change the index changes the name.
 */
import {createHash} from 'node:crypto';
import {readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', '.docusaurus', '.git', 'build', '.tmp']);

async function listFiles(target: string): Promise<string[]> {
  const info = await stat(target).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [target];
  const entries = await readdir(target, {withFileTypes: true});
  const nested = await Promise.all(
    entries.filter((entry) => !SKIPPED_DIRS.has(entry.name)).map((entry) => listFiles(path.join(target, entry.name))),
  );
  return nested.flat();
}

export async function hashSources(siteDir: string, inputs: readonly string[], salt: string): Promise<string> {
  const hash = createHash('sha256').update(salt);
  const files = (await Promise.all(inputs.map((input) => listFiles(path.resolve(siteDir, input))))).flat().sort();
  for (const file of files) {
    hash
      .update(path.relative(siteDir, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}
