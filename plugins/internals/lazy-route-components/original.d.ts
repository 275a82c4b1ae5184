// The stand-in wraps the module it replaces through a `?original` query, which the swap does not match.
declare module '@docusaurus/ComponentCreator?original' {
  export {default} from '@docusaurus/ComponentCreator';
}
