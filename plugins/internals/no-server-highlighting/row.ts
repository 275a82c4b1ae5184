import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'no-server-highlighting',
  kind: 'module replacement',
  target: {package: '@site', path: 'src/theme/CodeBlock/serverHighlighting.ts', contains: []},
  ours: 'plugins/internals/no-server-highlighting/noServerHighlighting.ts',
  why: 'The browser keeps the HTML the server highlighted; only the server render needs the highlighter.',
  saving: {
    bytes: [
      {measure: 'page JS', page: 'user guide', before: null, after: null, saved: 36.4, commit: 'ee0340b'},
      {measure: 'page JS', page: 'address page', before: null, after: null, saved: 36.4, commit: 'ee0340b'},
      {measure: 'page JS', page: 'calculator', before: null, after: null, saved: 36.4, commit: 'ee0340b'},
    ],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 262,
        afterMs: 111,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: 'ee0340b',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 470,
        afterMs: 415,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ee0340b',
      },
    ],
    note: 'The same 36.4 KB at f14bb59.',
  },
  guard: ['build audit (plugins/internals/moduleReplacement.ts)', 'tests/e2e/budget.spec.ts'],
  canGoWhen: 'Our own module: goes with src/theme/CodeBlock.',
};
