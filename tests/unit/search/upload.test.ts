import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {readSearchUploadEnv} from '@site/config/searchUploadEnv';
import {type AlgoliaWriteClient, DOCSEARCH_INDEX_SETTINGS, toAlgoliaObjects, uploadRecords} from '@site/scripts/lib/searchUpload';
import {records} from './fixtures/corpus';

const run = promisify(execFile);

describe('search:upload', () => {
  it('refuses without an admin key, naming what is missing, and sends nothing', async () => {
    const result = readSearchUploadEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search-only', ALGOLIA_INDEX_NAME: 'docs'});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/ALGOLIA_ADMIN_KEY/);

    const child = run('npx', ['tsx', 'scripts/search-upload.ts', 'does-not-exist'], {
      env: {...process.env, ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_ADMIN_KEY: ''},
    });
    await expect(child).rejects.toMatchObject({code: 1, stderr: expect.stringContaining('refuses to run: set ALGOLIA_ADMIN_KEY')});
  }, 30_000);

  it('pushes DocSearch settings, then replaces all records atomically, with absolute URLs and page rank', async () => {
    const calls: Array<[string, unknown]> = [];
    const client: AlgoliaWriteClient = {
      setSettings: async (props) => {
        calls.push(['setSettings', props]);
        return {taskID: 7};
      },
      waitForTask: async (props) => calls.push(['waitForTask', props]),
      replaceAllObjects: async (props) => calls.push(['replaceAllObjects', props]),
    };
    const objects = toAlgoliaObjects(records, 'https://docs.yearn.fi', (url) => (url.includes('/old/') ? -1 : 0));
    await uploadRecords(client, 'docs', objects);

    expect(calls.map(([name]) => name)).toEqual(['setSettings', 'waitForTask', 'replaceAllObjects']);
    expect(calls[0]![1]).toEqual({indexName: 'docs', indexSettings: DOCSEARCH_INDEX_SETTINGS});
    expect(calls[1]![1]).toEqual({indexName: 'docs', taskID: 7});
    const sent = (calls[2]![1] as {objects: typeof objects}).objects;
    expect(sent).toHaveLength(records.length);
    expect(sent.find((object) => object.anchor === 'harvest')!.url).toBe('https://docs.yearn.fi/resources/glossary#harvest');
    expect(sent.find((object) => object.url.includes('/old/'))!.weight.page_rank).toBe(-1);
  });

  it('never empties the index from an empty build', async () => {
    const client = {setSettings: async () => ({taskID: 1}), waitForTask: async () => 0, replaceAllObjects: async () => 0};
    await expect(uploadRecords(client, 'docs', [])).rejects.toThrow(/no records/);
  });
});
