// The stand-in re-exports the module it replaces through a `?original` query, which the swap does not match.
declare module '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js?original' {
  export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
}
