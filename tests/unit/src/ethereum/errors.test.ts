import {describeError, MulticallMismatchError} from '@site/src/ethereum/errors';
import {describe, expect, it} from 'vitest';

/** Builds a cause chain the way viem nests its errors. */
function chain(...links: Record<string, unknown>[]): Record<string, unknown> {
  return links.reduceRight<Record<string, unknown> | undefined>((cause, link) => ({...link, cause}), undefined)!;
}

describe('error messages for readers', () => {
  it('says the node is unreachable when the connection fails', () => {
    const error = chain(
      {name: 'ContractFunctionExecutionError'},
      {name: 'CallExecutionError'},
      {name: 'HttpRequestError'},
      {name: 'TypeError', message: 'fetch failed'},
    );
    expect(describeError(error)).toEqual({
      kind: 'unreachable',
      retryable: true,
      message: 'The Ethereum node could not be reached. Check your connection and retry.',
    });
  });

  it('names the timeout in seconds', () => {
    expect(describeError(chain({name: 'TimeoutError'})).message).toBe(
      'The Ethereum node did not answer within 10 seconds.',
    );
  });

  it('recognises rate limiting by HTTP 429 and by JSON-RPC codes', () => {
    expect(describeError(chain({name: 'HttpRequestError', status: 429})).kind).toBe('rate-limited');
    expect(describeError(chain({name: 'RpcRequestError', code: -32005})).kind).toBe('rate-limited');
    expect(describeError(chain({name: 'LimitExceededRpcError', code: -32005})).kind).toBe('rate-limited');
  });

  it('carries the HTTP status of other failures', () => {
    expect(describeError(chain({name: 'HttpRequestError', status: 502}))).toEqual({
      kind: 'http',
      retryable: true,
      message: 'The Ethereum node answered with HTTP error 502.',
    });
    expect(describeError(chain({name: 'HttpRequestError', status: 401})).retryable).toBe(false);
  });

  it('explains reverts, missing contracts, broken JSON and multicall mismatches', () => {
    expect(
      describeError(chain({name: 'ContractFunctionExecutionError'}, {name: 'ContractFunctionRevertedError'})).kind,
    ).toBe('reverted');
    expect(
      describeError(
        chain(
          {name: 'ContractFunctionExecutionError'},
          {name: 'ContractFunctionZeroDataError'},
          {name: 'AbiDecodingZeroDataError'},
        ),
      ).kind,
    ).toBe('no-contract');
    expect(describeError(chain({name: 'HttpRequestError'}, {name: 'SyntaxError'})).kind).toBe('bad-response');
    expect(describeError(new MulticallMismatchError(3, 2))).toMatchObject({
      kind: 'multicall-mismatch',
      message: expect.stringContaining('multicall results mismatch'),
    });
    expect(describeError(chain({name: 'UrlRequiredError'})).kind).toBe('no-url');
  });

  it('falls back to the error’s own short message', () => {
    expect(describeError(chain({name: 'Weird', shortMessage: 'Something odd.'}))).toEqual({
      kind: 'unknown',
      retryable: true,
      message: 'Reading the chain failed: Something odd.',
    });
    expect(describeError('plain string').kind).toBe('unknown');
  });
});
