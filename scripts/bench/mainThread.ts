/**
 * The main-thread time of one page load, from a Chromium trace: every task
 * the page's renderer main thread ran, from the navigation until the network
 * has been idle, at a fixed CPU slowdown, in a fresh phone-sized context.
 * Unlike Lighthouse's TBT, which counts only what passes 50 ms per task, it
 * also counts work that a change moves into short tasks or out of the load.
 */
import type {Browser} from '@playwright/test';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {name?: string};
}

/** The CPU slowdown of the load, as Lighthouse's mobile default. */
export const MAIN_THREAD_SLOWDOWN = 4;

/** The top-level task durations (µs) of one thread. */
function taskDurations(events: readonly TraceEvent[], pid: number, tid: number): number[] {
  return events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X')
    .map((e) => e.dur ?? 0);
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const toMs = (us: number) => Math.round(us / 100) / 10;

/**
 * The page's main thread: of the renderer main threads in the trace (a
 * navigation can move the page to a new process), the one that ran the most.
 */
function busiestMainThread(events: readonly TraceEvent[]): number[] {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return threads
    .map(({pid, tid}) => taskDurations(events, pid, tid))
    .reduce<number[]>((busiest, tasks) => (sum(tasks) > sum(busiest) ? tasks : busiest), []);
}

/** Total time (ms) of the page's main-thread tasks. */
export function mainThreadMsOf(events: readonly TraceEvent[]): number {
  return toMs(sum(busiestMainThread(events)));
}

/** The time (ms) the page's main-thread tasks ran past 50 ms each: blocking time, as TBT counts it, over the whole load. */
export function longTaskMsOf(events: readonly TraceEvent[]): number {
  return toMs(sum(busiestMainThread(events).map((us) => Math.max(0, us - 50_000))));
}

export interface MainThreadReading {
  mainThreadMs: number;
  longTaskMs: number;
}

export async function measureMainThread(browser: Browser, url: string): Promise<MainThreadReading> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: MAIN_THREAD_SLOWDOWN});
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({value}) => events.push(...(value as unknown[] as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      // RunTask, the top-level task event, is in the disabled-by-default timeline category; thread names in the metadata.
      categories: '-*,disabled-by-default-devtools.timeline,__metadata',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await cdp.send('Tracing.end');
    await complete;
    return {mainThreadMs: mainThreadMsOf(events), longTaskMs: longTaskMsOf(events)};
  } finally {
    await context.close();
  }
}
