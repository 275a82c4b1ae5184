/**
 * npm run check:chains [-- --report <file>] [-- --all]
 *
 * Runs the address pages' verification in Node against every listed chain's
 * configured RPC (RPC_URL_<chain id>, RPC_URL for Ethereum, ALCHEMY_API_KEY,
 * else viem's public RPC of the chain; see README) and prints one table per
 * chain. Exit codes: 0 every address agrees; 2 a chain contradicts an
 * address; 3 an address has no code on its chain; 4 a chain could not be
 * read (its addresses are reported "unchecked", never as a pass).
 * `--report` also writes the tables as Markdown (the daily workflow posts it).
 */
import {writeFileSync} from 'node:fs';
import {readSiteEnvOrExit} from '../config/env';
import {addressPages} from '../src/data/addresses';
import {type CheckRow, checkRows, exitCodeOf, pageChains, renderReport} from '../src/ethereum/chainCheck';
import {createChainClient} from '../src/ethereum/client';
import {verifyEntries} from '../src/ethereum/verifyAddresses';

const args = process.argv.slice(2);
const reportFile = args.includes('--report') ? args[args.indexOf('--report') + 1] : undefined;
const env = readSiteEnvOrExit();
const settings = {rpcUrl: env.rpcUrl, rpcUrls: env.rpcUrls, alchemyKey: env.alchemyApiKey};

async function main(): Promise<number> {
  const pages = Object.values(addressPages);
  const jobs = pages.flatMap((page) => pageChains(page).map((chainId) => ({page, chainId})));
  // One client per chain, shared by its pages, as in the browser; chains are read side by side.
  const clients = new Map(
    [...new Set(jobs.map((j) => j.chainId))].map((chainId) => [chainId, createChainClient(chainId, settings)]),
  );
  const results = await Promise.all(
    jobs.map(async ({page, chainId}) =>
      checkRows(page, chainId, await verifyEntries(clients.get(chainId)!, page.entries)),
    ),
  );
  const rows: CheckRow[] = results.flat();
  const report = renderReport(rows, {all: args.includes('--all')});
  console.log(report);
  if (reportFile) writeFileSync(reportFile, report);
  const code = exitCodeOf(rows);
  console.log(`check:chains: exit ${code}`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
