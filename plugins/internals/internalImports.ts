/**
 * Imports of what a Docusaurus package does not publish: its private lib/
 * files and `@docusaurus/theme-common/internal`. The code that imports them
 * lives elsewhere (a content plugin, a swizzle); their rows are here.
 * tests/unit/plugins/internals/manifest.test.ts finds every
 * `@docusaurus/theme-common/internal` import in src/ and fails for one
 * without a row.
 */
import type {InternalRow} from './row';

const NONE_SOUGHT = {bytes: null, timing: null, note: "None sought: the swizzle needs the theme's own state."};
const TYPE_CHECK = 'npx tsc --noEmit -p . (the import fails type checking when the export goes)';

export const INTERNAL_IMPORTS: readonly InternalRow[] = [
  {
    id: 'sidebars-prop',
    kind: 'private import',
    target: {package: '@docusaurus/plugin-content-docs', path: 'lib/props.js', contains: ['exports.toSidebarsProp']},
    ours: 'plugins/contract-reference/index.ts',
    why: 'Contract reference pages get the sidebar prop the docs plugin gives its own pages.',
    saving: {bytes: null, timing: null, note: 'None sought: feature.'},
    guard: ['the import fails the config load', 'tests/unit/plugins/internals/manifest.test.ts'],
    canGoWhen: 'The docs plugin exports toSidebarsProp publicly.',
  },
  {
    id: 'internal-code-block-context',
    kind: 'internal import',
    target: {package: '@docusaurus/theme-common', path: 'lib/internal.js', contains: ['useCodeBlockContext']},
    ours: 'src/theme/CodeBlock/Content/index.tsx',
    why: "The swizzled code block content reads the block's metadata and its word-wrap state from the theme's code block context, which theme-common keeps internal.",
    saving: NONE_SOUGHT,
    guard: [TYPE_CHECK, 'tests/e2e/code-blocks.spec.ts'],
    canGoWhen: 'theme-common publishes useCodeBlockContext, or swizzle-code-block goes.',
  },
];
