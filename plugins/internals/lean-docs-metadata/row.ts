import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'lean-docs-metadata',
  kind: 'private import',
  target: {
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/routes.js',
    contains: ['version: (0, props_1.toVersionMetadataProp)'],
  },
  ours: 'plugins/internals/lean-docs-metadata/',
  why: 'The version metadata every page of a section loads keeps only the docs shown as cards; the global data every page loads drops the doc lists of the sections no navbar item reads, and keeps only the main doc of a one-version section that only a version menu reads.',
  saving: {
    bytes: [
      {measure: 'shared JS', page: null, before: 146.1, after: 144.1, saved: 2.0, commit: 'cdf1e1c'},
      {measure: 'page JS', page: 'user guide', before: null, after: null, saved: 4.7, commit: 'cdf1e1c'},
      {measure: 'page JS', page: 'address page', before: null, after: null, saved: 7.4, commit: 'cdf1e1c'},
      {measure: 'page JS', page: 'calculator', before: null, after: null, saved: 5.1, commit: 'cdf1e1c'},
      {measure: 'shared JS', page: null, before: null, after: null, saved: 1.0, commit: '3eab2c9'},
      {measure: 'page JS', page: 'calculator', before: 210.9, after: 209.8, saved: 1.0, commit: '3eab2c9'},
    ],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 133,
        afterMs: 130,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'cdf1e1c',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 245,
        afterMs: 519,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'cdf1e1c',
      },
    ],
    note: 'Shared JS: the global doc lists; page JS: the section metadata. The Dev Docs list, kept for its version menu, went to its main doc on 3eab2c9 (main.js 134.7 -> 133.7 KB gzip; the calculator page 210.9 -> 209.8 KB in the e2e build, which serves its test pages too).',
  },
  guard: [
    'build audit (fails when no route carries version docs, or no global data carries doc lists)',
    'tests/unit/plugins/internals/lean-docs-metadata/cardDescriptions.test.ts',
    'tests/unit/plugins/internals/lean-docs-metadata/globalData.test.ts (names every reader of the doc lists in the installed packages)',
  ],
  canGoWhen: 'The docs plugin stops putting every doc into the version metadata.',
};
