// The stand-in re-exports the module it replaces through a `?original` query, which the swap does not match.
declare module '@docusaurus/core/lib/client/browserContext.js?original' {
  export const Context: import('react').Context<boolean>;
}
