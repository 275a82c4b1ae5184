import {createLoadable} from '@site/src/theme/CodeBlock/loadable';
import {describe, expect, it, vi} from 'vitest';

describe('createLoadable', () => {
  it('is null until loaded, imports once however often asked, and tells its subscribers', async () => {
    const importValue = vi.fn(async () => 'part');
    const part = createLoadable(importValue);
    const listener = vi.fn();
    part.subscribe(listener);
    expect(part.get()).toBeNull();
    await Promise.all([part.load(), part.load()]);
    expect(part.get()).toBe('part');
    expect(importValue).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('after a failed import (offline, say) stays null and tries again on the next load', async () => {
    const importValue = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('part');
    const part = createLoadable(importValue);
    await part.load();
    expect(part.get()).toBeNull();
    await part.load();
    expect(part.get()).toBe('part');
    expect(importValue).toHaveBeenCalledTimes(2);
  });

  it('takes a value provided up front (the server render) without importing, and stops telling an unsubscribed listener', async () => {
    const importValue = vi.fn(async () => 'imported');
    const part = createLoadable(importValue);
    const listener = vi.fn();
    const unsubscribe = part.subscribe(listener);
    part.provide('provided');
    unsubscribe();
    part.provide('again');
    expect(part.get()).toBe('again');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(importValue).not.toHaveBeenCalled();
  });
});
