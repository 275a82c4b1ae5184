import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'lazy-component-creator',
  kind: 'module replacement',
  target: {package: '@docusaurus/core', path: 'lib/client/exports/ComponentCreator.js', contains: []},
  ours: 'plugins/internals/lazy-component-creator/lazyComponentCreator.ts',
  why: 'The route table builds a loadable component for each of some 340 routes while the main chunk first runs.',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: null, after: null, saved: -0.03, commit: 'f14bb59'}],
    timing: [
      {
        metric: 'TBT',
        page: 'V3 address page',
        beforeMs: 231,
        afterMs: 173,
        runs: null,
        spreadMs: null,
        withinSpread: false,
        commit: '7cbefce',
      },
    ],
    note: 'About 14 ms of the first task unthrottled (766b29f).',
  },
  guard: ['build audit (plugins/internals/moduleReplacement.ts)'],
  canGoWhen: 'Core builds route components lazily.',
};
