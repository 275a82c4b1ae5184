import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'browser-context',
  kind: 'module replacement',
  target: {package: '@docusaurus/core', path: 'lib/client/browserContext.js', contains: []},
  ours: 'plugins/internals/browser-context/browserContext.ts',
  why: '"The page has hydrated" is announced in a transition, so every useIsBrowser() consumer re-renders in slices.',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: null, after: null, saved: -0.06, commit: 'f14bb59'}],
    timing: [
      {
        metric: 'long-task sum',
        page: 'user guide',
        beforeMs: 317,
        afterMs: 185,
        runs: 7,
        spreadMs: null,
        withinSpread: false,
        commit: '10e2799',
      },
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 288,
        afterMs: 121,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: 'f14bb59',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 748,
        afterMs: 769,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'f14bb59',
      },
    ],
    note: 'The long-task sum (tasks over 50 ms, 4x-throttled load) is with the idle mobile drawer (swizzle-mobile-sidebar). The side-by-side weighing gave the bytes without a sign; the stand-in adds its own code to the original it re-exports, so they are entered as a cost.',
  },
  guard: ['build audit (plugins/internals/moduleReplacement.ts)'],
  canGoWhen: 'Core sets the browser context in a transition.',
};
