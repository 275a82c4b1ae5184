import {type SaveDeps, type SaveProgress, saveEverything} from '@site/src/offline/saveAll';
import {SHARDED_FORMAT_VERSION} from '@site/src/search/shardFormat';
import {describe, expect, it} from 'vitest';

const origin = 'http://127.0.0.1:4301';
const sitemap = `<urlset>${['/', '/a', '/b'].map((path) => `<url><loc>https://docs.yearn.fi${path}</loc></url>`).join('')}</urlset>`;
// A manifest of the index format the site builds (a stale version is refused: search stays unsaved).
const manifest = JSON.stringify({v: SHARDED_FORMAT_VERSION, pages: [], sections: 1, chunkSections: 6, shards: ['ab']});
const target = {
  siteUrl: `${origin}/`,
  sitemapUrl: `${origin}/sitemap.xml`,
  filesListUrl: `${origin}/offline-files.json`,
  searchManifestUrl: `${origin}/search-index.x/manifest.json`,
};
const run = (
  deps: SaveDeps,
  onProgress: (progress: SaveProgress) => void = () => {},
  signal = new AbortController().signal,
) => saveEverything(target, deps, {onProgress, signal});

function fakeSite(failing: string[] = []) {
  const texts: Record<string, string> = {
    [`${origin}/sitemap.xml`]: sitemap,
    [`${origin}/offline-files.json`]: JSON.stringify({
      files: ['assets/js/a.1.js', 'assets/js/b.2.js', 'assets/css/styles.3.css'],
    }),
    [`${origin}/`]: '<img src=/img/logo.svg><img src=/assets/images/home-1.png><script src=/assets/js/a.1.js></script>',
    [`${origin}/a`]: '<img src=/img/logo.svg>',
    [`${origin}/b`]: '<p>no images</p>',
    [`${origin}/search-index.x/manifest.json`]: manifest,
  };
  const fetched: string[] = [];
  const kept: string[] = [];
  const deps: SaveDeps = {
    fetchText: async (url) => {
      fetched.push(url);
      if (failing.includes(url) || !(url in texts)) throw new Error(`${url} failed`);
      return texts[url]!;
    },
    fetchFile: async (url) => {
      fetched.push(url);
      if (failing.includes(url)) throw new Error(`${url} failed`);
    },
    keepSearchFile: async (url) => {
      fetched.push(url);
      if (failing.includes(url)) throw new Error(`${url} failed`);
      kept.push(url);
      return texts[url] ?? '{}';
    },
  };
  return {deps, fetched, kept};
}

describe('saveEverything', () => {
  it('fetches every page, each image and code file once, and the whole search index', async () => {
    const site = fakeSite();
    const progress: SaveProgress[] = [];
    const result = await run(site.deps, (p) => progress.push(p));
    expect(result).toEqual({pages: 3, failedPages: [], failedFiles: 0, search: 'saved'});
    const count = (url: string) => site.fetched.filter((fetched) => fetched === url).length;
    expect(count(`${origin}/img/logo.svg`)).toBe(1);
    expect(count(`${origin}/assets/js/a.1.js`)).toBe(1);
    expect(count(`${origin}/assets/js/b.2.js`)).toBe(1);
    expect(count(`${origin}/assets/images/home-1.png`)).toBe(1);
    // Search files go to the page's own store, the manifest included (the worker leaves them alone).
    expect(site.kept.sort()).toEqual([
      `${origin}/search-index.x/c/0.json`,
      `${origin}/search-index.x/manifest.json`,
      `${origin}/search-index.x/s/2p-2q.json`,
    ]);
    expect(count(`${origin}/search-index.x/manifest.json`)).toBe(1);
    expect(progress[0]).toEqual({step: 'pages', done: 0, total: 3});
    expect(progress).toContainEqual({step: 'pages', done: 3, total: 3});
    expect(progress).toContainEqual({step: 'files', done: 2, total: 2});
    expect(progress.at(-1)).toEqual({step: 'search', done: 2, total: 2});
  });

  it('counts pages and files that failed and carries on', async () => {
    const result = await run(
      fakeSite([`${origin}/a`, `${origin}/assets/images/home-1.png`, `${origin}/assets/js/b.2.js`]).deps,
    );
    expect(result.failedPages.sort()).toEqual([`${origin}/`, `${origin}/a`]);
    expect(result.failedFiles).toBe(1);
    expect(result.search).toBe('saved');
  });

  it('reports a search index that did not download, and skips search when it is not local', async () => {
    expect((await run(fakeSite([`${origin}/search-index.x/c/0.json`]).deps)).search).toBe('failed');
    expect((await run(fakeSite([`${origin}/search-index.x/manifest.json`]).deps)).search).toBe('failed');
    const none = await saveEverything({...target, searchManifestUrl: null}, fakeSite().deps, {
      onProgress: () => {},
      signal: new AbortController().signal,
    });
    expect(none.search).toBe('none');
  });

  it('rejects when the lists of pages or files do not load, and when aborted', async () => {
    await expect(run(fakeSite([`${origin}/sitemap.xml`]).deps)).rejects.toThrow();
    await expect(run(fakeSite([`${origin}/offline-files.json`]).deps)).rejects.toThrow();
    const controller = new AbortController();
    const site = fakeSite();
    await expect(run(site.deps, () => controller.abort(), controller.signal)).rejects.toThrow();
    expect(site.fetched).not.toContain(`${origin}/a`);
  });
});
