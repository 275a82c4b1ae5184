import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'active-plugin-without-collator',
  kind: 'module replacement',
  target: {
    package: '@docusaurus/plugin-content-docs',
    path: 'lib/client/docsClientUtils.js',
    contains: ['localeCompare', 'export function getActivePlugin'],
  },
  ours: 'plugins/internals/active-plugin-without-collator/docsClientUtils.ts',
  why: "getActivePlugin orders the docs plugins with localeCompare while the page hydrates; the first localeCompare of a page builds the locale's collator, a long task on a slow phone. The stand-in compares the paths as plain strings.",
  saving: {bytes: null, timing: null, note: 'Measured side by side in the commit after the one that adds it.'},
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)',
    'tests/unit/plugins/internals/active-plugin-without-collator/docsClientUtils.test.ts',
  ],
  canGoWhen: 'The theme stops calling localeCompare while a page loads.',
};
