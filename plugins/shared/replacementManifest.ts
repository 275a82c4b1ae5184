/**
 * Every change this site makes inside Docusaurus or its dependencies, in one
 * table: module replacements, module rules, text patches, private imports,
 * configuration overrides of Docusaurus's own, and the swizzled theme
 * components that do more than wrap the original.
 *
 * - The build audits each bundler change by its `id` (./moduleReplacement.ts).
 * - tests/unit/plugins/shared/replacementManifest.test.ts resolves every `target`
 *   against the installed packages (and the text in `contains`), naming the
 *   one that moved after an upgrade.
 * - `npx tsx scripts/render-replacement-manifest.ts` writes the table into
 *   README.md; a unit test fails when the README is stale.
 *
 * `saving` gives the measured figure and the commit that measured it, or
 * says "not measured": never an estimate without its source.
 */

export type ReplacementKind =
  | 'module replacement'
  | 'module rule'
  | 'text patch'
  | 'private import'
  | 'config override'
  | 'inline script'
  | 'output rewrite'
  | 'swizzle (ejected)'
  | 'swizzle (replaced)';

export interface ReplacementTarget {
  /** The installed package, or `@site` for a module of this repository. */
  package: string;
  /** The file inside the package (from its folder). */
  path: string;
  /** Text the change depends on, which the file must still contain. */
  contains?: readonly string[];
}

export interface ReplacementEntry {
  /** The id the build audit and its error message use. */
  id: string;
  kind: ReplacementKind;
  target: ReplacementTarget;
  /** Our side of it, from the repository root. */
  ours: string;
  why: string;
  /** Bytes gzip and/or TBT, with the commit that measured them, or "not measured". */
  saving: string;
  /** What fails when the change stops applying. */
  guard: string;
  /** When it can go. */
  removeWhen: string;
  /** Kept although its own saving is under the bar, because a budget in config/budgets.ts needs it. */
  keptFor?: string;
}

const BUILD_AUDIT = 'build audit (plugins/shared/moduleReplacement.ts)';

