/**
 * Writes `offline-files.json` after the build: every file under `assets/`,
 * for "Save the docs for offline reading" (see src/offline/offlineFiles.ts).
 */
import {readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {OFFLINE_FILES, type OfflineFilesList} from '../../src/offline/offlineFiles';

/** Files under `dir`, as sorted paths relative to `root` with forward slashes. */
export async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export default function offlineFilesPlugin(): Plugin {
  return {
    name: 'offline-files',
    async postBuild({outDir}) {
      const list: OfflineFilesList = {files: await listFiles(outDir, 'assets')};
      await writeFile(path.join(outDir, OFFLINE_FILES), JSON.stringify(list));
    },
  };
}
