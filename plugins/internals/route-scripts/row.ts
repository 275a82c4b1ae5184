import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'route-scripts',
  kind: 'output rewrite',
  target: {
    package: '@docusaurus/core',
    path: 'lib/ssg/ssgTemplate.js',
    contains: ['const modulesToBeLoaded = [...manifest.entrypoints, ...Array.from(modules)];'],
  },
  ours: 'plugins/internals/route-scripts/',
  why: "The client manifest react-loadable-ssr-addon writes is keyed by chunk name under Rspack, so the server render finds none of a page's modules in it and its HTML names only runtime and main; keyed by module path as well, each page names its route chunks and they load beside main instead of a round trip after it.",
  saving: {
    bytes: [
      {measure: 'shared JS', page: null, before: null, after: null, saved: 0, commit: '84b9f10'},
      {measure: 'page JS', page: 'home', before: null, after: null, saved: 3.8, commit: '84b9f10'},
      {measure: 'static output', page: null, before: null, after: null, saved: -0.24, commit: '84b9f10'},
    ],
    timing: [
      {
        metric: 'TBT',
        page: 'calculator',
        beforeMs: 401,
        afterMs: 185,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: '84b9f10',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 236,
        afterMs: 199,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: '84b9f10',
      },
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 57,
        afterMs: 43,
        runs: 5,
        spreadMs: null,
        withinSpread: false,
        commit: '84b9f10',
      },
    ],
    note: 'The static output it costs is the script tags in every page.',
  },
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)' +
      ' (no registry entry read, or none of its chunks in the manifest)',
    'tests/unit/plugins/internals/route-scripts/manifestOrigins.test.ts (against the installed getBundles)',
    'tests/unit/plugins/internals/generatedRegistry.test.ts',
    'tests/e2e/page-scripts.spec.ts',
  ],
  canGoWhen: "Docusaurus lists a page's chunks in its HTML with Rspack.",
};
