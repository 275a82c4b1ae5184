import {latestOnly} from '@site/src/search/latestOnly';
import {describe, expect, it} from 'vitest';

/** A search whose answers the test releases by hand, one per call. */
function manualSearch() {
  const calls: Array<{
    query: string;
    isCurrent: () => boolean;
    resolve: (value: string) => void;
    reject: (error: Error) => void;
  }> = [];
  const search = (query: string, isCurrent: () => boolean) =>
    new Promise<string>((resolve, reject) => {
      calls.push({query, isCurrent, resolve, reject});
    });
  return {calls, search};
}

describe('latestOnly', () => {
  it('answers a lone request with its own result', async () => {
    const {calls, search} = manualSearch();
    const answer = latestOnly(search)('vault');
    expect(calls[0]!.isCurrent()).toBe(true);
    calls[0]!.resolve('vault hits');
    await expect(answer).resolves.toBe('vault hits');
  });

  it('tells an overtaken request so, and settles it with the newest answer, never before it', async () => {
    const {calls, search} = manualSearch();
    const run = latestOnly(search);
    const settled: string[] = [];
    const first = run('vau').then((value) => settled.push(`vau -> ${value}`));
    const second = run('vaul').then((value) => settled.push(`vaul -> ${value}`));
    const third = run('vault').then((value) => settled.push(`vault -> ${value}`));
    expect(calls.map((call) => call.isCurrent())).toEqual([false, false, true]);

    calls[0]!.resolve('stale');
    calls[1]!.reject(new Error('overtaken'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toEqual([]);

    calls[2]!.resolve('vault hits');
    await Promise.all([first, second, third]);
    expect(settled).toHaveLength(3);
    expect(new Set(settled.map((line) => line.split(' -> ')[1]))).toEqual(new Set(['vault hits']));
  });

  it('fails an overtaken request with the newest failure', async () => {
    const {calls, search} = manualSearch();
    const run = latestOnly(search);
    const first = run('vau');
    const second = run('vault');
    calls[0]!.resolve('stale');
    calls[1]!.reject(new Error('index unreachable'));
    await expect(second).rejects.toThrow('index unreachable');
    await expect(first).rejects.toThrow('index unreachable');
  });

  it('follows a chain of overtaking requests to the last one', async () => {
    const {calls, search} = manualSearch();
    const run = latestOnly(search);
    const first = run('v');
    calls[0]!.resolve('v hits');
    await expect(first).resolves.toBe('v hits');
    const second = run('va');
    const third = run('vau');
    calls[1]!.resolve('stale');
    const fourth = run('vaul');
    calls[2]!.resolve('stale too');
    calls[3]!.resolve('vaul hits');
    await expect(Promise.all([second, third, fourth])).resolves.toEqual(['vaul hits', 'vaul hits', 'vaul hits']);
  });
});
