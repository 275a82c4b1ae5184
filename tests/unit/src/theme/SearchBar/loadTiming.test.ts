import {afterNextPaint, INTENT_DELAY_MS, whenIdle} from '@site/src/theme/SearchBar/loadTiming';
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

  it('a tap loads it in a task after the frame that draws the dialog, not before', () => {
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const win = {
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    } as unknown as Window;
    const task = vi.fn();
    afterNextPaint(task, win);
    expect(tasks).toHaveLength(0);
    frames.shift()!();
    expect(task).not.toHaveBeenCalled();
    tasks.shift()!();
    expect(task).toHaveBeenCalledOnce();
  });
});
