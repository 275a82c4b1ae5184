import {describe, expect, it} from 'vitest';
import {renderReport, spread} from '../../../scripts/bench/report';

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
});
