import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'utils-common-without-tslib',
  kind: 'module replacement',
  target: {package: '@docusaurus/utils-common', path: 'lib/index.js', contains: ['tslib']},
  ours: 'plugins/internals/utils-common-without-tslib/utilsCommon.ts',
  why: 'The CommonJS entry requires tslib for one helper, and a required tslib cannot be tree-shaken.',
  saving: {
    bytes: [
      {measure: 'shared JS', page: null, before: 147.7, after: 143.8, saved: 3.9, commit: 'ee0340b'},
      {measure: 'page JS', page: 'search page', before: null, after: null, saved: 7.6, commit: 'ee0340b'},
    ],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 128,
        afterMs: 111,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ee0340b',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 268,
        afterMs: 415,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ee0340b',
      },
    ],
    note: 'tslib leaves the bundle. Two identical builds differed by 43 and 63 ms of TBT in the same run (ee0340b).',
  },
  guard: ['build audit (plugins/internals/moduleReplacement.ts)'],
  canGoWhen: 'utils-common ships ES modules or drops tslib.',
};
