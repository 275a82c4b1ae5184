import {createOfflineReadingStore, needsSaving} from '@site/src/offline/offlineReadingStore';
import {OPT_IN_KEY} from '@site/src/offline/optIn';
import type {SaveDeps} from '@site/src/offline/saveAll';
import {describe, expect, it} from 'vitest';

const origin = 'http://127.0.0.1:4301';
const target = {
  siteUrl: `${origin}/`,
  sitemapUrl: `${origin}/sitemap.xml`,
  filesListUrl: `${origin}/files.json`,
  searchManifestUrl: null,
};

function storage() {
  const data = new Map<string, string>();
  return {
    data,
    source: () => ({
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    }),
  };
}

function deps(failPage = false): SaveDeps {
  return {
    fetchText: async (url) => {
      if (url.endsWith('sitemap.xml')) return '<loc>https://docs.yearn.fi/a</loc>';
      if (url.endsWith('files.json')) return '{"files":[]}';
      if (failPage) throw new Error('offline');
      return '<p>page</p>';
    },
    fetchFile: async () => {},
    keepSearchFile: async () => '{}',
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline-reading store', () => {
  it('saves on opt-in and remembers the saved version', async () => {
    const store = storage();
    const reading = createOfflineReadingStore(store.source, deps());
    let notified = 0;
    reading.subscribe(() => notified++);
    reading.optIn(target, 'v1');
    expect(reading.getSnapshot().save.phase).toBe('saving');
    await settle();
    expect(reading.getSnapshot()).toMatchObject({
      optedIn: true,
      savedVersion: 'v1',
      save: {phase: 'done', result: {pages: 1}},
    });
    expect(JSON.parse(store.data.get(OPT_IN_KEY)!)).toEqual({optedIn: true, savedVersion: 'v1'});
    expect(notified).toBeGreaterThan(2);
    expect(createOfflineReadingStore(store.source, deps()).getSnapshot()).toMatchObject({
      optedIn: true,
      savedVersion: 'v1',
    });
  });

  it('does not record a failed save as the saved version', async () => {
    const reading = createOfflineReadingStore(storage().source, deps(true));
    reading.optIn(target, 'v1');
    await settle();
    expect(reading.getSnapshot()).toMatchObject({optedIn: true, savedVersion: null, save: {phase: 'failed'}});
  });

  it('stops a running save on opt-out and forgets the choice', async () => {
    const store = storage();
    const reading = createOfflineReadingStore(store.source, deps());
    reading.optIn(target, 'v1');
    reading.optOut();
    await settle();
    expect(reading.getSnapshot()).toEqual({optedIn: false, savedVersion: null, save: {phase: 'idle'}});
    expect(JSON.parse(store.data.get(OPT_IN_KEY)!)).toEqual({optedIn: false, savedVersion: null});
  });

  it('keeps working for the visit when storage is unavailable', async () => {
    const reading = createOfflineReadingStore(() => {
      throw new DOMException('denied', 'SecurityError');
    }, deps());
    expect(reading.getSnapshot().optedIn).toBe(false);
    reading.optIn(target, 'v1');
    await settle();
    expect(reading.getSnapshot()).toMatchObject({optedIn: true, savedVersion: 'v1', save: {phase: 'done'}});
  });
});

describe('needsSaving', () => {
  const idle = {phase: 'idle'} as const;
  it('saves a new version for a reader who opted in, once', () => {
    expect(needsSaving({optedIn: true, savedVersion: 'v0', save: idle}, 'v1')).toBe(true);
    expect(needsSaving({optedIn: true, savedVersion: null, save: idle}, 'v1')).toBe(true);
    expect(needsSaving({optedIn: true, savedVersion: 'v1', save: idle}, 'v1')).toBe(false);
    expect(needsSaving({optedIn: false, savedVersion: null, save: idle}, 'v1')).toBe(false);
    expect(needsSaving({optedIn: true, savedVersion: 'v0', save: {phase: 'saving', progress: null}}, 'v1')).toBe(false);
    expect(needsSaving({optedIn: true, savedVersion: 'v0', save: {phase: 'failed', result: null}}, 'v1')).toBe(false);
  });
});
