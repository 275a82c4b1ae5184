import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {addressPages} from '@site/src/data/addresses';
import {pageChains} from '@site/src/data/addresses/pageChains';
import {getVerificationState, startVerification, subscribeVerification} from '@site/src/ethereum/verificationStore';
import {resetVerificationCache} from '@site/tests/unit/support/ethereum/verificationCache';
import {afterAll, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';

const verifyAddressPage = vi.fn();
vi.mock('@site/src/ethereum/pageVerifier', () => ({
  verifyAddressPage: (...args: unknown[]) => verifyAddressPage(...args),
}));

/** A local server of the records one page's build output holds, and nothing else. */
const recordServer = {url: '', server: undefined as Server | undefined};
beforeAll(async () => {
  const server = createServer((req, res) => {
    if (req.url !== '/yvusd.json') return void res.writeHead(404).end();
    res.writeHead(200, {'content-type': 'application/json'});
    res.end(JSON.stringify({'yvusd/yvusd': {block: 24_000_000, date: '2026-01-02', codeHash: `0x${'ab'.repeat(32)}`}}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  recordServer.server = server;
  recordServer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => recordServer.server?.close());

beforeEach(() => {
  resetVerificationCache();
  verifyAddressPage.mockReset();
});

describe('verification cache', () => {
  it('checks each chain of a page once per session and tells subscribers', async () => {
    verifyAddressPage.mockResolvedValue({blockNumber: 7n, verdicts: {}});
    const chains = pageChains(addressPages.v3);
    expect(chains.length).toBeGreaterThan(1);
    const seen: string[] = [];
    const unsubscribe = subscribeVerification('v3', () =>
      seen.push(getVerificationState('v3').chains[8453]?.status ?? '-'),
    );
    await startVerification(addressPages.v3, {rpcUrl: 'http://node'});
    await startVerification(addressPages.v3, {rpcUrl: 'http://node'});
    expect(verifyAddressPage).toHaveBeenCalledTimes(chains.length);
    for (const chainId of chains)
      expect(verifyAddressPage).toHaveBeenCalledWith(
        {rpcUrl: 'http://node'},
        addressPages.v3,
        chainId,
        expect.any(Function),
        {},
      );
    expect(seen).toContain('checking');
    expect(seen.at(-1)).toBe('done');
    expect(getVerificationState('v3').chains[8453]).toEqual({status: 'done', result: {blockNumber: 7n, verdicts: {}}});
    unsubscribe();
  });

  it('does not start a second check while one is running, and Retry re-reads only the chain it names', async () => {
    let finish: (value: unknown) => void = () => undefined;
    verifyAddressPage.mockImplementation((_settings, _page, chainId: number) =>
      chainId === 1 ? new Promise((resolve) => (finish = resolve)) : Promise.resolve({verdicts: {}, blockNumber: 1n}),
    );
    const first = startVerification(addressPages.core, {});
    await startVerification(addressPages.core, {});
    await vi.waitFor(() => expect(verifyAddressPage).toHaveBeenCalledTimes(pageChains(addressPages.core).length));
    finish({verdicts: {}});
    await first;
    const calls = verifyAddressPage.mock.calls.length;
    expect(calls).toBe(pageChains(addressPages.core).length);
    verifyAddressPage.mockResolvedValueOnce({blockNumber: 9n, verdicts: {}});
    await startVerification(addressPages.core, {}, 8453);
    expect(verifyAddressPage).toHaveBeenCalledTimes(calls + 1);
    expect(verifyAddressPage.mock.calls.at(-1)?.[2]).toBe(8453);
    expect(getVerificationState('core').chains[8453]).toMatchObject({status: 'done', result: {blockNumber: 9n}});
    expect(getVerificationState('core').chains[137]).toMatchObject({status: 'done', result: {blockNumber: 1n}});
  });

  it('fetches the page’s records, keeps them for the badges and hands them to the check; a missing file is no record', async () => {
    verifyAddressPage.mockResolvedValue({blockNumber: 7n, verdicts: {}});
    const records = {'yvusd/yvusd': {block: 24_000_000, date: '2026-01-02', codeHash: `0x${'ab'.repeat(32)}`}};
    await startVerification(addressPages.yvusd, {}, undefined, `${recordServer.url}/yvusd.json`);
    expect(getVerificationState('yvusd').records).toEqual(records);
    expect(verifyAddressPage.mock.calls.every((call) => JSON.stringify(call[4]) === JSON.stringify(records))).toBe(
      true,
    );

    verifyAddressPage.mockClear();
    await startVerification(addressPages.ybold, {}, undefined, `${recordServer.url}/missing.json`);
    expect(getVerificationState('ybold').records).toBeUndefined();
    expect(verifyAddressPage.mock.calls.map((call) => call[4])).toEqual(pageChains(addressPages.ybold).map(() => ({})));
  });

  it('turns a failure to load the verifier into a retryable message', async () => {
    verifyAddressPage.mockRejectedValue(new Error('chunk failed'));
    await startVerification(addressPages.lens, {});
    expect(getVerificationState('lens').chains[1]).toMatchObject({
      status: 'done',
      result: {error: {kind: 'unreachable', retryable: true}},
    });
  });
});
