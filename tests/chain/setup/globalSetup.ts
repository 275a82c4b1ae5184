/**
 * Vitest global setup of the `chain` project: one anvil per listed chain
 * (`--chain-id`), started together, each made to answer like its chain for
 * every address the site publishes there.
 */

import {startChainNodes} from '@site/harness/chain/chainNodes';
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
  const {nodes, stop} = await startChainNodes();
  project.provide('anvilUrl', nodes.get(1)!.url);
  project.provide('anvilUrls', Object.fromEntries([...nodes].map(([id, node]) => [String(id), node.url])));
  return stop;
}
