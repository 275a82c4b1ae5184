/**
 * Which failures the client retries, pinned to the figures of the spec
 * (section 9, "Node client"): HTTP statuses 403, 408, 413, 429, 500, 502, 503
 * and 504, and the JSON-RPC error code -1. The lists are written here, not
 * read from src/, so a change to the client's retry rule (in our code or in
 * viem) fails this test rather than moving the test along with it. Counted at
 * a proxy in front of a real node: a retried failure is a second request.
 */

import {addressPages} from '@site/src/data/addresses';
import {createYearnPublicClient} from '@site/src/ethereum/client';
import {retriedHttpStatuses} from '@site/src/ethereum/config';
import {verifyEntries} from '@site/src/ethereum/verifyAddresses';
import {type RpcProxy, startRpcProxy} from '@site/tests/chain/support/rpcProxy';
import {afterAll, beforeAll, beforeEach, describe, expect, inject, it} from 'vitest';

const SPEC_RETRIED_HTTP_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504];
/** Statuses the spec does not list: answered once, reported as an HTTP error. */
const NOT_RETRIED_HTTP_STATUSES = [400, 401, 404, 405, 501];
const SPEC_RETRIED_RPC_CODE = -1;
/** A call that reverted (code 3) is the node's answer, not a fault: asking again cannot change it. */
const REVERTED_RPC_CODE = 3;

const anvilUrl = inject('anvilUrl');
const page = addressPages.ycrv.entries;
let proxy: RpcProxy;

beforeAll(async () => {
  proxy = await startRpcProxy(anvilUrl);
  await verify();
  callsOfOneVerification = methods(proxy.requests);
});
afterAll(() => proxy.close());
beforeEach(() => proxy.reset());

const verify = () => verifyEntries(createYearnPublicClient({rpcUrl: proxy.url}), page);

/** The JSON-RPC methods the requests carried, in a stable order. */
function methods(requests: RpcProxy['requests']): string[] {
  return requests.flatMap((request) => request.calls.map((call) => call.method)).sort();
}

/** The calls one verification asks when nothing fails, whatever requests carry them. */
let callsOfOneVerification: string[];

/**
 * The failed request was asked again, every call in it once, and nothing
 * else was: how calls are grouped into HTTP requests depends on timers, so
 * the count of requests is not pinned.
 */
function expectOneRetryOfTheFirstRequest(): void {
  const [failed, ...rest] = proxy.requests;
  expect(rest.length).toBeGreaterThan(0);
  expect(methods(proxy.requests)).toEqual([...callsOfOneVerification, ...methods([failed!])].sort());
}

/** The node's answer with every call in it replaced by a JSON-RPC error of `code`. */
function rpcError(code: number) {
  const fail = (answer: {id: number}) => ({jsonrpc: '2.0', id: answer.id, error: {code, message: `probe ${code}`}});
  return (answer: unknown) => (Array.isArray(answer) ? answer.map(fail) : fail(answer as {id: number}));
}

describe('the client retries what the spec lists, and nothing else', () => {
  it('the client’s own list of retried statuses is the spec’s', () => {
    expect([...retriedHttpStatuses].sort()).toEqual([...SPEC_RETRIED_HTTP_STATUSES].sort());
  });

  it.each(SPEC_RETRIED_HTTP_STATUSES)('HTTP %i is retried, and the retry succeeds', async (status) => {
    proxy.behave((i) => (i === 0 ? {kind: 'status', status} : {kind: 'pass'}));
    const result = await verify();
    expectOneRetryOfTheFirstRequest();
    expect(result.error).toBeUndefined();
  });

  it.each(NOT_RETRIED_HTTP_STATUSES)('HTTP %i is not retried', async (status) => {
    proxy.behave((i) => (i === 0 ? {kind: 'status', status} : {kind: 'pass'}));
    const result = await verify();
    expect(proxy.requests).toHaveLength(1);
    expect(result.error).toMatchObject({
      kind: 'http',
      message: `The Ethereum node answered with HTTP error ${status}.`,
    });
  });

  it(`JSON-RPC error ${SPEC_RETRIED_RPC_CODE} is retried, and the retry succeeds`, async () => {
    proxy.behave((i) => (i === 0 ? {kind: 'rewrite', rewrite: rpcError(SPEC_RETRIED_RPC_CODE)} : {kind: 'pass'}));
    const result = await verify();
    expectOneRetryOfTheFirstRequest();
    expect(result.error).toBeUndefined();
  });

  it(`JSON-RPC error ${REVERTED_RPC_CODE} (reverted) is not retried`, async () => {
    proxy.behave(() => ({kind: 'rewrite', rewrite: rpcError(REVERTED_RPC_CODE)}));
    const result = await verify();
    expect(proxy.requests).toHaveLength(1);
    expect(result.error).toBeDefined();
  });
});
