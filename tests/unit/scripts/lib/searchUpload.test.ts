import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {readSearchUploadEnv} from '@site/config/searchUploadEnv';
import {
  type AlgoliaWriteClient,
  SEARCH_INDEX_SETTINGS,
  toAlgoliaObjects,
  uploadRecords,
} from '@site/scripts/lib/searchUpload';
import {PAGE_STATUS} from '@site/src/search/pageStatus';
import {SEARCH_SYNONYMS} from '@site/src/search/synonyms';
import {records} from '@site/tests/unit/fixtures/search/corpus';
import {describe, expect, it} from 'vitest';

const run = promisify(execFile);

describe('search:upload', () => {
  it('refuses without an admin key, naming what is missing, and sends nothing', async () => {
    const result = readSearchUploadEnv({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'search-only',
      ALGOLIA_INDEX_NAME: 'docs',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/ALGOLIA_ADMIN_KEY/);

    const child = run('npx', ['tsx', 'scripts/search-upload.ts', 'does-not-exist'], {
      env: {...process.env, ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_ADMIN_KEY: ''},
    });
    await expect(child).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('refuses to run: set ALGOLIA_ADMIN_KEY'),
    });
  }, 30_000);

  it('pushes the ranking settings and synonyms, then replaces all records atomically, with absolute URLs, page rank and distinct keys', async () => {
    const calls: Array<[string, unknown]> = [];
    const client: AlgoliaWriteClient = {
      setSettings: async (props) => {
        calls.push(['setSettings', props]);
        return {taskID: 7};
      },
      saveSynonyms: async (props) => {
        calls.push(['saveSynonyms', props]);
        return {taskID: 8};
      },
      waitForTask: async (props) => calls.push(['waitForTask', props]),
      replaceAllObjects: async (props) => calls.push(['replaceAllObjects', props]),
    };
    const objects = toAlgoliaObjects(records, 'https://docs.yearn.fi', (url) =>
      url.includes('/old/')
        ? {status: PAGE_STATUS.deprecated, family: '/developers/vault'}
        : {status: PAGE_STATUS.current, family: ''},
    );
    await uploadRecords(client, 'docs', objects);

    expect(calls.map(([name]) => name)).toEqual([
      'setSettings',
      'waitForTask',
      'saveSynonyms',
      'waitForTask',
      'replaceAllObjects',
    ]);
    const settings = (calls[0]![1] as {indexName: string; indexSettings: typeof SEARCH_INDEX_SETTINGS}).indexSettings;
    expect(calls[0]![1]).toEqual({indexName: 'docs', indexSettings: SEARCH_INDEX_SETTINGS});
    // The page title first, then headings, then text: the order of the built-in engine's places
    expect(settings.searchableAttributes.slice(0, 2)).toEqual(['hierarchy.lvl1', 'unordered(hierarchy.lvl2)']);
    expect(settings.searchableAttributes.indexOf('content')).toBeGreaterThan(
      settings.searchableAttributes.indexOf('unordered(hierarchy.lvl6)'),
    );
    expect(settings.ranking.slice(0, 4)).toEqual(['words', 'filters', 'typo', 'attribute']);
    expect(settings.customRanking[0]).toBe('desc(weight.page_rank)');
    expect(settings).toMatchObject({
      distinct: true,
      attributeForDistinct: 'distinct_key',
      removeStopWords: ['en'],
      ignorePlurals: ['en'],
      removeWordsIfNoResults: 'allOptional',
      minWordSizefor1Typo: 5,
    });
    expect(calls[1]![1]).toEqual({indexName: 'docs', taskID: 7});
    const synonyms = calls[2]![1] as {
      indexName: string;
      synonymHit: Array<{type: string; synonyms: string[]}>;
      replaceExistingSynonyms: boolean;
    };
    expect(synonyms.replaceExistingSynonyms).toBe(true);
    expect(synonyms.synonymHit).toHaveLength(SEARCH_SYNONYMS.length);
    expect(synonyms.synonymHit[0]).toMatchObject({type: 'synonym', synonyms: [...SEARCH_SYNONYMS[0]!.terms]});
    expect(calls[3]![1]).toEqual({indexName: 'docs', taskID: 8});
    const sent = (calls[4]![1] as {objects: typeof objects}).objects;
    expect(sent).toHaveLength(records.length);
    const harvest = sent.find((object) => object.anchor === 'harvest')!;
    expect(harvest.url).toBe('https://docs.yearn.fi/resources/glossary#harvest');
    expect(harvest.distinct_key).toBe(harvest.url);
    const old = sent.filter((object) => object.url.includes('/old/'));
    expect(old[0]!.weight.page_rank).toBe(PAGE_STATUS.deprecated);
    expect(new Set(old.map((object) => object.distinct_key))).toEqual(new Set(['family:/developers/vault']));
    expect(harvest.weight.page_rank).toBe(PAGE_STATUS.current);
  });

  it('never empties the index from an empty build', async () => {
    const client = {
      setSettings: async () => ({taskID: 1}),
      saveSynonyms: async () => ({taskID: 2}),
      waitForTask: async () => 0,
      replaceAllObjects: async () => 0,
    };
    await expect(uploadRecords(client, 'docs', [])).rejects.toThrow(/no records/);
  });
});
