import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'path-to-regexp',
  kind: 'module replacement',
  target: {package: 'path-to-regexp', path: 'index.js', contains: []},
  ours: 'plugins/internals/path-to-regexp/pathToRegexp.ts',
  why: 'react-router 5 compiles a regular expression for every route it passes while matching; static paths get a string comparison.',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: null, after: null, saved: -0.32, commit: 'f14bb59'}],
    timing: [
      {
        metric: 'main thread',
        page: 'user guide',
        beforeMs: 86,
        afterMs: 23,
        runs: null,
        spreadMs: null,
        withinSpread: false,
        commit: '437084e',
      },
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 239,
        afterMs: 121,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: 'f14bb59',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 723,
        afterMs: 769,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'f14bb59',
      },
    ],
    note: 'The original stays for patterns with parameters, hence the cost in bytes. The main-thread figure is the preload of a 4x-throttled guide load.',
  },
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)',
    'tests/unit/plugins/internals/path-to-regexp/staticPathPattern.test.ts (differential against the original)',
  ],
  canGoWhen: 'Docusaurus moves to a router that does not compile per route (react-router 6+).',
};
