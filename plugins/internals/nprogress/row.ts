import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'nprogress',
  kind: 'module replacement',
  target: {package: 'nprogress', path: 'nprogress.js', contains: []},
  ours: 'plugins/internals/nprogress/progressBar.ts',
  why: 'nprogress carries options, a spinner and a queue the theme never uses.',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: 145.0, after: 143.8, saved: 1.22, commit: 'ee0340b'}],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 197,
        afterMs: 111,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: 'ee0340b',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 359,
        afterMs: 415,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ee0340b',
      },
    ],
    note: '1.25 KB of shared JS at f14bb59. Two identical builds differed by 43 and 63 ms of TBT in the same run (ee0340b).',
  },
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)',
    'tests/unit/plugins/internals/nprogress/progressBar.test.ts',
  ],
  canGoWhen: 'The classic theme drops nprogress.',
};
