import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'shallow-memo-without-collator',
  kind: 'module replacement',
  target: {
    package: '@docusaurus/theme-common',
    path: 'lib/utils/reactUtils.js',
    contains: ['localeCompare', 'export function useShallowMemoObject'],
  },
  ours: 'plugins/internals/shallow-memo-without-collator/reactUtils.ts',
  why: "useShallowMemoObject orders keys with localeCompare while the page hydrates; the first localeCompare of a page builds the locale's collator, a long task on a slow phone. The stand-in compares the keys as plain strings.",
  saving: {bytes: null, timing: null, note: 'Measured side by side in the commit after the one that adds it.'},
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)',
    'tests/unit/plugins/internals/shallow-memo-without-collator/entriesByKey.test.ts',
    'tests/e2e/keyboard.spec.ts',
  ],
  canGoWhen: 'The theme stops calling localeCompare while a page loads.',
};
