/**
 * Vitest global setup of the `chain` project: one anvil for the whole run,
 * made to answer like mainnet for every address the site publishes.
 */
import type {TestProject} from 'vitest/node';
import {startAnvil} from './anvil';
import {installStandIns, multicall3RuntimeHash} from './standIns';

declare module 'vitest' {
  export interface ProvidedContext {
    anvilUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const node = await startAnvil();
  try {
    const {multicall3Hash} = await installStandIns(node.url);
    if (multicall3Hash !== multicall3RuntimeHash)
      throw new Error(`Multicall3 code hash ${multicall3Hash} is not the mainnet one`);
  } catch (error) {
    await node.stop();
    throw error;
  }
  project.provide('anvilUrl', node.url);
  return () => node.stop();
}
