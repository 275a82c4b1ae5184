import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'has-hydrated-attribute',
  kind: 'module replacement',
  target: {package: '@docusaurus/core', path: 'lib/client/hasHydratedDataAttribute.js', contains: []},
  ours: 'plugins/internals/has-hydrated-attribute/hasHydratedAttribute.ts',
  why: 'Sets <html data-has-hydrated> directly: through a Head it would make the Helmets take over while the page loads.',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: null, after: null, saved: 0, commit: 'f14bb59'}],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 242,
        afterMs: 121,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: 'f14bb59',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 705,
        afterMs: 769,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'f14bb59',
      },
    ],
    note: null,
  },
  guard: ['build audit (plugins/internals/moduleReplacement.ts)'],
  canGoWhen: 'Goes with helmet-after-hydration.',
};
