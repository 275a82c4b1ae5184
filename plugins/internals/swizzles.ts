/**
 * The swizzled theme components that do more than wrap the original. Their
 * code stays in src/theme/ (Docusaurus finds swizzles there only); their
 * rows are here.
 */
import type {InternalRow} from './row';

const NONE_SOUGHT = (reason: string) => ({bytes: null, timing: null, note: `None sought: ${reason}.`});

export const SWIZZLES: readonly InternalRow[] = [
  {
    id: 'swizzle-code-block',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/theme-classic', path: 'lib/theme/CodeBlock/index.js', contains: []},
    ours: 'src/theme/CodeBlock/',
    why: 'A block keeps the HTML the server highlighted and turns live when the reader nears it; Prism loads only for client-rendered blocks.',
    saving: {
      bytes: [
        {measure: 'page JS', page: 'pages with code', before: null, after: null, saved: 30, commit: 'e56df28'},
        {measure: 'static output', page: null, before: null, after: null, saved: 0.4, commit: '88e413c'},
      ],
      timing: null,
      note: 'Prism, about 30 KB gzip, leaves pages with code; the live block, about 6 KB gzip, loads on demand (e56df28). Plain-text tokens as text: 10,800 spans fewer, the HTML of wallet-integration 164 -> 133 KB (88e413c).',
    },
    guard: ['tests/e2e/budget.spec.ts', 'tests/e2e/code-blocks.spec.ts'],
    canGoWhen: 'The theme highlights at build time.',
  },
  {
    id: 'swizzle-last-updated',
    kind: 'swizzle (replaced)',
    target: {
      package: '@docusaurus/theme-classic',
      path: 'lib/theme/LastUpdated/index.js',
      contains: ['theme.lastUpdated.atDate'],
    },
    ours: 'src/theme/LastUpdated/',
    why: 'The date is written without Intl.DateTimeFormat, which loads locale data while the page hydrates.',
    saving: {
      bytes: null,
      timing: null,
      note: 'Not measured on its own. A first DateTimeFormat costs 35-65 ms of main thread in a fresh Chromium page, the date alone 50-76 ms in a 4x-throttled profile of the address page (4629c96).',
    },
    guard: ['tests/e2e/mainThread.spec.ts'],
    canGoWhen: 'The theme formats the date on the server only.',
  },
  {
    id: 'swizzle-search-bar',
    kind: 'swizzle (ejected)',
    target: {package: '@docusaurus/theme-search-algolia', path: 'src/theme/SearchBar/index.tsx', contains: []},
    ours: 'src/theme/SearchBar/',
    why: 'Every page loads only the button and shortcuts; the modal and DocSearch load on first use, and the local index answers.',
    saving: {
      bytes: null,
      timing: null,
      note: 'Without the ejection not measured. Search adds 2.2 KB gzip to a page that does not open it (BENCHMARKS.md at 7cbefce).',
    },
    guard: ['tests/e2e/search.spec.ts', 'tests/e2e/search-algolia.spec.ts', 'scripts/diff-ejected.ts on upgrade'],
    canGoWhen: 'The theme loads DocSearch on demand and accepts a custom client.',
  },
  {
    id: 'swizzle-search-page',
    kind: 'swizzle (ejected)',
    target: {package: '@docusaurus/theme-search-algolia', path: 'src/theme/SearchPage/index.tsx', contains: []},
    ours: 'src/theme/SearchPage/',
    why: 'The search page answers from the local index when Algolia is not configured.',
    saving: NONE_SOUGHT('feature'),
    guard: ['tests/e2e/search.spec.ts', 'tests/e2e/search-algolia.spec.ts', 'scripts/diff-ejected.ts on upgrade'],
    canGoWhen: 'The theme accepts a custom search client.',
  },
  {
    id: 'swizzle-icons',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/theme-classic', path: 'lib/theme/Icon/DarkMode/index.js', contains: []},
    ours: 'src/theme/Icon/{DarkMode,LightMode,SystemColorMode,Language}',
    why: 'The colour-mode and language icons are in every page HTML: ours are empty <svg> boxes of the global masked-icon rule (src/css/custom.css), their pictures in src/theme/Icon/icons.module.css; the stock ones filled paths of up to 1.6 KB each.',
    saving: {
      bytes: [
        {measure: 'static output', page: null, before: 44.85, after: 43.93, saved: 0.92, commit: '84b9f10'},
        {measure: 'first-load CSS', page: null, before: null, after: null, saved: -0.3, commit: '84b9f10'},
      ],
      timing: null,
      note: 'With the address-copy icon drawn the same way (93fc6da); 44.85 MB at 2fe0d32, 43.93 MB at 84b9f10 built without route-scripts.',
    },
    guard: ['tests/e2e/accessibility.spec.ts (axe; icons visible in forced colours)'],
    canGoWhen: 'Never needed for correctness; drop freely.',
  },
  {
    id: 'swizzle-colour-mode-toggle',
    kind: 'swizzle (wrapped)',
    target: {package: '@docusaurus/theme-classic', path: 'lib/theme/ColorModeToggle/index.js', contains: []},
    ours: 'src/theme/ColorModeToggle/',
    why: 'A press shows the chosen mode on the button in its own frame; the theme recolours the page in a task after that frame, so the restyle of every element does not hold back the answer.',
    saving: {
      bytes: null,
      timing: null,
      note: 'First tap on the low-tier phone (tests/e2e/first-tap.spec.ts, 5 loads, 12.5-12.9x): the button answers in 104 ms median (99-144) instead of 275 (240-339) with the stock toggle; the new colours follow at 332 ms (264-397), about one frame later than before.',
    },
    guard: ['tests/e2e/first-tap.spec.ts', 'tests/e2e/chrome.spec.ts', 'tests/e2e/keyboard.spec.ts'],
    canGoWhen: 'The theme answers the press before it recolours the page.',
  },
  {
    id: 'swizzle-loading',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/core', path: 'lib/client/theme-fallback/Loading/index.js', contains: []},
    ours: 'src/theme/Loading/',
    why: 'Accessibility: the stock error text fails contrast.',
    saving: NONE_SOUGHT('accessibility'),
    guard: ['tests/e2e/resilience.spec.ts'],
    canGoWhen: 'The stock fallback passes contrast.',
  },
  {
    id: 'swizzle-not-found',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/theme-classic', path: 'lib/theme/NotFound/Content/index.js', contains: []},
    ours: 'src/theme/NotFound/Content/',
    why: 'Product: section links and client-side redirects for moved pages.',
    saving: NONE_SOUGHT('feature'),
    guard: ['tests/e2e/redirects.spec.ts'],
    canGoWhen: 'Never (site content).',
  },
  {
    id: 'swizzle-pwa-reload-popup',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/plugin-pwa', path: 'lib/theme/PwaReloadPopup/index.js', contains: []},
    ours: 'src/theme/PwaReloadPopup/',
    why: 'Our wording, announced to screen readers.',
    saving: NONE_SOUGHT('accessibility'),
    guard: ['tests/e2e/offline.spec.ts'],
    canGoWhen: 'The stock popup is announced.',
  },
];
