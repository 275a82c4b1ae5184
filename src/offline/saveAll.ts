/**
 * Downloads everything "Save the docs for offline reading" promises: every
 * page of the sitemap with the images it shows, every file of the build's
 * code, and the whole search index. Pages and code go through the service
 * worker, whose rules keep what passes; search files are kept by the page's
 * own store, which the worker leaves them to. This module only decides what
 * to ask for and counts what failed.
 */
import {isManifest} from '../search/shardFormat';
import {offlineFileUrls} from './offlineFiles';
import {assetUrlsInHtml, searchIndexFileUrls, sitemapPageUrls} from './savePlan';

export interface SaveDeps {
  /** Fetches a URL and resolves to its text; rejects on a network error or a non-OK status. */
  fetchText(url: string, signal: AbortSignal): Promise<string>;
  /** Fetches a URL, discarding the body; rejects like fetchText. */
  fetchFile(url: string, signal: AbortSignal): Promise<void>;
  /** Fetches a search index file and keeps it where search reads it offline; resolves to its text, rejects like fetchText or when it cannot be kept. */
  keepSearchFile(url: string, signal: AbortSignal): Promise<string>;
}

export interface SaveTarget {
  /** Origin and base URL of the site being read; sitemap entries are mapped onto it. */
  siteUrl: string;
  sitemapUrl: string;
  /** The list of the build's code files (offline-files.json). */
  filesListUrl: string;
  /** The search index manifest, or null when search is not answered by the built-in index. */
  searchManifestUrl: string | null;
}

export type SaveStep = 'pages' | 'files' | 'search';

export interface SaveProgress {
  step: SaveStep;
  done: number;
  total: number;
}

export interface SaveResult {
  pages: number;
  failedPages: string[];
  failedFiles: number;
  search: 'saved' | 'failed' | 'none';
}

export interface SaveOptions {
  onProgress(progress: SaveProgress): void;
  signal: AbortSignal;
  /** Requests in flight at once: enough to be quick, few enough to leave the connection usable. */
  concurrency?: number;
}

/** Rejects when the lists of pages or files cannot be read (nothing was saved), and when aborted. */
export async function saveEverything(target: SaveTarget, deps: SaveDeps, options: SaveOptions): Promise<SaveResult> {
  const {signal} = options;
  const pages = sitemapPageUrls(await deps.fetchText(target.sitemapUrl, signal), target.siteUrl);
  const files = offlineFileUrls(JSON.parse(await deps.fetchText(target.filesListUrl, signal)), target.siteUrl);
  if (!files) throw new Error(`${target.filesListUrl} is not a list of files`);
  const requested = new Set<string>();

  const failedPages = await runStep('pages', pages, options, async (pageUrl) => {
    const html = await deps.fetchText(pageUrl, signal);
    const images = assetUrlsInHtml(html, pageUrl).filter((url) => !requested.has(url));
    for (const url of images) requested.add(url);
    await Promise.all(images.map((url) => deps.fetchFile(url, signal)));
  });

  const code = files.filter((url) => !requested.has(url));
  const failedFiles = await runStep('files', code, options, (url) => deps.fetchFile(url, signal));

  const search = target.searchManifestUrl ? await saveSearchIndex(target.searchManifestUrl, deps, options) : 'none';
  return {pages: pages.length, failedPages, failedFiles: failedFiles.length, search};
}

async function saveSearchIndex(manifestUrl: string, deps: SaveDeps, options: SaveOptions): Promise<'saved' | 'failed'> {
  const {signal} = options;
  try {
    const manifest: unknown = JSON.parse(await deps.keepSearchFile(manifestUrl, signal));
    if (!isManifest(manifest)) return 'failed';
    const files = searchIndexFileUrls(manifest, manifestUrl).slice(1);
    const failed = await runStep('search', files, options, async (url) => {
      await deps.keepSearchFile(url, signal);
    });
    return failed.length ? 'failed' : 'saved';
  } catch (error) {
    if (signal.aborted) throw error;
    return 'failed';
  }
}

/**
 * Runs `work` over the items, at most `concurrency` at once, reporting
 * progress; resolves to the items that failed. Stops when aborted.
 */
async function runStep(
  step: SaveStep,
  items: readonly string[],
  options: SaveOptions,
  work: (item: string) => Promise<void>,
): Promise<string[]> {
  const {onProgress, signal, concurrency = 4} = options;
  const failed: string[] = [];
  let next = 0;
  let done = 0;
  onProgress({step, done, total: items.length});
  const worker = async () => {
    while (next < items.length) {
      signal.throwIfAborted();
      const item = items[next]!;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        if (signal.aborted) throw error;
        failed.push(item);
      }
      done += 1;
      onProgress({step, done, total: items.length});
    }
  };
  await Promise.all(Array.from({length: Math.min(concurrency, items.length)}, worker));
  return failed;
}
