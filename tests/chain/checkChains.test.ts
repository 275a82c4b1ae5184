/**
 * `npm run check:chains` against the local nodes, one per listed chain: its
 * exit code and report for all agreeing, one mismatch and one node down;
 * its record mode (`--record <file>`) and the code-hash comparison against
 * the record. Expected blocks, dates and code hashes are read from the nodes
 * and hashed from the stand-ins' compiled bytecode (tests/chain/fixtures),
 * never taken from the script.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {freePort} from '@site/harness/chain/anvil';
import {chainClients, setAnswers} from '@site/harness/chain/standIns';
import {allEntries, entryById} from '@site/src/data/addresses';
import type {VerificationRecord} from '@site/src/data/addresses/lastVerification';
import {type ChainId, chainIds, rpcEnvName} from '@site/src/data/chains';
import {exitCodes} from '@site/src/ethereum/chainCheck';
import {planReads} from '@site/src/ethereum/verifyAddresses';
import {createPublicClient, encodeAbiParameters, getAddress, type Hex, http, keccak256} from 'viem';
import {afterEach, beforeEach, describe, expect, inject, it} from 'vitest';

const urls = inject('anvilUrls');
const otherAddress = getAddress('0x00000000000000000000000000000000deadbeef');

function checkChains(overrides: Record<string, string> = {}, args: string[] = []) {
  const env: NodeJS.ProcessEnv = {...process.env, RPC_URL: '', ALCHEMY_API_KEY: ''};
  for (const chainId of chainIds) env[rpcEnvName(chainId)] = urls[String(chainId)];
  const run = spawnSync('npx', ['tsx', 'scripts/check-chains.ts', ...args], {
    env: {...env, ...overrides},
    encoding: 'utf8',
  });
  return {code: run.status, out: run.stdout};
}

const deployedBytecode = (fixture: string) =>
  (JSON.parse(readFileSync(path.join('tests/chain/fixtures', fixture), 'utf8')) as {deployedBytecode: Hex})
    .deployedBytecode;
/** keccak256 of the runtime code every published address holds on the nodes: the stand-in's. */
const standInHash = keccak256(deployedBytecode('CannedResponder.json'));

/** A record file in a folder of its own, optionally with earlier records. */
function recordFile(previous: Record<string, VerificationRecord> = {}): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'check-chains-record-')), 'record.json');
  writeFileSync(file, `${JSON.stringify(previous, null, 2)}\n`);
  return file;
}

const readRecord = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, VerificationRecord>;

/** The node's latest block and its UTC date, as the node itself reports them. */
async function latestBlock(chainId: ChainId): Promise<{block: number; date: string}> {
  const block = await createPublicClient({transport: http(urls[String(chainId)]!)}).getBlock();
  return {block: Number(block.number), date: new Date(Number(block.timestamp) * 1000).toISOString().slice(0, 10)};
}

const onChain = (chainId: ChainId) => allEntries.filter((e) => e.chainId === chainId).map((e) => e.id);

const base = () => chainClients(urls['8453']!, 8453).test;
let snapshot: Hex;
beforeEach(async () => {
  snapshot = await base().snapshot();
});
afterEach(async () => {
  await base().revert({id: snapshot});
});

