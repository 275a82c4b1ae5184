import type {Figure} from '@site/scripts/bench/figureLog';
import {type ReportInput, renderReport, spread} from '@site/scripts/bench/report';
import {describe, expect, it} from 'vitest';

describe('the bench report', () => {
  it('gives each figure the spread of its runs, (max − min) / median', () => {
    expect(spread([100, 110, 90])).toBe('20 %');
    expect(spread([200, 616, 304])).toBe('137 %');
    expect(spread([5, 5, 5])).toBe('0 %');
    expect(spread([0, 0, 0])).toBe('0 %');
    expect(spread([42])).toBe('—');
  });

  it('states the load average over the whole run, its spread and each figure’s spread', () => {
    const report = renderReport({
      date: '2026-11-27T00:00:00.000Z',
      machine: {cores: 2, memoryBytes: 8e9, cpuModel: 'test CPU', node: 'v24.0.0', loadAverage: 1.5},
      source: {commit: 'abc', uncommittedFiles: 0},
      runs: 3,
      lighthouseRuns: 5,
      benchSeconds: 720,
      endLoadAverage: 2.5,
      loadSamples: [1.5, 4, 3, 2.5],
      figures: [
        {
          id: 'tbt',
          section: 'Lighthouse',
          label: 'Mobile TBT, home',
          unit: 'ms',
          command: 'lighthouse-mobile',
          budget: {limit: 200, comparison: '<='},
          samples: [150, 100, 250, 120, 300],
        },
      ],
      previous: null,
      notes: [],
    });
    expect(report).toContain(
      '- Load average (1 min) at the start: 1.50, at the end: 2.50; over the run (4 samples): median 2.75, 1.50 – 4.00',
    );
    expect(report).toContain('| Mobile TBT, home | ≤ 200 ms | 150 ms | 100 ms – 300 ms | 133 % | — | pass |');
    expect(report).toContain('- Runs per figure: 3; Lighthouse figures: 5');
    expect(report).toContain('- Bench wall time: 12.0 min');
  });

  describe('the phone-class series', () => {
    const page = {label: 'address page', path: '/addresses'};
    const lighthouse = {section: 'Lighthouse', command: 'lighthouse-mobile'} as const;
    const figure = (id: string, unit: Figure['unit'], samples: number[], budget?: Figure['budget']): Figure => ({
      ...lighthouse,
      id,
      label: id,
      unit,
      samples,
      ...(budget ? {budget} : {}),
    });
    const midTbt = {limit: 100, comparison: '<='} as const;
    const thisBuild = [
      figure('lh-mid-host-index:/addresses', 'count', [1300, 1250, 1400]),
      figure('lh-mid-multiplier:/addresses', 'multiplier', [1.3, 1.25, 1.4]),
      figure('lh-mid-performance:/addresses', 'score', [96, 97, 95], {limit: 95, comparison: '>='}),
      figure('lh-mid-lcp:/addresses', 'ms', [1100, 1200, 1150], {limit: 1500, comparison: '<='}),
      figure('lh-mid-tbt:/addresses', 'ms', [140, 120, 90], midTbt),
    ];
    const input = (series: ReportInput['series'], figures = thisBuild): ReportInput => ({
      date: '2026-12-01T00:00:00.000Z',
      machine: {cores: 2, memoryBytes: 8e9, cpuModel: 'test CPU', node: 'v24.0.0', loadAverage: 1},
      source: {commit: 'abc', uncommittedFiles: 0},
      runs: 3,
      lighthouseRuns: 3,
      benchSeconds: 60,
      endLoadAverage: 1,
      loadSamples: [1, 1],
      figures,
      previous: null,
      notes: [],
      series,
    });

    it('shows each page and class with the host index beside the slowdown used, and its verdicts', () => {
      const report = renderReport(input({pages: [page], busyRuns: [], busyRetries: 2}));
      expect(report).toContain(
        '| address page (`/addresses`) | mid-tier phone | 1300 (1250 – 1400) | 1.30× (1.25× – 1.40×) | 96, pass | 1150 ms, pass | 120 ms, **FAIL** | 3 of 3 |',
      );
    });

    it('fails a class that no valid run measured, and lists the busy runs with their host indexes', () => {
      const report = renderReport(
        input({
          pages: [page],
          busyRetries: 2,
          busyRuns: [
            {
              site: 'this build',
              page: '/addresses',
              device: 'low',
              startIndex: 1500,
              endIndex: 1100,
              drift: 400 / 1500,
              multiplier: 5.68,
            },
          ],
        }),
      );
      expect(report).toContain(
        '| address page (`/addresses`) | low-tier phone | — | — | no valid run | no valid run | no valid run | 0 of 3 |',
      );
      expect(report).toContain('- low-tier phone, address page (/addresses): no valid run (busy host)');
      expect(report).toContain(
        '- low-tier phone, `/addresses` (this build): benchmarkIndex 1500 at the start, 1100 at the end (27 %), slowdown 5.68×',
      );
      expect(report).toContain('- lh-mid-tbt:/addresses: 120 ms against ≤ 100 ms (off by 20 ms)');
    });

    it('puts the previous commit beside this build, page by page', () => {
      const before = [figure('lh-mid-tbt:/addresses', 'ms', [300, 280, 320], midTbt)];
      const report = renderReport(
        input({pages: [page], busyRuns: [], busyRetries: 2, baseline: {label: 'commit 1234567', figures: before}}),
      );
      expect(report).toContain('## Side by side with commit 1234567');
      expect(report).toMatch(
        /\| address page \(`\/addresses`\) \| mid-tier phone \| no valid run → 96 \| no valid run → 1150 ms \| 300 ms → 120 ms \(−180 ms\) \|/,
      );
    });
  });
});
