import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'no-prism-on-load',
  kind: 'module replacement',
  target: {package: '@docusaurus/theme-classic', path: 'lib/prism-include-languages.js', contains: []},
  ours: 'plugins/internals/no-prism-on-load/noPrismOnLoad.ts',
  why: 'The client module registers every extra Prism grammar on load, pulling Prism into the main chunk.',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: null, after: null, saved: 31.7, commit: 'ee0340b'}],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 354,
        afterMs: 111,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: 'ee0340b',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 422,
        afterMs: 415,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ee0340b',
      },
    ],
    note: 'The same 31.7 KB leaves every page (Prism in the main chunk).',
  },
  guard: ['build audit (plugins/internals/moduleReplacement.ts)', 'tests/e2e/budget.spec.ts'],
  canGoWhen: 'The classic theme loads additional languages on demand.',
};
