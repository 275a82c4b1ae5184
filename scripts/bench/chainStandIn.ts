/**
 * The local node the bench build reads instead of mainnet (there is no
 * internet here): anvil with the stand-in contracts the chain tests use, so
 * the address pages verify and the calculator loads its totals as they would
 * in production, with no failed requests skewing the figures.
 */
import {type AnvilNode, startAnvil} from '../../tests/chain/setup/anvil';
import {installStandIns} from '../../tests/chain/setup/standIns';
import {CHAIN_PORT} from './ports';

export async function startChainStandIn(): Promise<AnvilNode> {
  const node = await startAnvil({port: CHAIN_PORT});
  try {
    await installStandIns(node.url);
  } catch (error) {
    await node.stop();
    throw error;
  }
  return node;
}
