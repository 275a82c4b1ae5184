/**
 * Which byte budget keeps a change: a weighing whose figure without the
 * change fails a budget that the shipped figure meets. The limits are the
 * ones #40 and config/budgets.ts state: shared JS ≤ 145 KB, page JS ≤ 210 KB,
 * first-load CSS ≤ 20 KB, static output ≤ 45 MB.
 */
import {keptBudgets, needsAReason} from '@site/plugins/internals/keptBudgets';
import type {ByteReading, InternalRow, TimingReading} from '@site/plugins/internals/row';
import {describe, expect, it} from 'vitest';

const reading = (over: Partial<ByteReading>): ByteReading => ({
  measure: 'shared JS',
  page: null,
  before: null,
  after: null,
  saved: null,
  commit: 'abc1234',
  ...over,
});

const timing = (withinSpread: boolean): TimingReading => ({
  metric: 'TBT',
  page: 'user guide',
  beforeMs: 200,
  afterMs: 100,
  runs: 7,
  spreadMs: 50,
  withinSpread,
  commit: 'abc1234',
});

const row = (bytes: ByteReading[] | null, timings: TimingReading[] | null = null): InternalRow => ({
  id: 'example',
  kind: 'module replacement',
  target: {package: '@docusaurus/core', path: 'lib/x.js', contains: []},
  ours: 'plugins/internals/example/x.ts',
  why: 'An example.',
  saving: {bytes, timing: timings, note: null},
  guard: [],
  canGoWhen: 'Never.',
});

describe('keptBudgets', () => {
  it('names the shared-JS budget when the build without the change passes 145 KB', () => {
    const shared = reading({before: 147.7, after: 143.8, saved: 3.9});
    expect(keptBudgets(row([shared]))).toEqual([{budget: 'sharedJs', reading: shared}]);
  });

  it('names the page-JS, CSS and static-output budgets at 210 KB, 20 KB and 45 MB', () => {
    const page = reading({measure: 'page JS', page: 'address page', before: 210.4, after: 209.1, saved: 1.3});
    const css = reading({measure: 'first-load CSS', before: 22.2, after: 19.8, saved: 2.4});
    const output = reading({measure: 'static output', before: 45.2, after: 44.3, saved: 0.9});
    expect(keptBudgets(row([page, css, output])).map(({budget}) => budget)).toEqual([
      'pageJs',
      'firstLoadCss',
      'staticOutputBytes',
    ]);
  });

  it('names none when both builds meet the budget, when both fail it, or when a figure is missing', () => {
    expect(keptBudgets(row([reading({before: 144.9, after: 143.8, saved: 1.1})]))).toEqual([]);
    expect(keptBudgets(row([reading({before: 150, after: 146, saved: 4})]))).toEqual([]);
    expect(keptBudgets(row([reading({measure: 'page JS', before: null, after: null, saved: 30})]))).toEqual([]);
    expect(keptBudgets(row([reading({measure: 'prefetched JS', before: 300, after: 0, saved: 300})]))).toEqual([]);
  });

  it('reads exactly 145 KB as within the shared-JS budget', () => {
    expect(keptBudgets(row([reading({before: 145, after: 140, saved: 5})]))).toEqual([]);
    expect(keptBudgets(row([reading({before: 145.01, after: 140, saved: 5.01})]))).toHaveLength(1);
  });
});

describe('needsAReason', () => {
  it('holds for a saving under 1 KB and for timings all inside the spread', () => {
    expect(needsAReason(row([reading({saved: 0.4})]))).toBe(true);
    expect(needsAReason(row([reading({saved: 3})], [timing(true), timing(true)]))).toBe(true);
  });

  it('does not hold for a saving of 1 KB or more with no timing, or for a timing clear of the spread', () => {
    expect(needsAReason(row([reading({saved: 1})]))).toBe(false);
    expect(needsAReason(row([reading({saved: 3})], [timing(true), timing(false)]))).toBe(false);
    expect(needsAReason(row([reading({saved: 0.2})], [timing(false)]))).toBe(false);
    expect(needsAReason(row(null, null))).toBe(false);
  });

  it('counts static output in MB: 0.92 MB is no small saving', () => {
    expect(needsAReason(row([reading({measure: 'static output', saved: 0.92})]))).toBe(false);
  });
});
