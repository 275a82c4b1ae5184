import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'shallow-memo-object',
  kind: 'module replacement',
  target: {package: '@docusaurus/theme-common', path: 'lib/utils/reactUtils.js', contains: ['localeCompare']},
  ours: 'plugins/internals/shallow-memo-object/shallowMemoObject.ts',
  why: 'useShallowMemoObject sorts keys with localeCompare (same collator cost as active-docs-plugin).',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: null, after: null, saved: -0.02, commit: 'f14bb59'}],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 202,
        afterMs: 121,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: 'f14bb59',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 760,
        afterMs: 769,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'f14bb59',
      },
    ],
    note: 'Same collator as active-docs-plugin, 18-32 ms (57ce720): either call alone builds it.',
  },
  guard: ['build audit (plugins/internals/moduleReplacement.ts)', 'tests/e2e/mainThread.spec.ts'],
  canGoWhen: 'theme-common sorts without localeCompare.',
};
