import {startAnvil} from '@site/harness/chain/anvil';
import {addressPages} from '@site/src/data/addresses';
import {multicall3Abi} from '@site/src/ethereum/abis';
import {multicall3Address} from '@site/src/ethereum/chain';
import {createYearnPublicClient} from '@site/src/ethereum/client';
import {verifyEntries} from '@site/src/ethereum/verifyAddresses';
import {type RpcProxy, startRpcProxy} from '@site/tests/chain/support/rpcProxy';
import {decodeFunctionResult, encodeFunctionResult, type Hex} from 'viem';
import {afterAll, beforeAll, beforeEach, describe, expect, inject, it} from 'vitest';

const anvilUrl = inject('anvilUrl');
const page = addressPages.ycrv.entries;
let proxy: RpcProxy;

beforeAll(async () => {
  proxy = await startRpcProxy(anvilUrl);
});
afterAll(() => proxy.close());
beforeEach(() => proxy.reset());

const client = () => createYearnPublicClient({rpcUrl: proxy.url});

async function timed<T>(run: () => Promise<T>): Promise<{value: T; ms: number}> {
  const start = performance.now();
  const value = await run();
  return {value, ms: performance.now() - start};
}

describe('the client against a misbehaving node', () => {
  it('sends N reads of a page as one HTTP request with one multicall, counted at the proxy', async () => {
    const result = await verifyEntries(client(), page);
    expect(result.error).toBeUndefined();
    expect(proxy.requests).toHaveLength(1);
    const calls = proxy.requests[0]!.calls;
    expect(proxy.requests[0]!.batched).toBe(true);
    expect(
      calls.filter(
        (c) => (c.params?.[0] as {to?: string} | undefined)?.to?.toLowerCase() === multicall3Address.toLowerCase(),
      ),
    ).toHaveLength(1);
    // The multicall, the code-size read and, in a new client's first batch, eth_chainId.
    expect(calls.map((c) => c.method).sort()).toEqual(['eth_call', 'eth_call', 'eth_chainId']);
  });

  it('reports "not checked" with a plain message when the node is stopped', async () => {
    const node = await startAnvil();
    await node.stop();
    const {value, ms} = await timed(() => verifyEntries(createYearnPublicClient({rpcUrl: node.url}), page));
    expect(value.error).toMatchObject({kind: 'unreachable', retryable: true});
    expect(value.error?.message).toBe('The Ethereum node could not be reached. Check your connection and retry.');
    expect(Object.values(value.verdicts).every((v) => v.state === 'not-checked')).toBe(true);
    // Three retries at 150, 300 and 600 ms before giving up.
    expect(ms).toBeGreaterThan(1_000);
    expect(ms).toBeLessThan(5_000);
  });

  it('gives up on a node that stalls past the 10 s timeout, after three retries', {timeout: 60_000}, async () => {
    proxy.behave(() => ({kind: 'stall', ms: 20_000}));
    const {value, ms} = await timed(() => verifyEntries(client(), page));
    expect(value.error).toMatchObject({
      kind: 'timeout',
      message: 'The Ethereum node did not answer within 10 seconds.',
    });
    expect(proxy.requests).toHaveLength(4);
    expect(ms).toBeGreaterThan(40_000);
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    proxy.behave((i) => (i === 0 ? {kind: 'status', status: 429, headers: {'Retry-After': '1'}} : {kind: 'pass'}));
    const {value, ms} = await timed(() => verifyEntries(client(), page));
    expect(value.error).toBeUndefined();
    expect(proxy.requests).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(1_000);
  });

  it('reports rate limiting in plain words when every attempt gets 429', async () => {
    proxy.behave(() => ({kind: 'status', status: 429, headers: {'Retry-After': '0'}}));
    const result = await verifyEntries(client(), page);
    expect(proxy.requests).toHaveLength(4);
    expect(result.error?.kind).toBe('rate-limited');
    expect(result.error?.message).toMatch(/limiting how often/);
  });

  it('reports a malformed JSON answer as such', async () => {
    proxy.behave(() => ({kind: 'malformed'}));
    const result = await verifyEntries(client(), page);
    expect(result.error).toMatchObject({
      kind: 'bad-response',
      message: 'The Ethereum node sent an answer that is not valid JSON.',
    });
    expect(Object.values(result.verdicts).every((v) => v.state === 'not-checked')).toBe(true);
  });

  it('reports a multicall answer with the wrong number of results as a mismatch of results', async () => {
    proxy.behave(() => ({
      kind: 'rewrite',
      rewrite(answer) {
        const batch = answer as {id: number; result: Hex}[];
        return batch.map((item) => {
          if (typeof item.result !== 'string' || item.result.length < 200) return item;
          try {
            const results = decodeFunctionResult({abi: multicall3Abi, functionName: 'aggregate3', data: item.result});
            return {
              ...item,
              result: encodeFunctionResult({
                abi: multicall3Abi,
                functionName: 'aggregate3',
                result: results.slice(0, -1),
              }),
            };
          } catch {
            return item;
          }
        });
      },
    }));
    const result = await verifyEntries(client(), page);
    expect(result.error).toMatchObject({kind: 'multicall-mismatch'});
  });
});
