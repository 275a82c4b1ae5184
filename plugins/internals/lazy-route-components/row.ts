import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'lazy-route-components',
  kind: 'module replacement',
  target: {package: '@docusaurus/core', path: 'lib/client/exports/ComponentCreator.js', contains: ['Loadable.Map']},
  ours: 'plugins/internals/lazy-route-components/lazyComponentCreator.ts',
  why: "The generated routes make every route's loadable component while the main chunk evaluates; the stand-in makes each on the route's first use.",
  saving: {bytes: null, timing: null, note: 'Measured side by side in the commit after the one that adds it.'},
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)',
    'tests/unit/plugins/internals/lazy-route-components/lazyComponentCreator.test.ts',
  ],
  canGoWhen: 'Core makes route components on first use.',
};
