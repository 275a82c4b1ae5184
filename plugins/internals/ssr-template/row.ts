import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'ssr-template',
  kind: 'text patch',
  target: {
    package: '@docusaurus/core',
    path: 'lib/ssg/ssgTemplate.html.js',
    contains: ['<script src="<%= it.baseUrl %><%= script %>" defer></script>'],
  },
  ours: 'plugins/internals/ssr-template/index.ts',
  why: 'App scripts load after first paint, so on a slow connection they do not compete with the stylesheet and fonts; the web manifest is linked then too, so neither it nor the icon the browser fetches from it falls before the largest paint.',
  saving: {
    bytes: null,
    timing: null,
    note: 'Lighthouse mobile LCP 2.1-2.4 s -> 1.0-1.2 s, ranges without medians or run counts (a note written with 05e9d0c); bytes unchanged.',
  },
  guard: ['build audit (replaceOnce)', 'tests/e2e/mainThread.spec.ts', 'tests/e2e/resilience.spec.ts'],
  canGoWhen: 'Docusaurus offers deferred app scripts.',
};
