import {INTENT_DELAY_MS, preloadOnce, whenIdle} from '@site/src/theme/SearchBar/loadTiming';
import {describe, expect, it, vi} from 'vitest';

describe('when the search modal loads', () => {
  it('a hint of intent outlasts a tap, then waits for idle time, with a deadline', () => {
    const setTimeout = vi.fn();
    const requestIdleCallback = vi.fn();
    const task = vi.fn();
    whenIdle(task, {setTimeout, requestIdleCallback} as unknown as Window);
    // A phone's tap is a touch, then its click within a few hundred milliseconds (the 300 ms of the old tap delay).
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), INTENT_DELAY_MS);
    expect(INTENT_DELAY_MS).toBeGreaterThanOrEqual(300);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    setTimeout.mock.calls[0]![0]();
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {timeout: 1000});
    requestIdleCallback.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledOnce();
  });

  it('where idle callbacks are missing (Safari), it runs once the hint has outlasted a tap', () => {
    const setTimeout = vi.fn();
    const task = vi.fn();
    whenIdle(task, {setTimeout} as unknown as Window);
    expect(task).not.toHaveBeenCalled();
    setTimeout.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('the preload that hints of intent share', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('schedules one load for a press, its hover and its focus', async () => {
    const scheduled: (() => void)[] = [];
    const load = vi.fn(() => Promise.resolve());
    const preload = preloadOnce(load, (task) => scheduled.push(task));
    preload();
    preload();
    preload();
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    await flush();
    preload();
    expect(scheduled).toHaveLength(1);
    expect(load).toHaveBeenCalledOnce();
  });

  it('after a failed load, the next hint tries again', async () => {
    const scheduled: (() => void)[] = [];
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const preload = preloadOnce(load, (task) => scheduled.push(task));
    preload();
    scheduled[0]!();
    await flush();
    preload();
    expect(scheduled).toHaveLength(2);
  });
});
