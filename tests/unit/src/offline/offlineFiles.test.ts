import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {listFiles} from '@site/plugins/shared/builtFiles';
import {offlineFileUrls} from '@site/src/offline/offlineFiles';
import {describe, expect, it} from 'vitest';

describe('the list of build files', () => {
  it('names every file under assets/, relative to the output folder', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'offline-files-'));
    try {
      await mkdir(path.join(outDir, 'assets/js'), {recursive: true});
      await mkdir(path.join(outDir, 'assets/css'), {recursive: true});
      await writeFile(path.join(outDir, 'assets/js/main.1.js'), '');
      await writeFile(path.join(outDir, 'assets/js/0220aa71.2.js'), '');
      await writeFile(path.join(outDir, 'assets/css/styles.3.css'), '');
      await writeFile(path.join(outDir, 'index.html'), '');
      expect(await listFiles(outDir, 'assets')).toEqual([
        'assets/css/styles.3.css',
        'assets/js/0220aa71.2.js',
        'assets/js/main.1.js',
      ]);
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });

  it('is read as URLs on the site, and rejected when malformed', () => {
    expect(offlineFileUrls({files: ['assets/js/a.1.js']}, 'http://127.0.0.1:4301/docs/')).toEqual([
      'http://127.0.0.1:4301/docs/assets/js/a.1.js',
    ]);
    expect(offlineFileUrls({files: [1]}, 'http://127.0.0.1:4301/')).toBeNull();
    expect(offlineFileUrls(null, 'http://127.0.0.1:4301/')).toBeNull();
  });
});
