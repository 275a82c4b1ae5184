// The client-module swaps (plugins/client-module-swaps) re-export the module
// each replaces through a `?original` query, which the swap does not match.
declare module '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js?original' {
  export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
}

// Not in the package's exports map: the swaps plugin aliases the request to the file.
declare module '@docusaurus/theme-common/lib/utils/reactUtils.js?original';

declare module '@docusaurus/core/lib/client/browserContext.js?original' {
  export const Context: import('react').Context<boolean>;
}

declare module 'path-to-regexp?original' {
  const pathToRegexp: ((path: unknown, keys?: unknown, options?: unknown) => unknown) & {
    parse: unknown;
    compile: unknown;
    tokensToFunction: unknown;
    tokensToRegExp: unknown;
  };
  export default pathToRegexp;
}

declare module 'react-helmet-async?original' {
  export * from 'react-helmet-async';
}

declare module '@docusaurus/core/lib/client/exports/ComponentCreator.js?original' {
  export {default} from '@docusaurus/core/lib/client/exports/ComponentCreator';
}
