/**
 * The RPC endpoints baked into the end-to-end build (`RPC_URL_<chain id>`,
 * and `RPC_URL` for Ethereum): one local anvil per listed chain, which the
 * chain-backed specs start. Other specs never reach them; their pages show
 * the designed "not checked" state instead.
 */
import {type ChainId, chainIds, rpcEnvName} from '@site/src/data/chains';

/** `npm test` chooses free ports before it builds (E2E_ANVIL_PORTS, Ethereum's first); 47545 and up serve a manual run. */
const ports: number[] = process.env.E2E_ANVIL_PORTS
  ? process.env.E2E_ANVIL_PORTS.split(',').map(Number)
  : chainIds.map((_, i) => (i === 0 ? Number(process.env.E2E_ANVIL_PORT || 47545) : 47545 + i * 10));

export const anvilPorts: Record<ChainId, number> = Object.fromEntries(
  chainIds.map((id, i) => [id, ports[i]!]),
) as Record<ChainId, number>;
export const anvilPort = anvilPorts[1];
export const anvilUrl = `http://127.0.0.1:${anvilPort}`;
export const anvilUrls: Record<ChainId, string> = Object.fromEntries(
  chainIds.map((id) => [id, `http://127.0.0.1:${anvilPorts[id]}`]),
) as Record<ChainId, string>;
export const anvilOrigin = new URL(anvilUrl).origin;

/** The build's environment for these nodes: RPC_URL and RPC_URL_<id> for every listed chain. */
export function chainBuildEnv(): Record<string, string> {
  return {RPC_URL: anvilUrl, ...Object.fromEntries(chainIds.map((id) => [rpcEnvName(id), anvilUrls[id]]))};
}

/** Every listed chain's node origin. */
export const anvilOrigins: readonly string[] = chainIds.map((id) => new URL(anvilUrls[id]).origin);
