export interface ClientModuleSwap {
  /** Its row in plugins/shared/replacementManifest.ts. */
  id: string;
  /** The resolved file of the module to replace, or the request that names it. */
  module: RegExp;
  /** Its stand-in, relative to this folder. */
  standIn: string;
}

export const CLIENT_MODULE_SWAPS: readonly ClientModuleSwap[] = [
  // The classic theme registers `prism.additionalLanguages` from a client
  // module, which pulls Prism with every bundled grammar into the main
  // chunk. src/theme/CodeBlock/tokenizedContent.ts registers them instead,
  // loaded only for a code block the server did not highlight.
  {
    id: 'no-prism-on-load',
    module: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
    standIn: 'noPrismOnLoad.ts',
  },
  // The server render highlights every code block up front; in the browser a
  // block keeps that HTML and turns live around it when the reader nears it.
  {
    id: 'no-server-highlighting',
    module: /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]serverHighlighting\.ts$/,
    standIn: 'noServerHighlighting.ts',
  },
  // The package's CommonJS entry needs tslib for one helper, and a required
  // tslib cannot be tree-shaken (all its helpers land in the main chunk).
  {
    id: 'utils-common-without-tslib',
    module: /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
    standIn: 'utilsCommon.ts',
  },
  // The route-change progress bar: nprogress carries options, a spinner and
  // a queue the theme never uses, all in the main chunk.
  // Matched by request, before resolution: a resolved file of a plain
  // JavaScript package would keep the (no) loaders chosen for it.
  {id: 'nprogress', module: /^nprogress$/, standIn: 'progressBar.ts'},
  // react-router's matcher compiles a regular expression for every route
  // it passes while matching a path; static paths get a string comparison.
  // Matched by request too.
  {id: 'path-to-regexp', module: /^path-to-regexp$/, standIn: 'pathToRegexp.ts'},
  // The page's Helmets take over the head only when it has to change (a
  // client navigation, say), in one render: right after hydration they cost
  // a long task, and during sliced hydration the head was written twice.
  {id: 'helmet-after-hydration', module: /^react-helmet-async$/, standIn: 'helmetAfterHydration.ts'},
  // The route table builds a loadable component for each of the site's
  // routes while the main chunk first runs; the stand-in builds each one
  // when the route is first rendered or preloaded.
  {
    id: 'lazy-component-creator',
    module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/,
    standIn: 'lazyComponentCreator.ts',
  },
  // Marks the hydrated page on <html> directly rather than through a Helmet,
  // which would make the Helmets take over while the page loads.
  {
    id: 'has-hydrated-attribute',
    module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]hasHydratedDataAttribute\.js$/,
    standIn: 'hasHydratedAttribute.ts',
  },
  // Two helpers sort a handful of ASCII strings with String#localeCompare on
  // every docs page; the first such call builds an ICU collator (a block
  // of main thread while the page hydrates). Their stand-ins compare code units
  // and re-export the rest of the original module.
  {
    id: 'active-docs-plugin',
    module: /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    standIn: 'activeDocsPlugin.ts',
  },
  {
    id: 'shallow-memo-object',
    module: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    standIn: 'shallowMemoObject.ts',
  },
  // Right after hydration the browser context turns true, re-rendering every
  // useIsBrowser() consumer; as a plain update that is one long task, as a
  // transition it renders in slices.
  {
    id: 'browser-context',
    module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    standIn: 'browserContext.ts',
  },
  // plugin-pwa's registration, guarded: where service workers are blocked the
  // original logs "registerSW failed TypeError" on every page.
  {id: 'register-sw', module: /@docusaurus[\\/]plugin-pwa[\\/]lib[\\/]registerSw\.js$/, standIn: 'registerSw.ts'},
];

/**
 * Originals that a stand-in re-exports but whose package's exports map hides
 * them: each request (`<package>/lib/<file>`) is aliased to the file, found
 * from the package's entry.
 */
export const ORIGINALS_OUTSIDE_EXPORTS: ReadonlyArray<{packageName: string; fileInLib: string}> = [
  {packageName: '@docusaurus/theme-common', fileInLib: 'utils/reactUtils.js'},
];
