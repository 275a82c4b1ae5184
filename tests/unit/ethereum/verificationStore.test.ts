import {addressPages} from '@site/src/data/addresses';
import {getVerificationState, startVerification, subscribeVerification} from '@site/src/ethereum/verificationStore';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {resetVerificationCache} from './support/verificationCache';

const verifyAddressPage = vi.fn();
vi.mock('@site/src/ethereum/pageVerifier', () => ({
  verifyAddressPage: (...args: unknown[]) => verifyAddressPage(...args),
}));

beforeEach(() => {
  resetVerificationCache();
  verifyAddressPage.mockReset();
});

describe('verification cache', () => {
  it('checks a page once per session and tells subscribers', async () => {
    verifyAddressPage.mockResolvedValue({blockNumber: 7n, verdicts: {}});
    const seen: string[] = [];
    const unsubscribe = subscribeVerification('v3', () => seen.push(getVerificationState('v3').status));
    await startVerification(addressPages.v3, {rpcUrl: 'http://node'});
    await startVerification(addressPages.v3, {rpcUrl: 'http://node'});
    expect(verifyAddressPage).toHaveBeenCalledTimes(1);
    expect(verifyAddressPage).toHaveBeenCalledWith({rpcUrl: 'http://node'}, addressPages.v3);
    expect(seen).toEqual(['checking', 'done']);
    expect(getVerificationState('v3')).toEqual({status: 'done', result: {blockNumber: 7n, verdicts: {}}});
    unsubscribe();
  });

  it('does not start a second check while one is running, and Retry runs a new one', async () => {
    let finish: (value: unknown) => void = () => undefined;
    verifyAddressPage.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const first = startVerification(addressPages.core, {});
    await startVerification(addressPages.core, {});
    finish({verdicts: {}});
    await first;
    verifyAddressPage.mockResolvedValueOnce({blockNumber: 9n, verdicts: {}});
    await startVerification(addressPages.core, {}, true);
    expect(verifyAddressPage).toHaveBeenCalledTimes(2);
    expect(getVerificationState('core')).toMatchObject({status: 'done', result: {blockNumber: 9n}});
  });

  it('turns a failure to load the verifier into a retryable message', async () => {
    verifyAddressPage.mockRejectedValue(new Error('chunk failed'));
    await startVerification(addressPages.lens, {});
    expect(getVerificationState('lens')).toMatchObject({
      status: 'done',
      result: {error: {kind: 'unreachable', retryable: true}},
    });
  });
});
