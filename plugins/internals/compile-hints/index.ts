/**
 * Marks the scripts every page runs at load for eager compilation.
 *
 * V8 compiles a function lazily, on the main thread, the first time it runs.
 * For the entry chunk (React, the router, the theme) that is nearly every
 * function, at the moment the page hydrates, inside the longest task of
 * every page load. Chromium's explicit compile hint, a first line
 * `//# allFunctionsCalledOnLoad`, makes V8 compile the whole file while it
 * streams it in, off the main thread. Other browsers read the line as a
 * comment. On-demand chunks (search, the chain client) are left lazy: most
 * of their code may never run.
 */
import type {Plugin} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, utils) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {BannerPlugin} = utils.currentBundler.instance;
      // After minification, which would drop the comment; the hint must be the file's first line.
      // Only the scripts: the entry's stylesheet would read the line as the start of its first selector and drop that rule.
      return {
        plugins: [new BannerPlugin({banner: COMPILE_HINT, raw: true, entryOnly: true, test: /\.js$/, stage: 1000})],
      };
    },
  };
}
