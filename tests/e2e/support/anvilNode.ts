/**
 * End-to-end fixture: a local anvil on a fixed port that the build was told
 * about (RPC_URL is baked into the build), made to look like mainnet for every
 * published address, plus two deliberate faults the tests look for. Several
 * Playwright workers share one node: a lock directory and a small state file
 * in the temp folder count the users, and the last one stops the node.
 *
 * Build for these tests with:
 *   RPC_URL=http://127.0.0.1:47545 scripts/build-isolated.sh <name>
 */
import {existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {encodeAbiParameters, getAddress} from 'viem';
import {entryById} from '../../../src/data/addresses';
import {planReads} from '../../../src/ethereum/verifyAddresses';
import {startAnvil} from '../../chain/setup/anvil';
import {chainClients, installStandIns, setAnswers} from '../../chain/setup/standIns';
import {test as base} from './fixtures';

export const anvilPort = Number(process.env.E2E_ANVIL_PORT ?? 47545);
export const anvilUrl = `http://127.0.0.1:${anvilPort}`;

/** What the chain answers instead of the published 4626 Router. */
export const mismatchedRouter = getAddress('0x00000000000000000000000000000000deadbeef');
/** Published entries the scenario breaks on purpose. */
export const scenario = {mismatch: 'v3/router', noCode: 'ycrv/zap'} as const;

const base_ = path.join(os.tmpdir(), `yearn-docs-e2e-anvil-${anvilPort}`);
const lockDir = `${base_}.lock`;
const stateFile = `${base_}.json`;

interface SharedState {
  pid: number;
  users: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withLock<T>(run: () => Promise<T>): Promise<T> {
  for (let waited = 0; ; waited += 50) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock older than a minute belongs to a crashed run.
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > 60_000) rmSync(lockDir, {recursive: true, force: true});
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

function readState(): SharedState | undefined {
  if (!existsSync(stateFile)) return undefined;
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as SharedState;
  return isAlive(state.pid) ? state : undefined;
}

async function applyScenario(url: string): Promise<void> {
  const router = planReads([entryById(scenario.mismatch)!])[0]!;
  await setAnswers(url, [{target: router.target, callData: router.callData, answer: encodeAbiParameters([{type: 'address'}], [mismatchedRouter])}]);
  await chainClients(url).test.setCode({address: entryById(scenario.noCode)!.address, bytecode: '0x'});
}

async function acquire(): Promise<void> {
  await withLock(async () => {
    const state = readState();
    if (state) {
      writeFileSync(stateFile, JSON.stringify({...state, users: state.users + 1}));
      return;
    }
    const node = await startAnvil({port: anvilPort, detached: true});
    try {
      await installStandIns(node.url);
      await applyScenario(node.url);
    } catch (error) {
      process.kill(node.pid, 'SIGTERM');
      throw error;
    }
    writeFileSync(stateFile, JSON.stringify({pid: node.pid, users: 1} satisfies SharedState));
  });
}

async function release(): Promise<void> {
  await withLock(async () => {
    const state = readState();
    if (!state) return rmSync(stateFile, {force: true});
    if (state.users > 1) return writeFileSync(stateFile, JSON.stringify({...state, users: state.users - 1}));
    process.kill(state.pid, 'SIGTERM');
    rmSync(stateFile, {force: true});
  });
}

export const test = base.extend<{pageErrors: string[]}, {anvil: {url: string}}>({
  anvil: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern for fixtures without dependencies.
    async ({}, use) => {
      await acquire();
      await use({url: anvilUrl});
      await release();
    },
    {scope: 'worker', timeout: 60_000},
  ],
  /** Uncaught exceptions in the page; every test expects none. */
  pageErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    {auto: true},
  ],
});

export {expect} from './fixtures';
