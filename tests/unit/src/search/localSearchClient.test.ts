import {shardIndex} from '@site/plugins/local-search/shardIndex';
import {getLocalSearchClient} from '@site/src/search/localSearchClient';
import {createSearchErrorStore, trackSearchErrors} from '@site/src/search/searchErrors';
import {corpus} from '@site/tests/unit/fixtures/search/corpus';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const files = shardIndex(corpus);

/** Serves the corpus's index files from memory under /idx/<name>/. */
async function serveIndex(input: RequestInfo | URL): Promise<Response> {
  const path = String(input).replace(/^\/idx\/[^/]+\//, '');
  return files.has(path) ? new Response(JSON.stringify(files.get(path))) : new Response('not found', {status: 404});
}

const request = {requests: [{indexName: 'yearn-docs', query: 'harvest'}]};

describe('local search client', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {location: {origin: 'http://localhost:3000'}});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the index on first search and answers with absolute URLs', async () => {
    const fetchIndex = vi.fn(serveIndex);
    vi.stubGlobal('fetch', fetchIndex);
    const client = getLocalSearchClient('/idx/ok/manifest.json');
    const {results} = await client.search(request);
    expect(results[0]!.hits[0]!.url).toBe('http://localhost:3000/resources/glossary#harvest');
    const fetched = fetchIndex.mock.calls.length;
    await client.search(request);
    expect(fetchIndex).toHaveBeenCalledTimes(fetched);
    expect(fetchIndex.mock.calls[0]![0]).toBe('/idx/ok/manifest.json');
  });

  it('fails with a RetryError while the index cannot load, and retries on the next search', async () => {
    const fetchIndex = vi.fn(serveIndex).mockResolvedValueOnce(new Response('gone', {status: 503}));
    vi.stubGlobal('fetch', fetchIndex);
    const store = createSearchErrorStore();
    const client = trackSearchErrors(getLocalSearchClient('/idx/flaky/manifest.json'), store);
    await expect(client.search(request)).rejects.toMatchObject({name: 'RetryError'});
    expect(store.get()).toBe(true);
    const {results} = await client.search(request);
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(store.get()).toBe(false);
  });

  it('answers words of the shard that holds the word "error", which is no development notice', async () => {
    const withError: typeof corpus = {
      ...corpus,
      c: [...corpus.c, [7, 'A harvest that reverts with an error is retried; ERC-4626 vaults report it.']],
    };
    const errorFiles = shardIndex(withError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input).replace(/^\/idx\/[^/]+\//, '');
        return new Response(JSON.stringify(errorFiles.get(path)));
      }),
    );
    const client = getLocalSearchClient('/idx/error-word/manifest.json');
    for (const query of ['error', 'ERC-4626']) {
      const {results} = await client.search({requests: [{indexName: 'yearn-docs', query}]});
      expect(results[0]!.hits[0]!.url, query).toBe('http://localhost:3000/resources/glossary#harvest');
    }
  });

  it('passes on the development notice when no build has produced an index', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({error: 'Run "npm run build" once'}))),
    );
    const client = getLocalSearchClient('/idx/missing/manifest.json');
    await expect(client.search(request)).rejects.toMatchObject({
      name: 'RetryError',
      cause: expect.objectContaining({message: 'Run "npm run build" once'}),
    });
  });
});
