/**
 * Links load the code of the page they lead to when the reader points at
 * them (hover, touch; @docusaurus/Link already does this), no longer as soon
 * as they scroll into view. That sight-prefetch fetched every page linked
 * from the navbar, its dropdowns and the open sidebar on every page view,
 * mostly for pages the reader never opens.
 *
 * Link reads two flags of ExecutionEnvironment for that, and only for that:
 * with IntersectionObserver it prefetches links in view, without it (and with
 * a DOM) it prefetches every link on mount. Link gets its own copy of the
 * module, compiled as if there were no `window`, so both flags are false and
 * it does neither. Everything else, `window.docusaurus.prefetch` included,
 * keeps the real module. (A module replacement cannot be scoped to one
 * importer: the bundler reuses the first resolution of the same request.)
 */
import type {Plugin} from '@docusaurus/types';
import {expectModules, isSwitchedOff} from '../moduleReplacement';

const EXECUTION_ENVIRONMENT = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ExecutionEnvironment\.js$/;
const LINK = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/;

export default function prefetchOnIntentPlugin(): Plugin {
  return {
    name: 'prefetch-on-intent',
    configureWebpack(_config, isServer, utils) {
      // The rule compiles with Rspack's built-in SWC loader (the site builds with `future.faster`).
      if (isServer || utils.currentBundler.name !== 'rspack' || isSwitchedOff('prefetch-on-intent')) return {};
      return {
        // The real module and Link's copy: one module means the rule no longer applies.
        plugins: [expectModules({id: 'prefetch-on-intent', resource: EXECUTION_ENVIRONMENT, count: 2})],
        module: {
          rules: [
            {
              test: EXECUTION_ENVIRONMENT,
              issuer: LINK,
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: {syntax: 'ecmascript'},
                  transform: {optimizer: {globals: {typeofs: {window: 'undefined'}}}},
                },
              },
            },
          ],
        },
      };
    },
  };
}
