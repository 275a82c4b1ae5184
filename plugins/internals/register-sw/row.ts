import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'register-sw',
  kind: 'module replacement',
  target: {package: '@docusaurus/plugin-pwa', path: 'lib/registerSw.js', contains: []},
  ours: 'plugins/internals/register-sw/',
  why: 'Behaviour: where service workers are blocked the original logs "registerSW failed" on every page. Bytes: the registration loads in its own chunk once the page has loaded, when Workbox registers the worker anyway.',
  saving: {
    bytes: [
      {measure: 'shared JS', page: null, before: 144.6, after: 143.8, saved: 0.74, commit: 'ee0340b'},
      {measure: 'page JS', page: 'home', before: null, after: null, saved: -3.9, commit: 'ee0340b'},
      {measure: 'page JS', page: 'search page', before: null, after: null, saved: 3.6, commit: 'ee0340b'},
    ],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 84,
        afterMs: 111,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ee0340b',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 331,
        afterMs: 415,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ee0340b',
      },
    ],
    note: 'Kept for its behaviour: bytes alone do not pay for it. The home page fetches the registration chunk while it settles. Two identical builds differed by 43 and 63 ms of TBT in the same run (ee0340b).',
  },
  guard: ['build audit (plugins/internals/moduleReplacement.ts)', 'tests/e2e/offline.spec.ts'],
  canGoWhen: 'plugin-pwa guards its registration.',
};
