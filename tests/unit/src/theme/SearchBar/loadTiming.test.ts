import {afterNextPaint, whenIdle} from '@site/src/theme/SearchBar/loadTiming';
import {describe, expect, it, vi} from 'vitest';

describe('when the search modal loads', () => {
  it('a hint of intent waits for idle time, with a deadline', () => {
    const requestIdleCallback = vi.fn();
    const task = vi.fn();
    whenIdle(task, {requestIdleCallback} as unknown as Window);
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {timeout: 1000});
    requestIdleCallback.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledOnce();
  });

  it('where idle callbacks are missing (Safari), it waits a moment instead', () => {
    const setTimeout = vi.fn();
    const task = vi.fn();
    whenIdle(task, {setTimeout} as unknown as Window);
    expect(setTimeout).toHaveBeenCalledWith(task, 50);
    expect(task).not.toHaveBeenCalled();
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
