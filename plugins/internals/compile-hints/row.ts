import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'compile-hints',
  kind: 'output rewrite',
  target: {package: '@docusaurus/core', path: 'lib/webpack/client.js', contains: ['clientEntry.js']},
  ours: 'plugins/internals/compile-hints/index.ts',
  why: "The entry scripts start with Chromium's explicit compile hint, so V8 compiles React, the router and the theme while streaming them instead of on the main thread at hydration.",
  saving: {
    bytes: null,
    timing: [
      {
        metric: 'TBT',
        page: 'contract reference',
        beforeMs: 403,
        afterMs: 178,
        runs: 3,
        spreadMs: 255,
        withinSpread: false,
        commit: '29285e0',
      },
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 256,
        afterMs: 180,
        runs: 3,
        spreadMs: 314,
        withinSpread: false,
        commit: '29285e0',
      },
    ],
    note: 'Lighthouse mobile A/B against the bench build of f7bea6d, 3 runs each: contract reference 271/403/526 -> 178/156/197 ms, user guide 223/408/256 -> 73/180/387 ms (medians and ranges above).',
  },
  guard: ['tests/e2e/budget.spec.ts (the hint heads every entry script)'],
  canGoWhen: 'Chromium compiles eagerly what a page runs at load without a hint.',
};
