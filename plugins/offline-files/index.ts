/**
 * Writes `offline-files.json` after the build: every file under `assets/`,
 * for "Save the docs for offline reading" (see src/offline/offlineFiles.ts).
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {OFFLINE_FILES, type OfflineFilesList} from '../../src/offline/offlineFiles';
import {listFiles} from '../shared/builtFiles';

/** It takes no options: Docusaurus fails the config load on any one given. */
export {validateNoOptions as validateOptions} from '../shared/pluginOptions';

export default function offlineFilesPlugin(): Plugin {
  return {
    name: 'offline-files',
    async postBuild({outDir}) {
      const list: OfflineFilesList = {files: await listFiles(outDir, 'assets')};
      await writeFile(path.join(outDir, OFFLINE_FILES), JSON.stringify(list));
    },
  };
}
