/**
 * One anvil per listed chain (`--chain-id`), started together, each made to
 * answer like its chain for every address the site publishes there: the
 * chain tests' nodes, the bench's and the end-to-end tests'. If any fails to
 * start or to take its stand-ins, every node started is stopped again.
 */

import {type AnvilNode, startAnvil} from '@site/harness/chain/anvil';
import {installStandIns, multicall3RuntimeHash} from '@site/harness/chain/standIns';
import {type ChainId, chainIds} from '@site/src/data/chains';

export interface ChainNodes {
  /** Every listed chain's node, keyed by chain id. */
  nodes: ReadonlyMap<ChainId, AnvilNode>;
  stop(): Promise<void>;
}

export interface ChainNodesOptions {
  /** Pins a chain's port; free ports are chosen otherwise. */
  portOf?: (chainId: ChainId) => number;
  /** Nodes that outlive this process (several Playwright workers share them). */
  detached?: boolean;
}

export async function startChainNodes({portOf, detached}: ChainNodesOptions = {}): Promise<ChainNodes> {
  const nodes = new Map<ChainId, AnvilNode>();
  const stop = () => Promise.all([...nodes.values()].map((node) => node.stop())).then(() => undefined);
  try {
    await Promise.all(
      chainIds.map(async (chainId) => {
        const node = await startAnvil({chainId, port: portOf?.(chainId), detached});
        nodes.set(chainId, node);
        const {multicall3Hash} = await installStandIns(node.url, chainId);
        if (multicall3Hash !== multicall3RuntimeHash)
          throw new Error(`Multicall3 code hash ${multicall3Hash} on chain ${chainId} is not the mainnet one`);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {nodes, stop};
}
