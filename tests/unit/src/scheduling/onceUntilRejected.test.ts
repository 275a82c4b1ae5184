import {onceUntilRejected} from '@site/src/scheduling/onceUntilRejected';
import {describe, expect, it, vi} from 'vitest';

describe('onceUntilRejected (the search page helper, the search modal preload, a code block part)', () => {
  it('loads once, however many callers ask while it loads and after', async () => {
    const load = vi.fn(() => Promise.resolve('helper'));
    const helper = onceUntilRejected(load);
    const asked = [helper(), helper()];
    await expect(Promise.all(asked)).resolves.toEqual(['helper', 'helper']);
    await expect(helper()).resolves.toBe('helper');
    expect(load).toHaveBeenCalledOnce();
  });

  it('after a failed load, the next caller loads it again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Loading chunk 2950 failed.'))
      .mockResolvedValueOnce('helper');
    const helper = onceUntilRejected(load);
    await expect(helper()).rejects.toThrow('Loading chunk');
    await expect(helper()).resolves.toBe('helper');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
