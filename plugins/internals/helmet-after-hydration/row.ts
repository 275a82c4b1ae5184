import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'helmet-after-hydration',
  kind: 'module replacement',
  target: {package: 'react-helmet-async', path: 'lib/index.js', contains: []},
  ours: 'plugins/internals/helmet-after-hydration/helmetAfterHydration.ts',
  why: 'The Helmets take over the head only when it must change, in one urgent render, instead of a long task after hydration and two head writes.',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: null, after: null, saved: -0.34, commit: 'f14bb59'}],
    timing: [
      {
        metric: 'TBT',
        page: 'calculator',
        beforeMs: 214,
        afterMs: 129,
        runs: null,
        spreadMs: null,
        withinSpread: false,
        commit: '7e5ef7a',
      },
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 124,
        afterMs: 62,
        runs: null,
        spreadMs: null,
        withinSpread: false,
        commit: '7e5ef7a',
      },
      {
        metric: 'TBT',
        page: 'V3 address page',
        beforeMs: 267,
        afterMs: 248,
        runs: null,
        spreadMs: null,
        withinSpread: false,
        commit: '7e5ef7a',
      },
    ],
    note: null,
  },
  guard: ['build audit (plugins/internals/moduleReplacement.ts)', 'tests/e2e/mainThread.spec.ts'],
  canGoWhen: 'Docusaurus uses React 19 document metadata instead of react-helmet-async.',
};
