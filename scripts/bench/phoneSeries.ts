/**
 * The figures of the phone loop (scripts/bench/phones.ts): calibrated mobile
 * Lighthouse runs per build, page and phone class, summarized as the bench
 * does (median and range of the valid runs; a run on a busy host is counted
 * apart), compared across builds by the manifest's rule (a difference counts
 * only beyond the noisier build's range), and printed as one table.
 */
import {type Budget, budgets, meetsBudget} from '../../config/budgets';
import type {DeviceClassId} from './calibration';
import type {LongTask} from './lighthouse';
import {type Summary, summarize} from './stats';

export interface PhoneRun {
  build: string;
  page: string;
  device: DeviceClassId;
  tbtMs: number;
  lcpMs: number;
  multiplier: number;
  busy: boolean;
}

export interface SeriesRow {
  page: string;
  device: DeviceClassId;
  build: string;
  validRuns: number;
  busyRuns: number;
  tbt: Summary | null;
  lcp: Summary | null;
  /** Range of the multipliers the valid runs used. */
  multipliers: [number, number] | null;
  tbtWithinBudget: boolean | null;
  lcpWithinBudget: boolean | null;
}

/** The budgets of config/budgets.ts each phone class is held to. */
export function budgetsFor(device: DeviceClassId): {tbt: Budget; lcp: Budget} {
  return device === 'low'
    ? {tbt: budgets.tbtLowTierMs, lcp: budgets.lcpLowTierMs}
    : {tbt: budgets.tbtMidTierMs, lcp: budgets.lcpMidTierMs};
}

export function seriesRows(runs: readonly PhoneRun[]): SeriesRow[] {
  const keys = [...new Set(runs.map((run) => `${run.page}\u0000${run.device}\u0000${run.build}`))];
  return keys.map((key) => {
    const [page, device, build] = key.split('\u0000') as [string, DeviceClassId, string];
    const mine = runs.filter((run) => run.page === page && run.device === device && run.build === build);
    const valid = mine.filter((run) => !run.busy);
    const tbt = valid.length ? summarize(valid.map((run) => run.tbtMs)) : null;
    const lcp = valid.length ? summarize(valid.map((run) => run.lcpMs)) : null;
    const limits = budgetsFor(device);
    const multipliers = valid.map((run) => run.multiplier);
    return {
      page,
      device,
      build,
      validRuns: valid.length,
      busyRuns: mine.length - valid.length,
      tbt,
      lcp,
      multipliers: valid.length ? [Math.min(...multipliers), Math.max(...multipliers)] : null,
      tbtWithinBudget: tbt ? meetsBudget(tbt.median, limits.tbt) : null,
      lcpWithinBudget: lcp ? meetsBudget(lcp.median, limits.lcp) : null,
    };
  });
}

/**
 * How a build's median compares with the baseline's: a difference counts only
 * when it exceeds the noisier of the two ranges (plugins/internals/measuredSaving.ts).
 */
export function compareMedians(candidate: Summary, baseline: Summary): 'faster' | 'slower' | 'within spread' {
  const spread = Math.max(candidate.max - candidate.min, baseline.max - baseline.min);
  const difference = candidate.median - baseline.median;
  if (Math.abs(difference) <= spread) return 'within spread';
  return difference < 0 ? 'faster' : 'slower';
}

const ms = (summary: Summary | null) =>
  summary ? `${Math.round(summary.median)} (${Math.round(summary.min)}–${Math.round(summary.max)})` : 'no valid run';
const mark = (ok: boolean | null) => (ok === null ? '' : ok ? ' ✓' : ' ✗');

/** A Markdown table of the rows; with a baseline build named, each other build's TBT is compared with it. */
export function seriesTable(rows: readonly SeriesRow[], baseline?: string): string {
  const lines = [
    '| page | phone | build | TBT ms, median (range) | LCP ms, median (range) | slowdown | valid / busy runs | TBT against baseline |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const base = rows.find((r) => r.page === row.page && r.device === row.device && r.build === baseline);
    const versus = base && row.build !== baseline && row.tbt && base.tbt ? compareMedians(row.tbt, base.tbt) : '';
    const slowdown = row.multipliers ? `${row.multipliers[0]}–${row.multipliers[1]}×` : '';
    lines.push(
      `| ${row.page} | ${row.device} | ${row.build} | ${ms(row.tbt)}${mark(row.tbtWithinBudget)} | ${ms(row.lcp)}${mark(row.lcpWithinBudget)} | ${slowdown} | ${row.validRuns} / ${row.busyRuns} | ${versus} |`,
    );
  }
  return lines.join('\n');
}

/** What a long task is attributed to, said briefly: the script's file name, the page's HTML, or Lighthouse's own word. */
function taskCause(url: string, pageUrl: string): string {
  if (url === pageUrl) return 'page HTML';
  if (!/^https?:/.test(url)) return url;
  return new URL(url).pathname.split('/').pop() ?? url;
}

/**
 * One run's main thread in a line (`--tasks`): each task of 50 ms or more in
 * the order it ran, with its duration and cause, then the time by kind of work.
 */
export function describeMainThread(
  pageUrl: string,
  longTasks: readonly LongTask[],
  mainThreadMs: Readonly<Record<string, number>>,
): string {
  const tasks = [...longTasks]
    .sort((a, b) => a.startMs - b.startMs)
    .map((task) => `${Math.round(task.durationMs)} ${taskCause(task.url, pageUrl)}`);
  const kinds = Object.entries(mainThreadMs)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`);
  return `tasks ≥ 50 ms: ${tasks.length ? tasks.join(', ') : 'none'}; main thread ms: ${kinds.join(', ')}`;
}
