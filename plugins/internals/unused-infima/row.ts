import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'unused-infima',
  kind: 'module replacement',
  target: {package: 'infima', path: 'dist/css/default/default.css', contains: []},
  ours: 'plugins/internals/unused-infima/',
  why: 'The stylesheet every page loads gets a copy of Infima without the rules and custom properties the site never uses.',
  saving: {
    bytes: [
      {measure: 'first-load CSS', page: null, before: 22.2, after: 19.8, saved: 2.4, commit: '34e2849'},
      {measure: 'first-load CSS', page: 'calculator', before: 23.2, after: 20.9, saved: 2.3, commit: '34e2849'},
      {measure: 'shared JS', page: null, before: null, after: null, saved: 0, commit: '34e2849'},
    ],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 78,
        afterMs: 111,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ee0340b',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 316,
        afterMs: 415,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ee0340b',
      },
    ],
    note: 'The first-load CSS figure holds on every page. Two identical builds differed by 43 and 63 ms of TBT in the same run (ee0340b).',
  },
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)',
    'tests/e2e/budget.spec.ts (CSS 20 KB)',
    'tests/unit/plugins/shared/dropUnusedRules.test.ts',
  ],
  canGoWhen: 'Infima is split by component, or the theme drops it.',
};