describe('npm run check:chains', {timeout: 90_000}, () => {
  it('exits 0 and prints one table per chain when every address agrees', () => {
    const {code, out} = checkChains();
    expect(code).toBe(exitCodes.agree);
    expect(out).toContain('## Ethereum (1):');
    expect(out).toMatch(/## Base \(8453\): (\d+)\/\1 verified/);
    expect(out).toMatch(/## Katana \(747474\): (\d+)\/\1 verified/);
  });

  it('exits 2 on a mismatch, naming the chain, the entry and both values', async () => {
    const entry = entryById('v3/router@8453')!;
    const read = planReads([entry])[0]!;
    await setAnswers(
      urls['8453']!,
      [
        {
          target: read.target,
          callData: read.callData,
          answer: encodeAbiParameters([{type: 'address'}], [otherAddress]),
        },
      ],
      8453,
    );
    const {code, out} = checkChains();
    expect(code).toBe(exitCodes.mismatch);
    const section = out.slice(out.indexOf('## Base (8453)'));
    expect(section.split('\n').find((line) => line.includes('v3/router@8453'))).toContain(
      `| ${entry.address} | mismatch | Protocol Address Provider.getRouter() returns ${otherAddress} |`,
    );
  });

  it('exits 4 and reports a chain whose node is down as unchecked, never as a pass', async () => {
    const {code, out} = checkChains({[rpcEnvName(747474)]: `http://127.0.0.1:${await freePort()}`});
    expect(code).toBe(exitCodes.unchecked);
    expect(out).toMatch(/## Katana \(747474\): 0\/\d+ verified/);
    expect(out).toContain('| unchecked | The Katana node could not be reached.');
    expect(out).toMatch(/## Base \(8453\): (\d+)\/\1 verified/);
  });
});

describe('npm run check:chains -- --record', {timeout: 120_000}, () => {
  it('records every verified address with the block it read, that block’s date and the hash of its code', async () => {
    const [ethereum, base, katana] = await Promise.all([latestBlock(1), latestBlock(8453), latestBlock(747474)]);
    const file = recordFile();
    const {code} = checkChains({}, ['--record', file]);
    expect(code).toBe(exitCodes.agree);
    const records = readRecord(file);
    expect(Object.keys(records).sort()).toEqual(allEntries.map((e) => e.id).sort());
    expect(records['v3/router']).toEqual({chainId: 1, ...ethereum, codeHash: standInHash});
    expect(records['v3/router@8453']).toEqual({chainId: 8453, ...base, codeHash: standInHash});
    expect(records['v3/310-vault-factory@747474']).toEqual({chainId: 747474, ...katana, codeHash: standInHash});
    // Sorted and stable: the file is exactly what sorting its ids gives.
    expect(Object.keys(records)).toEqual(Object.keys(records).sort());
    expect(readFileSync(file, 'utf8').endsWith('}\n')).toBe(true);
  });

  const earlier = (chainId: ChainId): VerificationRecord => ({
    chainId,
    block: 5,
    date: '2021-05-05',
    codeHash: standInHash,
  });

  it('keeps the earlier records of a chain whose node is down, records the others, and exits 4', async () => {
    const katanaIds = onChain(747474);
    const file = recordFile(Object.fromEntries(katanaIds.map((id) => [id, earlier(747474)])));
    const base = await latestBlock(8453);
    const {code, out} = checkChains({[rpcEnvName(747474)]: `http://127.0.0.1:${await freePort()}`}, ['--record', file]);
    expect(code).toBe(exitCodes.unchecked);
    expect(out).toContain('| unchecked | The Katana node could not be reached.');
    const records = readRecord(file);
    for (const id of katanaIds) expect(records[id], id).toEqual(earlier(747474));
    expect(records['v3/router@8453']).toEqual({chainId: 8453, ...base, codeHash: standInHash});
  });

  it('records nothing from a node of another chain: Base’s earlier records stay, and it exits 4', async () => {
    const baseIds = onChain(8453);
    const file = recordFile(Object.fromEntries(baseIds.map((id) => [id, earlier(8453)])));
    // Optimism's node answers where Base's should.
    const {code, out} = checkChains({[rpcEnvName(8453)]: urls['10']!}, ['--record', file]);
    expect(code).toBe(exitCodes.unchecked);
    expect(out).toMatch(/## Base \(8453\): 0\/\d+ verified/);
    const records = readRecord(file);
    for (const id of baseIds) expect(records[id], id).toEqual(earlier(8453));
    expect(records['v3/router@10']?.block).toBe((await latestBlock(10)).block);
  });

  it('exits 5 when the code at a recorded address changed, naming the block, and keeps the record', async () => {
    const router = entryById('v3/router@8453')!;
    const file = recordFile({[router.id]: earlier(8453)});
    // Different code at the same address: the chain's registry still names it, only its hash gives it away.
    const replacement = deployedBytecode('ReadFixture.json');
    await base().setCode({address: router.address, bytecode: replacement});
    const {code, out} = checkChains({}, ['--record', file]);
    expect(code).toBe(exitCodes.codeChanged);
    const section = out.slice(out.indexOf('## Base (8453)'));
    expect(section.split('\n').find((line) => line.includes(`${router.id} (`))).toContain(
      `| code changed | code changed since block 5: its code hash is now ${keccak256(replacement)} |`,
    );
    expect(readRecord(file)[router.id]).toEqual(earlier(8453));
    // The same address on Ethereum kept its code, and its own check passes.
    expect(readRecord(file)['v3/router']?.codeHash).toBe(standInHash);
  });
});
