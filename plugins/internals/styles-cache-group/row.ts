import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'styles-cache-group',
  kind: 'config override',
  target: {package: '@docusaurus/core', path: 'lib/webpack/base.js', contains: ["name: 'styles'"]},
  ours: 'plugins/internals/styles-cache-group/',
  why: "Docusaurus's one-stylesheet group leaves out the stylesheets of on-demand code (search modal, charts) and those of components only a few pages render (calculator, address tables, home cards, search page), which those pages link after the build; chunk files are named by id.",
  saving: {
    bytes: [
      {measure: 'first-load CSS', page: 'doc page', before: 22.1, after: 16.6, saved: 5.5, commit: '540858f'},
      {measure: 'first-load CSS', page: 'home', before: null, after: 17.5, saved: null, commit: '540858f'},
      {measure: 'first-load CSS', page: 'address page', before: null, after: 18.0, saved: null, commit: '540858f'},
      {measure: 'first-load CSS', page: 'search page', before: null, after: 17.4, saved: null, commit: '540858f'},
      {measure: 'first-load CSS', page: 'calculator', before: 23.2, after: 18.8, saved: 4.4, commit: '540858f'},
      {measure: 'shared JS', page: null, before: null, after: null, saved: -0.59, commit: '540858f'},
    ],
    timing: [
      {
        metric: 'TBT',
        page: 'user guide',
        beforeMs: 69,
        afterMs: 130,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'cdf1e1c',
      },
      {
        metric: 'TBT',
        page: 'address page',
        beforeMs: 426,
        afterMs: 519,
        runs: 5,
        spreadMs: null,
        withinSpread: true,
        commit: 'cdf1e1c',
      },
    ],
    note: 'The search modal and chart stylesheets load on demand, and the page stylesheets only where used.',
  },
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)' +
      ' (the group must exist; each page stylesheet must be made)',
    'tests/e2e/budget.spec.ts',
    'tests/e2e/page-stylesheets.spec.ts',
    'tests/unit/plugins/internals/styles-cache-group/',
  ],
  canGoWhen: 'Docusaurus maps modules to their stylesheets with Rspack.',
};
