// The stand-in re-exports the module it replaces through a `?original` query, which the swap does not match.
// Not in the package's exports map: the swaps plugin aliases the request to the file.
declare module '@docusaurus/theme-common/lib/utils/reactUtils.js?original';
