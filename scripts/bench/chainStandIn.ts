/**
 * The local nodes the bench build reads instead of the public RPCs (there is
 * no internet here): one anvil per listed chain, answering with its chain id,
 * with the stand-in contracts the chain tests use, so the address pages verify
 * on every chain and the calculator loads its totals as they would in
 * production, with no failed requests skewing the figures.
 */
import {type ChainNodes, startChainNodes} from '../../harness/chain/chainNodes';
import {CHAIN_PORTS} from './ports';

export function startChainStandIns(): Promise<ChainNodes> {
  return startChainNodes({portOf: (chainId) => CHAIN_PORTS[chainId]});
}
