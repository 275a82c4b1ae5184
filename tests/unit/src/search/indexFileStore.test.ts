import {CACHE_NAMES} from '@site/src/cacheNames';
import {createIndexFileStore, otherIndexVersions, searchIndexFolderOf} from '@site/src/search/indexFileStore';
import {httpLoader} from '@site/src/search/localSearchBackend';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const origin = 'https://docs.example';
const file = (version: string, path: string) => `${origin}/search-index.${version}/${path}`;

/** A Cache Storage holding one cache in memory, as the browser's answers it. */
function memoryStorage() {
  const entries = new Map<string, Response>();
  const matchOptions: Array<CacheQueryOptions | undefined> = [];
  const cache = {
    match: async (url: string, options?: CacheQueryOptions) => {
      matchOptions.push(options);
      return entries.get(url)?.clone();
    },
    put: async (url: string, response: Response) => void entries.set(url, response),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    delete: async (url: string) => entries.delete(url),
  };
  const opened: string[] = [];
  const storage = {
    open: async (name: string) => {
      opened.push(name);
      return cache;
    },
  } as unknown as CacheStorage;
  return {storage, entries, opened, matchOptions};
}

const refusingStorage = {
  open: () => Promise.reject(new DOMException('denied', 'SecurityError')),
} as unknown as CacheStorage;

describe('the search index file store', () => {
  it('keeps files in the search cache and finds them whatever the response varies on', async () => {
    const {storage, opened, matchOptions} = memoryStorage();
    const store = createIndexFileStore(storage);
    expect(await store.match(file('aaa', 'manifest.json'))).toBeUndefined();
    await store.keep(file('aaa', 'manifest.json'), new Response('{"v":2}'));
    expect(await (await store.match(file('aaa', 'manifest.json')))?.text()).toBe('{"v":2}');
    expect(new Set(opened)).toEqual(new Set([CACHE_NAMES.search]));
    expect(opened).toHaveLength(1);
    expect(matchOptions.every((options) => options?.ignoreVary === true)).toBe(true);
  });

  it('asks Cache Storage only for files it has listed as kept, and past the listing only when asked to', async () => {
    const {storage, entries, matchOptions} = memoryStorage();
    entries.set(file('aaa', 'manifest.json'), new Response('{"v":2}'));
    const store = createIndexFileStore(storage);
    expect(await (await store.match(file('aaa', 'manifest.json')))?.text()).toBe('{"v":2}');
    const lookups = matchOptions.length;
    // Kept by another page after this store read its listing.
    entries.set(file('aaa', 'c/0.json'), new Response('[]'));
    expect(await store.match(file('aaa', 'c/0.json'))).toBeUndefined();
    expect(await store.match(file('aaa', 'c/1.json'))).toBeUndefined();
    expect(matchOptions).toHaveLength(lookups);
    expect(await (await store.matchUnlisted(file('aaa', 'c/0.json')))?.text()).toBe('[]');
  });

  it('drops the files of other index versions once a file of the current one is kept', async () => {
    const {storage, entries} = memoryStorage();
    const store = createIndexFileStore(storage);
    entries.set(file('old', 'manifest.json'), new Response('{}'));
    entries.set(file('old', 's/2p.json'), new Response('{}'));
    await store.keep(file('new', 'manifest.json'), new Response('{}'));
    expect([...entries.keys()]).toEqual([file('new', 'manifest.json')]);
  });

  it('keeps nothing, and finds nothing, where Cache Storage is missing or refuses to open', async () => {
    for (const storage of [undefined, refusingStorage]) {
      const store = createIndexFileStore(storage);
      expect(await store.match(file('aaa', 'manifest.json'))).toBeUndefined();
      await expect(store.keep(file('aaa', 'manifest.json'), new Response('{}'))).rejects.toThrow();
    }
  });

  it('names the index version a file belongs to, under any base URL, and finds the others', () => {
    expect(searchIndexFolderOf(file('bbb', 'c/0.json'))).toBe('/search-index.bbb/');
    expect(searchIndexFolderOf(`${origin}/docs/search-index.aaa/manifest.json`)).toBe('/search-index.aaa/');
    expect(searchIndexFolderOf(`${origin}/developers/search`)).toBeNull();
    const kept = [file('aaa', 'manifest.json'), file('aaa', 's/1.json'), file('bbb', 'manifest.json')];
    expect(otherIndexVersions(kept, file('bbb', 'c/0.json'))).toEqual(kept.slice(0, 2));
    expect(otherIndexVersions(kept, `${origin}/developers`)).toEqual([]);
  });
});

describe('reading index files', () => {
  beforeEach(() => vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']}));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function stubNetwork(answer: (url: string) => Response) {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      return answer(url);
    });
    return requested;
  }

  // The loader writes fetched files once searching has paused for half a second.
  const settle = () => vi.advanceTimersByTimeAsync(500);

  it('fetches a file once, keeps it when searching pauses, and reads it from the store after that, also offline', async () => {
    const store = createIndexFileStore(memoryStorage().storage);
    const load = httpLoader(file('aaa', 'manifest.json'), store);
    const requested = stubNetwork(() => Response.json({terms: [1, 2, 3]}));
    expect(await load('s/2p.json')).toEqual({terms: [1, 2, 3]});
    expect(await store.match(file('aaa', 's/2p.json'))).toBeUndefined();
    await settle();
    stubNetwork(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await load('s/2p.json')).toEqual({terms: [1, 2, 3]});
    expect(requested).toEqual([file('aaa', 's/2p.json')]);
  });

  it('reads a copy that another page kept when the network fails', async () => {
    const {storage, entries} = memoryStorage();
    const store = createIndexFileStore(storage);
    const load = httpLoader(file('aaa', 'manifest.json'), store);
    stubNetwork(() => Response.json({v: 2}));
    await load('manifest.json');
    entries.set(file('aaa', 's/2p.json'), Response.json({kept: true}));
    stubNetwork(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await load('s/2p.json')).toEqual({kept: true});
    await expect(load('c/9.json')).rejects.toThrow('Failed to fetch');
  });

  it('still answers from the network when nothing can be kept', async () => {
    const load = httpLoader(file('aaa', 'manifest.json'), createIndexFileStore(refusingStorage));
    const requested = stubNetwork(() => Response.json({ok: true}));
    expect(await load('c/0.json')).toEqual({ok: true});
    expect(await load('c/0.json')).toEqual({ok: true});
    expect(requested).toHaveLength(2);
  });

  it("keeps neither error answers nor the development server's missing-index notice", async () => {
    const {storage, entries} = memoryStorage();
    const load = httpLoader(file('aaa', 'manifest.json'), createIndexFileStore(storage));
    stubNetwork((url) =>
      url.endsWith('c/0.json')
        ? new Response('gone', {status: 404})
        : Response.json({error: 'No search index yet: run "npm run build".'}),
    );
    await expect(load('c/0.json')).rejects.toThrow(/answered 404/);
    await expect(load('manifest.json')).rejects.toThrow('No search index yet');
    await settle();
    expect(entries.size).toBe(0);
  });
});
