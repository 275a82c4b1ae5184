// The stand-in re-exports the module it replaces through a `?original` query, which the swap does not match.
declare module 'react-helmet-async?original' {
  export * from 'react-helmet-async';
}
