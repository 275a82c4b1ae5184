/**
 * `npm run check:chains` against the local nodes, one per listed chain: its
 * exit code and report for all agreeing, one mismatch and one node down.
 */
import {spawnSync} from 'node:child_process';
import {entryById} from '@site/src/data/addresses';
import {exitCodes} from '@site/src/ethereum/chainCheck';
import {chainIds, rpcEnvName} from '@site/src/ethereum/chains';
import {planReads} from '@site/src/ethereum/verifyAddresses';
import {freePort} from '@site/tests/chain/setup/anvil';
import {chainClients, setAnswers} from '@site/tests/chain/setup/standIns';
import {encodeAbiParameters, getAddress, type Hex} from 'viem';
import {afterEach, beforeEach, describe, expect, inject, it} from 'vitest';

const urls = inject('anvilUrls');
const otherAddress = getAddress('0x00000000000000000000000000000000deadbeef');

function checkChains(overrides: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {...process.env, RPC_URL: '', ALCHEMY_API_KEY: ''};
  for (const chainId of chainIds) env[rpcEnvName(chainId)] = urls[String(chainId)];
  const run = spawnSync('npx', ['tsx', 'scripts/check-chains.ts'], {env: {...env, ...overrides}, encoding: 'utf8'});
  return {code: run.status, out: run.stdout};
}

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
