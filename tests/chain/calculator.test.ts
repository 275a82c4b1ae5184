import {freePort} from '@site/harness/chain/anvil';
import {chainClients, clearAnswer} from '@site/harness/chain/standIns';
import {veyfiGauges} from '@site/src/data/addresses';
import {totalAssetsAbi} from '@site/src/ethereum/abis';
import {createYearnPublicClient} from '@site/src/ethereum/client';
import {readVeyfiTotals} from '@site/src/ethereum/veyfiReads';
import {encodeFunctionData, type Hex} from 'viem';
import {afterEach, beforeEach, describe, expect, inject, it} from 'vitest';

const url = inject('anvilUrl');
const {test: testClient} = chainClients(url);

let snapshot: Hex;
beforeEach(async () => {
  snapshot = await testClient.snapshot();
});
afterEach(async () => {
  await testClient.revert({id: snapshot});
});

describe('veYFI calculator reads', () => {
  it('reads the veYFI supply and every gauge total in one HTTP request', async () => {
    let requests = 0;
    const client = createYearnPublicClient({rpcUrl: url}, {onFetchRequest: () => void requests++});
    const totals = await readVeyfiTotals(client);
    expect(totals.error).toBeUndefined();
    expect(totals.totalSupply).toEqual({ok: true, value: 10_000});
    expect(totals.blockNumber).toBeGreaterThan(0n);
    for (const gauge of veyfiGauges) expect(totals.gaugeTotals[gauge.gauge.id]).toEqual({ok: true, value: 1_000_000});
    expect(requests).toBe(1);
  });

  it('keeps the other readings when one gauge fails', async () => {
    const broken = veyfiGauges[5]!;
    await clearAnswer(
      url,
      broken.gauge.address,
      encodeFunctionData({abi: totalAssetsAbi, functionName: 'totalAssets'}),
    );
    const totals = await readVeyfiTotals(createYearnPublicClient({rpcUrl: url}));
    expect(totals.gaugeTotals[broken.gauge.id]).toEqual({
      ok: false,
      message: 'The contract rejected the call (execution reverted).',
    });
    expect(totals.gaugeTotals[veyfiGauges[0]!.gauge.id]).toEqual({ok: true, value: 1_000_000});
    expect(totals.totalSupply.ok).toBe(true);
  });

  it('says the node is unreachable when it is', async () => {
    // A port just freed, so nothing answers there (a fixed port such as 9 may host a service on some machines).
    const totals = await readVeyfiTotals(createYearnPublicClient({rpcUrl: `http://127.0.0.1:${await freePort()}`}));
    expect(totals.error?.kind).toBe('unreachable');
    expect(totals.totalSupply).toEqual({
      ok: false,
      message: 'The Ethereum node could not be reached. Check your connection and retry.',
    });
  });
});
