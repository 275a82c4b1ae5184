import {afterNextPaint} from '@site/src/scheduling/afterNextPaint';
import {describe, expect, it, vi} from 'vitest';

describe('afterNextPaint', () => {
  it('runs the task in a task after the next frame, not in the frame and not before it', () => {
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
