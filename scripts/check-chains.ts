/**
 * npm run check:chains [-- --report <file>] [-- --all] [-- --record [<file>]]
 *
 * Runs the address pages' verification in Node against every listed chain's
 * configured RPC (RPC_URL_<chain id>, RPC_URL for Ethereum, ALCHEMY_API_KEY,
 * else viem's public RPC of the chain; see README) and prints one table per
 * chain. Each chain is read at one block, pinned when its check starts, so
 * every fact of an address comes from the same block. An address with a
 * record of its last verification (src/data/addresses/verificationRecord.json,
 * or <file>) also has its code hash compared with the recorded one.
 * Exit codes: 0 every address agrees; 2 a chain contradicts an address; 3 an
 * address has no code on its chain; 4 a chain could not be read (its
 * addresses are reported "unchecked", never as a pass); 5 an address's code
 * changed since the block of its record.
 * `--report` also writes the tables as Markdown (the daily workflow posts it).
 * `--record` writes the record file: every address that verified gets its
 * chain, the pinned block, that block's date (UTC) and its code hash; every
 * other address keeps its previous record. An address whose code changed
 * keeps failing with 5 until its record is deleted by hand after review.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import type {Hex} from 'viem';
import {readSiteEnvOrExit} from '../config/env';
import {addressPages, allEntries} from '../src/data/addresses';
import {
  blockDate,
  mergeRecords,
  pageRecords,
  parseRecords,
  serializeRecords,
  type VerificationRecords,
} from '../src/data/addresses/lastVerification';
import type {ChainId} from '../src/data/chains';
import {
  type CheckRow,
  checkRows,
  exitCodeOf,
  type PinnedBlock,
  pageChains,
  renderReport,
  verifiedRecords,
} from '../src/ethereum/chainCheck';
import {createChainClient, type YearnPublicClient} from '../src/ethereum/client';
import {verifyEntries} from '../src/ethereum/verifyAddresses';

const COMMITTED_RECORD = 'src/data/addresses/verificationRecord.json';

const args = process.argv.slice(2);
const reportFile = args.includes('--report') ? args[args.indexOf('--report') + 1] : undefined;
const recording = args.includes('--record');
const recordArg = recording ? args[args.indexOf('--record') + 1] : undefined;
const recordFile = recordArg && !recordArg.startsWith('--') ? recordArg : COMMITTED_RECORD;
const env = readSiteEnvOrExit();

function readRecords(file: string): VerificationRecords {
  return existsSync(file) ? parseRecords(JSON.parse(readFileSync(file, 'utf8')), file) : {};
}

/** The latest block's number and date; undefined when the node cannot say (its chain's check then fails on its own). */
async function pinBlock(client: YearnPublicClient): Promise<{number: bigint; pinned: PinnedBlock} | undefined> {
  try {
    const block = await client.request<{
      Method: 'eth_getBlockByNumber';
      Parameters: ['latest', false];
      ReturnType: {number: Hex; timestamp: Hex};
    }>({method: 'eth_getBlockByNumber', params: ['latest', false]});
    const number = BigInt(block.number);
    return {number, pinned: {block: Number(number), date: blockDate(BigInt(block.timestamp))}};
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const previous = readRecords(recordFile);
  const pages = Object.values(addressPages);
  const jobs = pages.flatMap((page) => pageChains(page).map((chainId) => ({page, chainId})));
  const chainIds = [...new Set(jobs.map((j) => j.chainId))];
  // One client per chain, shared by its pages, as in the browser; chains are read side by side.
  const clients = new Map(chainIds.map((chainId) => [chainId, createChainClient(chainId, env.ethereum)]));
  const blocks = new Map(
    await Promise.all(chainIds.map(async (chainId) => [chainId, await pinBlock(clients.get(chainId)!)] as const)),
  );
  const results = await Promise.all(
    jobs.map(async ({page, chainId}) =>
      checkRows(
        page,
        chainId,
        await verifyEntries(clients.get(chainId)!, page.entries, undefined, {
          block: blocks.get(chainId)?.number,
          recorded: pageRecords(previous, page),
          hashAll: true,
        }),
      ),
    ),
  );
  const rows: CheckRow[] = results.flat();
  const report = renderReport(rows, {all: args.includes('--all')});
  console.log(report);
  if (reportFile) writeFileSync(reportFile, report);
  if (recording) {
    const pinned = new Map<ChainId, PinnedBlock>();
    for (const [chainId, block] of blocks) if (block) pinned.set(chainId, block.pinned);
    const fresh = verifiedRecords(rows, pinned);
    const merged = mergeRecords(
      previous,
      fresh,
      allEntries.map((entry) => entry.id),
    );
    writeFileSync(recordFile, serializeRecords(merged));
    console.log(
      `check:chains: recorded ${Object.keys(fresh).length} verified addresses in ${recordFile}; ${Object.keys(merged).length - Object.keys(fresh).length} keep an earlier record`,
    );
  }
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
