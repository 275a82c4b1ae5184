/**
 * What one side-by-side measurement (scripts/replacement-savings.ts) gives a
 * row: the build without the change against the build as it ships.
 */
import type {ByteMeasure, ByteReading, TimingMetric, TimingReading} from './row';

/** One build's weights, in bytes: the JS every page shares, and per bench page what each measure weighs. */
export interface BuildWeights {
  sharedJs: number;
  pages: ReadonlyArray<{page: string; js: number; prefetchedJs: number; css: number}>;
}

const kb = (bytes: number) => Math.round(bytes / 10) / 100;

function reading(measure: ByteMeasure, page: string | null, without: number, shipped: number, commit: string) {
  const before = kb(without);
  const after = kb(shipped);
  return {measure, page, before, after, saved: Math.round((before - after) * 100) / 100, commit} satisfies ByteReading;
}

export function byteReadings(without: BuildWeights, shipped: BuildWeights, commit: string): ByteReading[] {
  const perPage = (measure: ByteMeasure, of: (page: BuildWeights['pages'][number]) => number) =>
    shipped.pages.map((page, i) => reading(measure, page.page, of(without.pages[i]!), of(page), commit));
  return [
    reading('shared JS', null, without.sharedJs, shipped.sharedJs, commit),
    ...perPage('page JS', (page) => page.js),
    ...perPage('prefetched JS', (page) => page.prefetchedJs),
    ...perPage('first-load CSS', (page) => page.css),
  ];
}

const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const range = (samples: readonly number[]) => Math.max(...samples) - Math.min(...samples);

/** One reading per page from the runs of both builds; inside the spread when the medians differ by no more than the noisier build's range. */
export function timingReadings(
  metric: TimingMetric,
  pages: readonly string[],
  without: readonly (readonly number[])[],
  shipped: readonly (readonly number[])[],
  commit: string,
): TimingReading[] {
  return pages.map((page, p) => {
    const before = without[p]!;
    const after = shipped[p]!;
    const beforeMs = Math.round(median(before));
    const afterMs = Math.round(median(after));
    const spreadMs = Math.round(Math.max(range(before), range(after)));
    return {
      metric,
      page,
      beforeMs,
      afterMs,
      runs: Math.min(before.length, after.length),
      spreadMs,
      withinSpread: Math.abs(beforeMs - afterMs) <= spreadMs,
      commit,
    };
  });
}
