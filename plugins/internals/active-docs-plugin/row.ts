import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'active-docs-plugin',
  kind: 'module replacement',
  target: {
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/client/docsClientUtils.js',
    contains: ['localeCompare'],
  },
  ours: 'plugins/internals/active-docs-plugin/activeDocsPlugin.ts',
  why: 'The active-plugin lookup sorts with localeCompare; the first call builds an ICU collator while the page hydrates.',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: null, after: null, saved: -0.05, commit: 'f14bb59'}],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 163,
        afterMs: 121,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: 'f14bb59',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 506,
        afterMs: 769,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'f14bb59',
      },
    ],
    note: '18-32 ms of main thread per docs page load in a fresh Chromium page (57ce720). The side-by-side weighing gave the bytes without a sign; the stand-in adds its own code to the original it re-exports, so they are entered as a cost.',
  },
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)',
    'tests/unit/plugins/internals/active-docs-plugin/activeDocsPlugin.test.ts',
    'tests/e2e/mainThread.spec.ts',
  ],
  canGoWhen: 'The docs plugin compares plugin paths without localeCompare.',
};
