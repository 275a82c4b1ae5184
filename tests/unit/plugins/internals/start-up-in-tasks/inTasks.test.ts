import {inTasks, nextTask} from '@site/plugins/internals/start-up-in-tasks/inTasks';
import {describe, expect, it} from 'vitest';

/** Counts the macrotasks that pass: a timer queued by each task queues the next. */
function taskCounter() {
  let tasks = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    tasks += 1;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return {
    now: () => tasks,
    stop: () => {
      running = false;
    },
  };
}

describe('inTasks (the app started in steps, each a task of its own)', () => {
  it('nextTask resolves after the current task, not in its microtasks', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    queueMicrotask(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('starts no step in the task that started it, and each later step in a later task', async () => {
    const counter = taskCounter();
    const startedAt: number[] = [];
    const run = inTasks(
      [() => startedAt.push(counter.now()), () => startedAt.push(counter.now())],
      () => new Promise((resolve) => setTimeout(resolve, 0)),
    );
    expect(startedAt).toEqual([]);
    await run;
    counter.stop();
    expect(startedAt).toHaveLength(2);
    expect(startedAt[1]!).toBeGreaterThan(startedAt[0]!);
  });

  it('waits for a step that returns a promise (the route match) before the next', async () => {
    const order: string[] = [];
    await inTasks([
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            order.push('chunks in hand');
            resolve();
          }, 5),
        ),
      () => order.push('render'),
    ]);
    expect(order).toEqual(['chunks in hand', 'render']);
  });

  it('stops at a step that fails, and the failure reaches the caller', async () => {
    const ran: string[] = [];
    const run = inTasks([
      () => {
        throw new Error('chunk failed');
      },
      () => ran.push('render'),
    ]);
    await expect(run).rejects.toThrow('chunk failed');
    expect(ran).toEqual([]);
  });
});
