/**
 * End-to-end fixture: one local anvil per listed chain, each on the port the
 * build was told about (RPC_URL_<id> is baked into the build; see
 * chainEndpoint.ts), made to look like its chain for every published
 * address, plus two deliberate faults on Ethereum the tests look for. Several
 * Playwright workers share one node: a lock directory and a small state file
 * in the temp folder list the worker processes using it, and the last one
 * stops the node. Workers that died without releasing are pruned, so a node
 * left behind by a crashed run is replaced by a fresh one on the next run.
 *
 * Build for these tests with the environment of chainBuildEnv(), e.g.
 *   E2E_FIXTURES=true RPC_URL=http://127.0.0.1:47545 RPC_URL_1=http://127.0.0.1:47545 RPC_URL_10=http://127.0.0.1:47555 … scripts/build-isolated.sh <name>
 */
import {existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startChainNodes} from '@site/harness/chain/chainNodes';
import {chainClients, setAnswers} from '@site/harness/chain/standIns';
import {anvilPort, anvilPorts, anvilUrl, anvilUrls} from '@site/harness/site/chainEndpoint';
import {entryById} from '@site/src/data/addresses';
import {chainIds} from '@site/src/data/chains';
import {planReads} from '@site/src/ethereum/verifyAddresses';
import {test as base} from '@site/tests/e2e/support/fixtures';
import {encodeAbiParameters, getAddress} from 'viem';

export {anvilPort, anvilUrl, anvilUrls};

/** What the chain answers instead of the published 4626 Router. */
export const mismatchedRouter = getAddress('0x00000000000000000000000000000000deadbeef');
/** Published entries the scenario breaks on purpose. */
export const scenario = {mismatch: 'v3/router', noCode: 'ycrv/zap'} as const;

const base_ = path.join(os.tmpdir(), `yearn-docs-e2e-anvil-${anvilPort}`);
const lockDir = `${base_}.lock`;
const stateFile = `${base_}.json`;

interface SharedState {
  /** Ethereum's anvil process; `pids` holds every chain's. */
  pid: number;
  pids?: number[];
  /** Worker processes currently using it. */
  users: number[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withLock<T>(run: () => Promise<T>): Promise<T> {
  for (let waited = 0; ; waited += 50) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock older than a minute belongs to a crashed run.
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > 60_000)
        rmSync(lockDir, {recursive: true, force: true});
      if (waited > 60_000) throw new Error(`could not take ${lockDir}`);
      await sleep(50);
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lockDir, {recursive: true, force: true});
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function stopNodes(state: SharedState): void {
  for (const pid of state.pids ?? [state.pid]) if (isAlive(pid)) process.kill(pid, 'SIGTERM');
}

function readState(): SharedState | undefined {
  if (!existsSync(stateFile)) return undefined;
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as SharedState;
  const users = (Array.isArray(state.users) ? state.users : []).filter(isAlive);
  const alive = (state.pids ?? [state.pid]).every(isAlive);
  if (!alive || users.length === 0) stopNodes(state);
  return alive && users.length > 0 ? {pid: state.pid, pids: state.pids, users} : undefined;
}

async function applyScenario(url: string): Promise<void> {
  const router = planReads([entryById(scenario.mismatch)!])[0]!;
  await setAnswers(url, [
    {
      target: router.target,
      callData: router.callData,
      answer: encodeAbiParameters([{type: 'address'}], [mismatchedRouter]),
    },
  ]);
  await chainClients(url).test.setCode({address: entryById(scenario.noCode)!.address, bytecode: '0x'});
}

async function acquire(): Promise<void> {
  await withLock(async () => {
    const state = readState();
    if (state) {
      writeFileSync(stateFile, JSON.stringify({...state, users: [...state.users, process.pid]} satisfies SharedState));
      return;
    }
    // A node left over by a run whose workers all died was stopped by readState; wait for its port.
    for (
      let i = 0;
      i < 50 &&
      (await fetch(anvilUrl, {method: 'POST'}).then(
        () => true,
        () => false,
      ));
      i++
    )
      await sleep(100);
    const {nodes, stop} = await startChainNodes({portOf: (chainId) => anvilPorts[chainId], detached: true});
    try {
      await applyScenario(anvilUrl);
    } catch (error) {
      await stop();
      throw error;
    }
    const pids = chainIds.map((chainId) => nodes.get(chainId)!.pid);
    writeFileSync(stateFile, JSON.stringify({pid: pids[0]!, pids, users: [process.pid]} satisfies SharedState));
  });
}

async function release(): Promise<void> {
  await withLock(async () => {
    const state = readState();
    if (!state) return rmSync(stateFile, {force: true});
    const users = state.users.filter((pid) => pid !== process.pid);
    if (users.length > 0) return writeFileSync(stateFile, JSON.stringify({...state, users} satisfies SharedState));
    stopNodes(state);
    rmSync(stateFile, {force: true});
  });
}

export const test = base.extend<{pageErrors: string[]}, {anvil: {url: string}}>({
  chain: true,
  anvil: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern for fixtures without dependencies.
    async ({}, use) => {
      await acquire();
      await use({url: anvilUrl});
      await release();
    },
    {scope: 'worker', timeout: 60_000},
  ],
  /** Uncaught exceptions in the page, as the health fixture collects them (which fails a test on any it did not allow). */
  pageErrors: async ({health}, use) => {
    await use(health.pageErrors);
  },
});

export {expect} from '@site/tests/e2e/support/fixtures';
