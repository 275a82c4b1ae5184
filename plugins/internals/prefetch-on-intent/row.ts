import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'prefetch-on-intent',
  kind: 'module rule',
  target: {
    package: '@docusaurus/core',
    path: 'lib/client/exports/Link.js',
    contains: ['canUseIntersectionObserver', "from './ExecutionEnvironment'"],
  },
  ours: 'plugins/internals/prefetch-on-intent/index.ts',
  why: 'Link gets a copy of ExecutionEnvironment compiled without window, so it prefetches on hover or touch only, not every link in view.',
  saving: {
    bytes: [
      {measure: 'prefetched JS', page: 'home', before: null, after: null, saved: 59.0, commit: '9f60604'},
      {measure: 'prefetched JS', page: 'user guide', before: null, after: null, saved: 105.7, commit: '9f60604'},
      {measure: 'prefetched JS', page: 'address page', before: null, after: null, saved: 123.4, commit: '9f60604'},
      {measure: 'prefetched JS', page: 'calculator', before: null, after: null, saved: 125.8, commit: '9f60604'},
      {measure: 'shared JS', page: null, before: null, after: null, saved: -0.06, commit: '9f60604'},
    ],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 182,
        afterMs: 136,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: '9f60604',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 283,
        afterMs: 379,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: '9f60604',
      },
    ],
    note: "Prefetched JS is per page view; the shared JS it costs is Link's own copy of the module.",
  },
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)' + ' (two ExecutionEnvironment modules)',
    'tests/e2e/layout.spec.ts "loading linked pages ahead"',
  ],
  canGoWhen: 'Link offers an option to prefetch on intent only.',
};