export const REPLACEMENTS: readonly ReplacementEntry[] = [
  // plugins/client-module-swaps (browser bundle only)
  {
    id: 'no-prism-on-load',
    kind: 'module replacement',
    target: {package: '@docusaurus/theme-classic', path: 'lib/prism-include-languages.js'},
    ours: 'plugins/client-module-swaps/noPrismOnLoad.ts',
    why: 'The client module registers every extra Prism grammar on load, pulling Prism into the main chunk.',
    saving:
      '31.7 KB gzip of shared JS and on every page (Prism in the main chunk); Lighthouse mobile TBT, median of 5: user guide 354 -> 111 ms, address page 422 -> 415 ms, within its spread (side-by-side production builds of ee0340b, scripts/replacement-savings.ts --tbt=5)',
    guard: `${BUILD_AUDIT}; tests/e2e/budget.spec.ts`,
    removeWhen: 'The classic theme loads additional languages on demand.',
  },
  {
    id: 'no-server-highlighting',
    kind: 'module replacement',
    target: {package: '@site', path: 'src/theme/CodeBlock/serverHighlighting.ts'},
    ours: 'plugins/client-module-swaps/noServerHighlighting.ts',
    why: 'The browser keeps the HTML the server highlighted; only the server render needs the highlighter.',
    saving:
      'JS the user guide, the address page and the calculator need: 36.4 KB gzip less each (f14bb59, and again at ee0340b); Lighthouse mobile TBT, median of 5: user guide 262 -> 111 ms, address page 470 -> 415 ms, within its spread (side-by-side production builds of ee0340b, scripts/replacement-savings.ts --tbt=5)',
    guard: `${BUILD_AUDIT}; tests/e2e/budget.spec.ts`,
    removeWhen: 'Our own module: goes with src/theme/CodeBlock.',
  },
  {
    id: 'utils-common-without-tslib',
    kind: 'module replacement',
    target: {package: '@docusaurus/utils-common', path: 'lib/index.js', contains: ['tslib']},
    ours: 'plugins/client-module-swaps/utilsCommon.ts',
    why: 'The CommonJS entry requires tslib for one helper, and a required tslib cannot be tree-shaken.',
    saving:
      'shared JS 147.7 -> 143.8 KB gzip, 3.9 KB, tslib gone (7.6 KB on the search page); Lighthouse mobile TBT, median of 5: user guide 128 -> 111 ms and address page 268 -> 415 ms, both within the run-to-run spread (side-by-side production builds of ee0340b, scripts/replacement-savings.ts --tbt=5; two identical builds differed by 43 and 63 ms in the same run)',
    guard: BUILD_AUDIT,
    removeWhen: 'utils-common ships ES modules or drops tslib.',
  },
  {
    id: 'nprogress',
    kind: 'module replacement',
    target: {package: 'nprogress', path: 'nprogress.js'},
    ours: 'plugins/client-module-swaps/progressBar.ts',
    why: 'nprogress carries options, a spinner and a queue the theme never uses.',
    saving:
      'shared JS 145.0 -> 143.8 KB gzip, 1.22 KB (1.25 KB at f14bb59); Lighthouse mobile TBT, median of 5: user guide 197 -> 111 ms; address page 359 -> 415 ms, within its spread (side-by-side production builds of ee0340b, scripts/replacement-savings.ts --tbt=5; two identical builds differed by 43 and 63 ms in the same run)',
    guard: `${BUILD_AUDIT}; tests/unit/plugins/client-module-swaps/progressBar.test.ts`,
    removeWhen: 'The classic theme drops nprogress.',
  },
  {
    id: 'path-to-regexp',
    kind: 'module replacement',
    target: {package: 'path-to-regexp', path: 'index.js'},
    ours: 'plugins/client-module-swaps/pathToRegexp.ts',
    why: 'react-router 5 compiles a regular expression for every route it passes while matching; static paths get a string comparison.',
    saving:
      'costs 0.32 KB gzip of shared JS (the original stays for patterns with parameters; side-by-side production builds of f14bb59 with REPLACEMENTS_OFF, scripts/replacement-savings.ts); preload 86 -> 23 ms of a 4x-throttled guide load (437084e); Lighthouse mobile TBT, median of 5 side-by-side runs (scripts/replacement-savings.ts --tbt=5 at f14bb59): user guide 239 -> 121 ms; address page 723 -> 769 ms, within the run-to-run spread of that page',
    guard: `${BUILD_AUDIT}; tests/unit/plugins/client-module-swaps/staticPathPattern.test.ts (differential against the original)`,
    removeWhen: 'Docusaurus moves to a router that does not compile per route (react-router 6+).',
  },
  {
    id: 'helmet-after-hydration',
    kind: 'module replacement',
    target: {package: 'react-helmet-async', path: 'lib/index.js'},
    ours: 'plugins/client-module-swaps/helmetAfterHydration.ts',
    why: 'The Helmets take over the head only when it must change, in one urgent render, instead of a long task after hydration and two head writes.',
    saving:
      'Lighthouse mobile median TBT: calculator 214 -> 129 ms, user guide 124 -> 62 ms, V3 address page 267 -> 248 ms (7e5ef7a); costs 0.34 KB gzip of shared JS (side-by-side production builds of f14bb59 with REPLACEMENTS_OFF, scripts/replacement-savings.ts)',
    guard: `${BUILD_AUDIT}; tests/e2e/mainThread.spec.ts`,
    removeWhen: 'Docusaurus uses React 19 document metadata instead of react-helmet-async.',
  },
  {
    id: 'lazy-component-creator',
    kind: 'module replacement',
    target: {package: '@docusaurus/core', path: 'lib/client/exports/ComponentCreator.js'},
    ours: 'plugins/client-module-swaps/lazyComponentCreator.ts',
    why: 'The route table builds a loadable component for each of some 340 routes while the main chunk first runs.',
    saving:
      'Lighthouse mobile median TBT on the V3 address page 231 -> 173 ms (7cbefce); about 14 ms of the first task unthrottled (766b29f); bytes: 0.03 KB gzip more (side-by-side production builds of f14bb59 with REPLACEMENTS_OFF, scripts/replacement-savings.ts)',
    guard: BUILD_AUDIT,
    removeWhen: 'Core builds route components lazily.',
  },
  {
    id: 'has-hydrated-attribute',
    kind: 'module replacement',
    target: {package: '@docusaurus/core', path: 'lib/client/hasHydratedDataAttribute.js'},
    ours: 'plugins/client-module-swaps/hasHydratedAttribute.ts',
    why: 'Sets <html data-has-hydrated> directly: through a Head it would make the Helmets take over while the page loads.',
    saving:
      'no bytes (0.00 KB, side-by-side production builds of f14bb59 with REPLACEMENTS_OFF, scripts/replacement-savings.ts); Lighthouse mobile TBT, median of 5 side-by-side runs (scripts/replacement-savings.ts --tbt=5 at f14bb59): user guide 242 -> 121 ms; address page 705 -> 769 ms, within the run-to-run spread of that page',
    guard: BUILD_AUDIT,
    removeWhen: 'Goes with helmet-after-hydration.',
  },
  {
    id: 'active-docs-plugin',
    kind: 'module replacement',
    target: {
      package: '@docusaurus/plugin-content-docs',
      path: 'lib/client/docsClientUtils.js',
      contains: ['localeCompare'],
    },
    ours: 'plugins/client-module-swaps/activeDocsPlugin.ts',
    why: 'The active-plugin lookup sorts with localeCompare; the first call builds an ICU collator while the page hydrates.',
    saving:
      '18-32 ms of main thread per docs page load in a fresh Chromium page (57ce720); bytes: 0.05 KB gzip (side-by-side production builds of f14bb59 with REPLACEMENTS_OFF, scripts/replacement-savings.ts); Lighthouse mobile TBT, median of 5 side-by-side runs (scripts/replacement-savings.ts --tbt=5 at f14bb59): user guide 163 -> 121 ms; address page 506 -> 769 ms, within the run-to-run spread of that page',
    guard: `${BUILD_AUDIT}; tests/unit/plugins/client-module-swaps/activeDocsPlugin.test.ts; tests/e2e/mainThread.spec.ts`,
    removeWhen: 'The docs plugin compares plugin paths without localeCompare.',
  },
  {
    id: 'shallow-memo-object',
    kind: 'module replacement',
    target: {package: '@docusaurus/theme-common', path: 'lib/utils/reactUtils.js', contains: ['localeCompare']},
    ours: 'plugins/client-module-swaps/shallowMemoObject.ts',
    why: 'useShallowMemoObject sorts keys with localeCompare (same collator cost as active-docs-plugin).',
    saving:
      'Same collator, 18-32 ms (57ce720): either call alone builds it; bytes: 0.02 KB gzip more (side-by-side production builds of f14bb59 with REPLACEMENTS_OFF, scripts/replacement-savings.ts); Lighthouse mobile TBT, median of 5 side-by-side runs (scripts/replacement-savings.ts --tbt=5 at f14bb59): user guide 202 -> 121 ms; address page 760 -> 769 ms, within the run-to-run spread of that page',
    guard: `${BUILD_AUDIT}; tests/e2e/mainThread.spec.ts`,
    removeWhen: 'theme-common sorts without localeCompare.',
  },
  {
    id: 'browser-context',
    kind: 'module replacement',
    target: {package: '@docusaurus/core', path: 'lib/client/browserContext.js'},
    ours: 'plugins/client-module-swaps/browserContext.ts',
    why: '"The page has hydrated" is announced in a transition, so every useIsBrowser() consumer re-renders in slices.',
    saving:
      '4x-throttled user guide load, long-task sum over 50 ms, median of 7: 317 -> 185 ms, with the idle mobile drawer (10e2799); bytes: 0.06 KB gzip (side-by-side production builds of f14bb59 with REPLACEMENTS_OFF, scripts/replacement-savings.ts); Lighthouse mobile TBT, median of 5 side-by-side runs (scripts/replacement-savings.ts --tbt=5 at f14bb59): user guide 288 -> 121 ms; address page 748 -> 769 ms, within the run-to-run spread of that page',
    guard: BUILD_AUDIT,
    removeWhen: 'Core sets the browser context in a transition.',
  },
  {
    id: 'register-sw',
    kind: 'module replacement',
    target: {package: '@docusaurus/plugin-pwa', path: 'lib/registerSw.js'},
    ours: 'plugins/client-module-swaps/registerSw.ts, serviceWorkerRegistration.ts',
    why: 'Behaviour: where service workers are blocked the original logs "registerSW failed" on every page. Bytes: the registration loads in its own chunk once the page has loaded, when Workbox registers the worker anyway.',
    saving:
      'kept for its behaviour: bytes alone do not pay for it. Shared JS 144.6 -> 143.8 KB gzip, 0.74 KB, with the registration in its own chunk, which the home page then fetches while it settles (3.9 KB more JS there, 3.6 KB less on the search page); Lighthouse mobile TBT, median of 5: user guide 84 -> 111 ms, address page 331 -> 415 ms, both within the run-to-run spread (side-by-side production builds of ee0340b, scripts/replacement-savings.ts --tbt=5; two identical builds differed by 43 and 63 ms in the same run)',
    guard: `${BUILD_AUDIT}; tests/e2e/offline.spec.ts`,
    removeWhen: 'plugin-pwa guards its registration.',
  },
  // Other plugins
  {
    id: 'prefetch-on-intent',
    kind: 'module rule',
    target: {
      package: '@docusaurus/core',
      path: 'lib/client/exports/Link.js',
      contains: ['canUseIntersectionObserver', "from './ExecutionEnvironment'"],
    },
    ours: 'plugins/prefetch-on-intent/index.ts',
    why: 'Link gets a copy of ExecutionEnvironment compiled without window, so it prefetches on hover or touch only, not every link in view.',
    saving:
      "prefetched page code per page view 59-126 KB gzip (home 59.0, user guide 105.7, address page 123.4, calculator 125.8), for 0.06 KB gzip of shared JS (Link's own copy of the module); Lighthouse mobile TBT, median of 5 side-by-side runs: user guide 182 -> 136 ms; address page 283 -> 379 ms, within the run-to-run spread of that page (production builds of 9f60604 with REPLACEMENTS_OFF=prefetch-on-intent, scripts/replacement-savings.ts --tbt=5)",
    guard: `${BUILD_AUDIT} (two ExecutionEnvironment modules); tests/e2e/layout.spec.ts "loading linked pages ahead"`,
    removeWhen: 'Link offers an option to prefetch on intent only.',
  },
  {
    id: 'unused-infima',
    kind: 'module replacement',
    target: {package: 'infima', path: 'dist/css/default/default.css'},
    ours: 'plugins/unused-infima/index.ts',
    why: 'The stylesheet every page loads gets a copy of Infima without the rules and custom properties the site never uses.',
    saving:
      'first-load CSS 22.2 -> 19.8 KB gzip on every page (calculator 23.2 -> 20.9 KB); shared JS unchanged (side-by-side isolated builds of 34e2849 with REPLACEMENTS_OFF=unused-infima); Lighthouse mobile TBT, median of 5: user guide 78 -> 111 ms, address page 316 -> 415 ms, both within the run-to-run spread (side-by-side production builds of ee0340b, scripts/replacement-savings.ts --tbt=5; two identical builds differed by 43 and 63 ms in the same run)',
    guard: `${BUILD_AUDIT}; tests/e2e/budget.spec.ts (CSS 20 KB)`,
    removeWhen: 'Infima is split by component, or the theme drops it.',
  },
  {
    id: 'styles-cache-group',
    kind: 'config override',
    target: {package: '@docusaurus/core', path: 'lib/webpack/base.js', contains: ["name: 'styles'"]},
    ours: 'plugins/bundle-splitting/index.ts',
    why: "Docusaurus's one-stylesheet group leaves out the stylesheets of on-demand code (search modal, charts) and those of components only a few pages render (calculator, address tables, home cards, search page), which those pages link after the build; chunk files are named by id.",
    saving:
      'first-load CSS 22.1 -> 16.6 KB gzip on a doc page (home 17.5, address page 18.0, search page 17.4; calculator 23.2 -> 18.8 KB): the search modal and chart stylesheets load on demand, and the page stylesheets only where used; costs 0.59 KB gzip of shared JS (side-by-side production builds of 540858f, scripts/replacement-savings.ts styles-cache-group); Lighthouse mobile TBT, median of 5: user guide 69 -> 130 ms and address page 426 -> 519 ms, both within the run-to-run spread (side-by-side builds of cdf1e1c, --tbt=5)',
    guard: `${BUILD_AUDIT} (the group must exist; each page stylesheet must be made); tests/e2e/budget.spec.ts, page-stylesheets.spec.ts; tests/unit/plugins/bundle-splitting/pageStylesheets.test.ts`,
    removeWhen: 'Docusaurus maps modules to their stylesheets with Rspack.',
  },
  {
    id: 'client-registry',
    kind: 'module replacement',
    target: {
      package: '@docusaurus/core',
      path: 'lib/server/codegen/codegenRoutes.js',
      contains: ['registry', 'routesChunkNames'],
    },
    ours: 'plugins/client-registry/index.ts',
    why: 'The browser gets the route registry without module names, short chunk names and a site config without plugin lists.',
    saving:
      'shared JS 154.3 -> 143.5 KB gzip, 10.7 KB (side-by-side production builds of f14bb59 with REPLACEMENTS_OFF=client-registry; 10.72 KB again at ad2401a); Lighthouse mobile TBT, median of 5 side-by-side runs (scripts/replacement-savings.ts --tbt=5 at ad2401a): user guide 101 -> 47 ms; address page 215 -> 222 ms, within the run-to-run spread of that page',
    guard: `${BUILD_AUDIT} (three requests); tests/unit/plugins/client-registry/shortChunkNames.test.ts, clientSiteConfig.test.ts; tests/unit/plugins/shared/generatedRegistry.test.ts`,
    removeWhen: 'Core writes a browser-only registry.',
  },
  {
    id: 'lean-docs-metadata',
    kind: 'private import',
    target: {
      package: '@docusaurus/plugin-content-docs',
      path: 'lib/routes.js',
      contains: ['version: (0, props_1.toVersionMetadataProp)'],
    },
    ours: 'plugins/lean-docs-metadata/index.ts',
    why: 'The version metadata every page of a section loads keeps only the docs shown as cards; the global data every page loads drops the doc lists of the sections no navbar item reads.',
    saving:
      'shared JS 146.1 -> 144.1 KB gzip, 2.0 KB (the global doc lists); JS a docs page needs, 4.7 KB less on the user guide, 7.4 KB on the address page, 5.1 KB on the calculator (its section metadata); Lighthouse mobile TBT, median of 5: user guide 133 -> 130 ms, address page 245 -> 519 ms, both within the run-to-run spread (side-by-side production builds of cdf1e1c, scripts/replacement-savings.ts --tbt=5 lean-docs-metadata)',
    guard:
      'build audit (fails when no route carries version docs, or no global data carries doc lists); tests/unit/plugins/lean-docs-metadata/cardDescriptions.test.ts; tests/unit/plugins/lean-docs-metadata/globalData.test.ts (names every reader of the doc lists in the installed packages)',
    removeWhen: 'The docs plugin stops putting every doc into the version metadata.',
  },
  {
    id: 'announcement-id',
    kind: 'inline script',
    target: {
      package: '@docusaurus/theme-common',
      path: 'lib/contexts/announcementBar.js',
      contains: ["'docusaurus.announcement.id'"],
    },
    ours: 'plugins/announcement-id-check/index.ts',
    why: 'Behaviour: a new announcement (new id) stays hidden on the first visit after it is published; the script un-hides it.',
    saving: 'none sought (behaviour)',
    guard: `${BUILD_AUDIT} (storage key and attribute in the theme); tests/e2e/chrome.spec.ts`,
    removeWhen: "The theme's inline script compares the stored id.",
  },
  {
    id: 'ssr-template',
    kind: 'text patch',
    target: {
      package: '@docusaurus/core',
      path: 'lib/ssg/ssgTemplate.html.js',
      contains: ['<script src="<%= it.baseUrl %><%= script %>" defer></script>'],
    },
    ours: 'config/ssrTemplate.ts',
    why: 'App scripts load after first paint, so on a slow connection they do not compete with the stylesheet and fonts.',
    saving:
      'Lighthouse mobile LCP 2.1-2.4 s -> 1.0-1.2 s (per a note in config/ssrTemplate.ts written with 05e9d0c); bytes unchanged',
    guard: 'build audit (replaceOnce); tests/e2e/mainThread.spec.ts and resilience.spec.ts',
    removeWhen: 'Docusaurus offers deferred app scripts.',
  },
  {
    id: 'route-scripts',
    kind: 'output rewrite',
    target: {
      package: '@docusaurus/core',
      path: 'lib/ssg/ssgTemplate.js',
      contains: ['const modulesToBeLoaded = [...manifest.entrypoints, ...Array.from(modules)];'],
    },
    ours: 'plugins/route-scripts/',
    why: "The client manifest react-loadable-ssr-addon writes is keyed by chunk name under Rspack, so the server render finds none of a page's modules in it and its HTML names only runtime and main; keyed by module path as well, each page names its route chunks and they load beside main instead of a round trip after it.",
    saving:
      'Lighthouse mobile TBT, median of 5: calculator 401 -> 185 ms, address page 236 -> 199 ms, user guide 57 -> 43 ms; JS bytes unchanged (home 3.8 KB gzip less); costs 0.24 MB of static output, the script tags in every page (side-by-side production builds of 84b9f10, scripts/replacement-savings.ts --tbt=5 route-scripts)',
    guard: `${BUILD_AUDIT} (no registry entry read, or none of its chunks in the manifest); tests/unit/plugins/route-scripts/manifestOrigins.test.ts (against the installed getBundles), tests/unit/plugins/shared/generatedRegistry.test.ts; tests/e2e/page-scripts.spec.ts`,
    removeWhen: "Docusaurus lists a page's chunks in its HTML with Rspack.",
  },
  {
    id: 'sidebars-prop',
    kind: 'private import',
    target: {package: '@docusaurus/plugin-content-docs', path: 'lib/props.js', contains: ['exports.toSidebarsProp']},
    ours: 'plugins/contract-reference/index.ts',
    why: 'Contract reference pages get the sidebar prop the docs plugin gives its own pages.',
    saving: 'none sought (feature)',
    guard: 'the import fails the config load; this manifest test',
    removeWhen: 'The docs plugin exports toSidebarsProp publicly.',
  },
  // Swizzles that do more than wrap
  {
    id: 'swizzle-code-block',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/theme-classic', path: 'lib/theme/CodeBlock/index.js'},
    ours: 'src/theme/CodeBlock/',
    why: 'A block keeps the HTML the server highlighted and turns live when the reader nears it; Prism loads only for client-rendered blocks.',
    saving:
      'Prism about 30 KB gzip off pages with code, the live block about 6 KB gzip loaded on demand (e56df28); plain-text tokens as text: 10,800 spans, 0.4 MB of HTML, wallet-integration 164 -> 133 KB (88e413c)',
    guard: 'tests/e2e/budget.spec.ts; tests/e2e/code-blocks.spec.ts',
    removeWhen: 'The theme highlights at build time.',
  },
  {
    id: 'swizzle-mobile-sidebar',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/theme-classic', path: 'lib/theme/Navbar/MobileSidebar/index.js'},
    ours: 'src/theme/Navbar/MobileSidebar/',
    why: 'The drawer loads only on narrow screens and is built when the browser is idle.',
    saving: 'With browser-context: 317 -> 185 ms long-task sum (10e2799); bytes not measured',
    guard: 'tests/e2e/layout.spec.ts',
    removeWhen: 'The theme loads the drawer lazily.',
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
    saving:
      'a first DateTimeFormat costs 35-65 ms of main thread in a fresh Chromium page, the date alone 50-76 ms in a 4x-throttled profile of the address page (4629c96); the swizzle not measured on its own',
    guard: 'tests/e2e/mainThread.spec.ts',
    removeWhen: 'The theme formats the date on the server only.',
  },
  {
    id: 'swizzle-search-bar',
    kind: 'swizzle (ejected)',
    target: {package: '@docusaurus/theme-search-algolia', path: 'src/theme/SearchBar/index.tsx'},
    ours: 'src/theme/SearchBar/',
    why: 'Every page loads only the button and shortcuts; the modal and DocSearch load on first use, and the local index answers.',
    saving:
      'search adds 2.2 KB gzip to a page that does not open it (BENCHMARKS.md at 7cbefce); without the ejection not measured',
    guard: 'tests/e2e/search.spec.ts, search-algolia.spec.ts; scripts/diff-ejected.ts on upgrade',
    removeWhen: 'The theme loads DocSearch on demand and accepts a custom client.',
  },
  {
    id: 'swizzle-search-page',
    kind: 'swizzle (ejected)',
    target: {package: '@docusaurus/theme-search-algolia', path: 'src/theme/SearchPage/index.tsx'},
    ours: 'src/theme/SearchPage/',
    why: 'The search page answers from the local index when Algolia is not configured.',
    saving: 'none sought (feature)',
    guard: 'tests/e2e/search.spec.ts, search-algolia.spec.ts; scripts/diff-ejected.ts on upgrade',
    removeWhen: 'The theme accepts a custom search client.',
  },
  {
    id: 'swizzle-icons',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/theme-classic', path: 'lib/theme/Icon/DarkMode/index.js'},
    ours: 'src/theme/Icon/{DarkMode,LightMode,SystemColorMode,Language}',
    why: 'The colour-mode and language icons are in every page HTML: ours are empty <svg> boxes of the global masked-icon rule (src/css/custom.css), their pictures in src/theme/Icon/icons.module.css; the stock ones filled paths of up to 1.6 KB each.',
    saving:
      'with the address-copy icon drawn the same way (93fc6da), 0.92 MB less static output: 44.85 MB at 2fe0d32, 43.93 MB at 84b9f10 built without route-scripts; first-load CSS 0.3 KB gzip more',
    guard: 'tests/e2e/accessibility.spec.ts (axe; icons visible in forced colours)',
    removeWhen: 'Never needed for correctness; drop freely.',
  },
  {
    id: 'swizzle-loading',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/core', path: 'lib/client/theme-fallback/Loading/index.js'},
    ours: 'src/theme/Loading/',
    why: 'Accessibility: the stock error text fails contrast.',
    saving: 'none sought (accessibility)',
    guard: 'tests/e2e/resilience.spec.ts',
    removeWhen: 'The stock fallback passes contrast.',
  },
  {
    id: 'swizzle-not-found',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/theme-classic', path: 'lib/theme/NotFound/Content/index.js'},
    ours: 'src/theme/NotFound/Content/',
    why: 'Product: section links and client-side redirects for moved pages.',
    saving: 'none sought (feature)',
    guard: 'tests/e2e/redirects.spec.ts',
    removeWhen: 'Never (site content).',
  },
  {
    id: 'swizzle-pwa-reload-popup',
    kind: 'swizzle (replaced)',
    target: {package: '@docusaurus/plugin-pwa', path: 'lib/theme/PwaReloadPopup/index.js'},
    ours: 'src/theme/PwaReloadPopup/',
    why: 'Our wording, announced to screen readers.',
    saving: 'none sought (accessibility)',
    guard: 'tests/e2e/offline.spec.ts',
    removeWhen: 'The stock popup is announced.',
  },
];

