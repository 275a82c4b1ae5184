/**
 * The README's table of the chains the site reads, written from the chain
 * list (src/data/chains.ts) between its markers by
 * `npx tsx scripts/render-readme-chains.ts`; a unit test fails when the
 * README or the daily chain-check workflow misses a listed chain.
 */
import {withGeneratedSection} from '../../plugins/shared/generatedSection';
import {type ChainFacts, type chainList, rpcEnvName} from '../../src/data/chains';

type ListedChain = (typeof chainList)[number] & ChainFacts;

export const CHAINS_START = '<!-- chain-table:start (written by scripts/render-readme-chains.ts) -->';
export const CHAINS_END = '<!-- chain-table:end -->';

const STATUS_TEXT: Record<ChainFacts['status'], string> = {
  v3: 'Yearn V3',
  legacy: 'earlier contracts only',
};

export function renderChainTable(chains: readonly ListedChain[]): string {
  const rows = chains.map(
    (chain) =>
      `| ${chain.name} | ${chain.id} | \`${rpcEnvName(chain.id)}\` | ${chain.providerUrl ? 'yes' : 'no'} | ${STATUS_TEXT[chain.status]} |`,
  );
  return [
    '| Chain | Chain id | Its RPC variable | Served by the `ALCHEMY_API_KEY` provider | What Yearn runs there |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The text with the table between the markers rewritten; throws when the markers are missing. */
export function withChainTable(readme: string, chains: readonly ListedChain[]): string {
  return withGeneratedSection(
    readme,
    {file: 'README.md', start: CHAINS_START, end: CHAINS_END},
    renderChainTable(chains),
  );
}

/** The `RPC_URL_<id>` variables a workflow file passes to its job, in file order. */
export function workflowRpcVariables(workflow: string): string[] {
  return [...workflow.matchAll(/^\s+(RPC_URL_\d+):\s*\$\{\{\s*secrets\.(RPC_URL_\d+)\s*\}\}/gm)]
    .filter(([, name, secret]) => name === secret)
    .map(([, name]) => name as string);
}
