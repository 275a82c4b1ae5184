import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'client-registry',
  kind: 'module replacement',
  target: {
    package: '@docusaurus/core',
    path: 'lib/server/codegen/codegenRoutes.js',
    contains: ['registry', 'routesChunkNames'],
  },
  ours: 'plugins/internals/client-registry/',
  why: 'The browser gets the route registry without module names, short chunk names and a site config without plugin lists.',
  saving: {
    bytes: [{measure: 'shared JS', page: null, before: 154.3, after: 143.5, saved: 10.7, commit: 'f14bb59'}],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 101,
        afterMs: 47,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: 'ad2401a',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 215,
        afterMs: 222,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'ad2401a',
      },
    ],
    note: '10.72 KB of shared JS again at ad2401a.',
  },
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)' + ' (three requests)',
    'tests/unit/plugins/internals/client-registry/',
    'tests/unit/plugins/internals/generatedRegistry.test.ts',
  ],
  canGoWhen: 'Core writes a browser-only registry.',
};
