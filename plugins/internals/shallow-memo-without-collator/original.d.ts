// The stand-in re-exports the module it replaces through a `?original` query, which the swap does not match.
declare module '@docusaurus/theme-common/lib/utils/reactUtils.js?original' {
  export * from '@docusaurus/theme-common/lib/utils/reactUtils';
}
