/** Local ports the bench uses (4401+, clear of the test suites' ports). */
export const SITE_PORT = 4401;
/** The anvil node that stands in for mainnet, baked into the bench build as RPC_URL. */
export const CHAIN_PORT = 4402;
/** The same site with a ten-times-larger synthetic search index. */
export const SYNTHETIC_SITE_PORT = 4403;
/** The build without the navbar search bar, for what search adds to the first load. */
export const NO_SEARCH_SITE_PORT = 4404;

export const origin = (port: number) => `http://127.0.0.1:${port}`;
