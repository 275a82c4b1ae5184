/**
 * Local ports the bench uses: free ones, chosen by the operating system when
 * the bench starts (a fixed number could be held by a stray server, which
 * would then be measured instead). BENCH_SITE_PORT, BENCH_CHAIN_PORTS (one per
 * listed chain, comma-separated, Ethereum's first), BENCH_SYNTHETIC_PORT,
 * BENCH_NO_SEARCH_PORT and BENCH_BASELINE_PORT pin them for a manual rerun.
 */
import {type ChainId, chainIds} from '../../src/data/chains';
import {freePortsSync} from '../lib/freePorts';

const [site, synthetic, noSearch, baseline, ...chains] = freePortsSync(4 + chainIds.length) as number[];
const pinned = (name: string, chosen: number) => Number(process.env[name]) || chosen;
const pinnedChainPorts = process.env.BENCH_CHAIN_PORTS?.split(',').map(Number) ?? [];

/** The real build. */
export const SITE_PORT = pinned('BENCH_SITE_PORT', site!);
/** The anvil nodes that stand in for every listed chain, baked into the bench build as RPC_URL_<chain id>. */
export const CHAIN_PORTS: Record<ChainId, number> = Object.fromEntries(
  chainIds.map((id, i) => [id, pinnedChainPorts[i] || chains[i]!]),
) as Record<ChainId, number>;
/** The same site with a ten-times-larger synthetic search index. */
export const SYNTHETIC_SITE_PORT = pinned('BENCH_SYNTHETIC_PORT', synthetic!);
/** The build without the navbar search bar, for what search adds to the first load. */
export const NO_SEARCH_SITE_PORT = pinned('BENCH_NO_SEARCH_PORT', noSearch!);
/** An earlier commit's build, for the side-by-side Lighthouse series (BENCH_BASELINE). */
export const BASELINE_SITE_PORT = pinned('BENCH_BASELINE_PORT', baseline!);

export const origin = (port: number) => `http://127.0.0.1:${port}`;
