import {longTaskMsOf, mainThreadMsOf, type TraceEvent} from '@site/scripts/bench/mainThread';
import {describe, expect, it} from 'vitest';

const thread = (pid: number, tid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: {name: 'CrRendererMain'},
});
const task = (pid: number, tid: number, ts: number, durMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: durMs * 1000,
  pid,
  tid,
});

describe('mainThreadMsOf', () => {
  it('adds up the tasks of the renderer main thread that ran the most', () => {
    const events: TraceEvent[] = [
      // about:blank's renderer, before the page moved to a new process
      thread(1, 1),
      task(1, 1, 10, 30),
      // the page's renderer
      thread(2, 7),
      task(2, 7, 1_000, 120.25),
      task(2, 7, 200_000, 40),
      task(2, 7, 400_000, 9.5),
      // another thread of that process, and an event that is not a task
      task(2, 9, 2_000, 900),
      {name: 'Layout', ph: 'X', ts: 5_000, dur: 700_000, pid: 2, tid: 7},
    ];
    expect(mainThreadMsOf(events)).toBe(169.8);
  });

  it('is 0 for a trace without a renderer main thread', () => {
    expect(mainThreadMsOf([task(1, 1, 0, 50)])).toBe(0);
  });
});

describe('longTaskMsOf', () => {
  it("adds up what each of the page's tasks ran past 50 ms, on the busiest renderer main thread", () => {
    const events: TraceEvent[] = [
      thread(1, 1),
      task(1, 1, 10, 300),
      thread(2, 7),
      task(2, 7, 1_000, 120.25),
      task(2, 7, 200_000, 50),
      task(2, 7, 400_000, 80),
      task(2, 7, 600_000, 400),
    ];
    // 70.25 + 0 + 30 + 350
    expect(longTaskMsOf(events)).toBe(450.3);
  });

  it('is 0 when no task passes 50 ms', () => {
    expect(longTaskMsOf([thread(2, 7), task(2, 7, 0, 49.9), task(2, 7, 100_000, 12)])).toBe(0);
  });
});
