/**
 * Vitest global setup of the `chain` project: one anvil per listed chain
 * (`--chain-id`), started together, each made to answer like its chain for
 * every address the site publishes there.
 */

import {type ChainId, chainIds} from '@site/src/ethereum/chains';
import {type AnvilNode, startAnvil} from '@site/tests/chain/setup/anvil';
import {installStandIns, multicall3RuntimeHash} from '@site/tests/chain/setup/standIns';
import type {TestProject} from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Ethereum's node. */
    anvilUrl: string;
    /** Every listed chain's node, keyed by chain id. */
    anvilUrls: Record<string, string>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const nodes = new Map<ChainId, AnvilNode>();
  const stopAll = () => Promise.all([...nodes.values()].map((node) => node.stop())).then(() => undefined);
  try {
    await Promise.all(
      chainIds.map(async (chainId) => {
        const node = await startAnvil({chainId});
        nodes.set(chainId, node);
        const {multicall3Hash} = await installStandIns(node.url, chainId);
        if (multicall3Hash !== multicall3RuntimeHash)
          throw new Error(`Multicall3 code hash ${multicall3Hash} on chain ${chainId} is not the mainnet one`);
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide('anvilUrl', nodes.get(1)!.url);
  project.provide('anvilUrls', Object.fromEntries([...nodes].map(([id, node]) => [String(id), node.url])));
  return stopAll;
}
