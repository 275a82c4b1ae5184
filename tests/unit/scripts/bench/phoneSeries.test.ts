import {
  compareMedians,
  describeMainThread,
  type PhoneRun,
  seriesRows,
  seriesTable,
} from '@site/scripts/bench/phoneSeries';
import {describe, expect, it} from 'vitest';

const run = (build: string, device: 'mid' | 'low', tbtMs: number, busy = false, lcpMs = 1000): PhoneRun => ({
  build,
  page: 'home',
  device,
  tbtMs,
  lcpMs,
  multiplier: device === 'low' ? 8.7 : 2.3,
  busy,
});

describe('the phone loop figures', () => {
  it('summarizes the valid runs and counts a busy-host run apart', () => {
    const [row] = seriesRows([
      run('a', 'low', 280),
      run('a', 'low', 320),
      run('a', 'low', 290),
      run('a', 'low', 9000, true),
    ]);
    expect(row).toMatchObject({validRuns: 3, busyRuns: 1, tbt: {median: 290, min: 280, max: 320}});
  });

  it('holds each phone class to its own budgets (#41: low-tier TBT 300 ms, mid-tier 100 ms and LCP 1.5 s)', () => {
    const rows = seriesRows([run('a', 'low', 290), run('a', 'mid', 120, false, 1400)]);
    expect(rows.find((row) => row.device === 'low')?.tbtWithinBudget).toBe(true);
    const mid = rows.find((row) => row.device === 'mid');
    expect(mid?.tbtWithinBudget).toBe(false);
    expect(mid?.lcpWithinBudget).toBe(true);
  });

  it('says no valid run rather than a figure when every run was on a busy host', () => {
    const rows = seriesRows([run('a', 'low', 300, true)]);
    expect(rows[0]?.tbt).toBeNull();
    expect(seriesTable(rows)).toContain('no valid run');
  });

  it('counts a difference only beyond the noisier build range', () => {
    expect(compareMedians({median: 200, min: 150, max: 260}, {median: 300, min: 280, max: 330})).toBe('within spread');
    expect(compareMedians({median: 200, min: 190, max: 210}, {median: 300, min: 280, max: 330})).toBe('faster');
    expect(compareMedians({median: 400, min: 390, max: 420}, {median: 300, min: 280, max: 330})).toBe('slower');
  });

  it('compares each build with the named baseline in the table', () => {
    const rows = seriesRows([
      run('new', 'low', 200),
      run('new', 'low', 210),
      run('old', 'low', 400),
      run('old', 'low', 410),
    ]);
    const table = seriesTable(rows, 'old');
    expect(table).toMatch(/\| home \| low \| new \| 205 \(200–210\) ✓ .*\| faster \|/);
    expect(table).toMatch(/\| home \| low \| old \| 405 \(400–410\) ✗ .*\| {2}\|$/m);
  });
});

describe('describeMainThread', () => {
  it('lists the long tasks in the order they ran, each with its cause, then the time by kind of work', () => {
    const page = 'http://127.0.0.1:4400/contributing/governance/styfi';
    const line = describeMainThread(
      page,
      [
        {url: 'http://127.0.0.1:4400/assets/js/main.1a2b.js', startMs: 2900, durationMs: 64.4},
        {url: page, startMs: 800, durationMs: 76},
        {url: 'Unattributable', startMs: 3100, durationMs: 51},
      ],
      {'Style & Layout': 158.4, 'Script Evaluation': 422},
    );
    expect(line).toBe(
      'tasks ≥ 50 ms: 76 page HTML, 64 main.1a2b.js, 51 Unattributable; main thread ms: Script Evaluation 422, Style & Layout 158',
    );
  });

  it('says when no task reached 50 ms', () => {
    expect(describeMainThread('http://x/', [], {Other: 12})).toBe('tasks ≥ 50 ms: none; main thread ms: Other 12');
  });
});
