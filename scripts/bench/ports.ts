/**
 * Local ports the bench uses: free ones, chosen by the operating system when
 * the bench starts (a fixed number could be held by a stray server, which
 * would then be measured instead). BENCH_SITE_PORT, BENCH_CHAIN_PORT,
 * BENCH_SYNTHETIC_PORT, BENCH_NO_SEARCH_PORT and BENCH_BASELINE_PORT pin them for a manual rerun.
 */
import {freePortsSync} from '../lib/freePorts';

const [site, chain, synthetic, noSearch, baseline] = freePortsSync(5) as [number, number, number, number, number];
const pinned = (name: string, chosen: number) => Number(process.env[name]) || chosen;

/** The real build. */
export const SITE_PORT = pinned('BENCH_SITE_PORT', site);
/** The anvil node that stands in for mainnet, baked into the bench build as RPC_URL. */
export const CHAIN_PORT = pinned('BENCH_CHAIN_PORT', chain);
/** The same site with a ten-times-larger synthetic search index. */
export const SYNTHETIC_SITE_PORT = pinned('BENCH_SYNTHETIC_PORT', synthetic);
/** The build without the navbar search bar, for what search adds to the first load. */
export const NO_SEARCH_SITE_PORT = pinned('BENCH_NO_SEARCH_PORT', noSearch);
/** An earlier commit's build, for the side-by-side Lighthouse series (BENCH_BASELINE). */
export const BASELINE_SITE_PORT = pinned('BENCH_BASELINE_PORT', baseline);

export const origin = (port: number) => `http://127.0.0.1:${port}`;
