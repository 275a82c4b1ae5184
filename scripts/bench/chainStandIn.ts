/**
 * The local nodes the bench build reads instead of the public RPCs (there is
 * no internet here): one anvil per listed chain, answering with its chain id,
 * with the stand-in contracts the chain tests use, so the address pages verify
 * on every chain and the calculator loads its totals as they would in
 * production, with no failed requests skewing the figures.
 */
import {chainIds} from '../../src/ethereum/chains';
import {type AnvilNode, startAnvil} from '../../tests/chain/setup/anvil';
import {installStandIns} from '../../tests/chain/setup/standIns';
import {CHAIN_PORTS, origin} from './ports';

export interface ChainStandIns {
  stop(): Promise<void>;
}

export async function startChainStandIns(): Promise<ChainStandIns> {
  const started = await Promise.allSettled(
    chainIds.map((chainId) => startAnvil({port: CHAIN_PORTS[chainId], chainId})),
  );
  const nodes = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const stop = async () => {
    await Promise.all(nodes.map((node: AnvilNode) => node.stop()));
  };
  try {
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    await Promise.all(chainIds.map((chainId) => installStandIns(origin(CHAIN_PORTS[chainId]), chainId)));
  } catch (error) {
    await stop();
    throw error;
  }
  return {stop};
}
