/**
 * Where the page keeps the search index files it has read, so search works
 * offline: the Cache Storage cache the service worker used to fill. The page
 * fills it itself because the worker is kept out of search requests (a
 * worker round trip per file cost more than the lookup on every keystroke
 * that fetches files). Files are content-hashed by folder, so a kept file
 * never goes stale; files of other index versions are dropped once a page
 * keeps a file of the current one.
 */
import {CACHE_NAMES} from '../cacheNames';

/** The content-hashed index folder a search file belongs to (`/search-index.<hash>/`), or null. */
export function searchIndexFolderOf(url: string): string | null {
  return new URL(url).pathname.match(/\/search-index\.[^/]+\//)?.[0] ?? null;
}

/**
 * Kept search files of other index versions: each deploy of changed docs
 * builds a new content-hashed index folder, and the old one is dead weight.
 */
export function otherIndexVersions(keptUrls: readonly string[], currentUrl: string): string[] {
  const current = searchIndexFolderOf(currentUrl);
  return current ? keptUrls.filter((url) => searchIndexFolderOf(url) !== current) : [];
}

export interface IndexFileStore {
  /**
   * The kept response for a URL, or undefined (also when storage cannot be
   * used). Only URLs in the store's listing are looked up: the listing is
   * read once per page, so a file that was never kept costs no Cache
   * Storage lookup, which Chromium answers one after another (about a
   * millisecond each, a dozen of them on a keystroke that shows new hits).
   */
  match(url: string): Promise<Response | undefined>;
  /**
   * The same lookup past the listing: for when the network failed, since
   * another page may have kept the file after this one read the listing.
   */
  matchUnlisted(url: string): Promise<Response | undefined>;
  /** Keeps a complete response; resolves once stored, rejects when it could not be. */
  keep(url: string, response: Response): Promise<void>;
}

// Compression adds `Vary: Accept-Encoding`, which must not hide a kept file.
const MATCH_OPTIONS: CacheQueryOptions = {ignoreVary: true};

/**
 * The store over a CacheStorage. Storage that is missing or refuses to open
 * (an insecure origin, some private modes, a full disk) makes a store that
 * keeps nothing, so search still answers from the network.
 */
export function createIndexFileStore(storage: CacheStorage | undefined): IndexFileStore {
  let opened: Promise<Cache | undefined> | undefined;
  const open = () => {
    opened ??= storage ? storage.open(CACHE_NAMES.search).catch(() => undefined) : Promise.resolve(undefined);
    return opened;
  };
  let listing: Promise<Set<string>> | undefined;
  const listed = () => {
    listing ??= open()
      .then(async (cache) => new Set(cache ? (await cache.keys()).map((request) => request.url) : []))
      .catch(() => new Set<string>());
    return listing;
  };
  const sweptFolders = new Set<string>();
  const sweep = async (cache: Cache, url: string) => {
    const folder = searchIndexFolderOf(url);
    if (folder === null || sweptFolders.has(folder)) return;
    sweptFolders.add(folder);
    const stale = otherIndexVersions(
      (await cache.keys()).map((request) => request.url),
      url,
    );
    await Promise.all(stale.map((staleUrl) => cache.delete(staleUrl)));
    const kept = await listed();
    for (const staleUrl of stale) kept.delete(staleUrl);
  };
  const matchUnlisted = async (url: string) => {
    try {
      return (await (await open())?.match(url, MATCH_OPTIONS)) ?? undefined;
    } catch {
      return undefined;
    }
  };

  return {
    async match(url) {
      return (await listed()).has(url) ? matchUnlisted(url) : undefined;
    },
    matchUnlisted,
    async keep(url, response) {
      const cache = await open();
      if (!cache) throw new Error('Cache Storage is not available');
      await cache.put(url, response);
      (await listed()).add(url);
      await sweep(cache, url);
    },
  };
}

let browserStore: IndexFileStore | undefined;

/** The store of this page (one cache handle, opened on first use). */
export function browserIndexFileStore(): IndexFileStore {
  browserStore ??= createIndexFileStore(typeof caches === 'undefined' ? undefined : caches);
  return browserStore;
}
