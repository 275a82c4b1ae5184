import {pwaOptions, shellOnly} from '@site/config/pwa';
import {describe, expect, it} from 'vitest';

describe('the precache manifest', () => {
  it('keeps only the app shell and serves the offline page at its clean URL', async () => {
    const entry = (url: string, revision: string | null = null) => ({url, revision, size: 100});
    const {manifest} = await shellOnly([
      entry('assets/js/main.2d729386.js'),
      entry('assets/js/0220aa71.8d5ce748.js'),
      entry('assets/css/styles.10de892b.css'),
      entry('offline/index.html', 'r1'),
      entry('index.html', 'r2'),
      entry('search-index.8e05efd5d5/manifest.json', 'r3'),
      entry('manifest.json', 'r4'),
    ]);
    expect(manifest).toEqual([
      entry('assets/js/main.2d729386.js'),
      entry('assets/css/styles.10de892b.css'),
      entry('offline', 'r1'),
      entry('manifest.json', 'r4'),
    ]);
  });

  it('registers the worker for every reader and leaves the manifest link to the page once it has painted', () => {
    const options = pwaOptions('/abs/sw.js');
    expect(options.offlineModeActivationStrategies).toEqual(['always']);
    expect(options.swCustom).toBe('/abs/sw.js');
    expect(options.pwaHead?.filter((tag) => tag.rel === 'manifest')).toEqual([]);
  });
});
