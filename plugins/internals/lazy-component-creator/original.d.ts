// The stand-in wraps the module it replaces through a `?original` query, which the swap does not match.
declare module '@docusaurus/core/lib/client/exports/ComponentCreator.js?original' {
  export {default} from '@docusaurus/core/lib/client/exports/ComponentCreator';
}