export function findManifestEntry(id: string): ReplacementEntry | undefined {
  return REPLACEMENTS.find((entry) => entry.id === id);
}

/** The entry, or an error at configuration time for an id the manifest lacks. */
export function manifestEntry(id: string): ReplacementEntry {
  const entry = findManifestEntry(id);
  if (!entry)
    throw new Error(
      `plugins/shared/replacementManifest.ts has no row "${id}": add one for every change to a dependency`,
    );
  return entry;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The README section: one row per entry. */
export function renderManifestTable(entries: readonly ReplacementEntry[] = REPLACEMENTS): string {
  const rows = entries.map((e) =>
    [
      `\`${e.id}\``,
      e.kind,
      `\`${e.target.package}\` \`${e.target.path}\``,
      `\`${e.ours}\``,
      e.why,
      e.saving + (e.keptFor ? `; kept for the ${e.keptFor}` : ''),
      e.guard,
      e.removeWhen,
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    '| Id | Kind | Target | Ours | Why | Saving (measured) | Guard | Can go when |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

export const MANIFEST_START = '<!-- replacement-manifest:start (written by scripts/render-replacement-manifest.ts) -->';
export const MANIFEST_END = '<!-- replacement-manifest:end -->';

/** The README with the table between the markers rewritten; throws when the markers are missing. */
export function withRenderedManifest(readme: string): string {
  const start = readme.indexOf(MANIFEST_START);
  const end = readme.indexOf(MANIFEST_END);
  if (start === -1 || end < start) throw new Error(`README.md lacks the markers ${MANIFEST_START} … ${MANIFEST_END}`);
  return `${readme.slice(0, start + MANIFEST_START.length)}\n\n${renderManifestTable()}\n\n${readme.slice(end)}`;
}
