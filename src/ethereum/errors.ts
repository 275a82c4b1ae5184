/**
 * Turns client errors into a short sentence a reader can act on. It walks the
 * error's cause chain and matches viem's error names, so it needs no viem
 * import and can be tested with plain objects.
 */
import {clientLimits} from './config';

export type ReadErrorKind =
  | 'unreachable'
  | 'timeout'
  | 'rate-limited'
  | 'http'
  | 'bad-response'
  | 'reverted'
  | 'no-contract'
  | 'multicall-mismatch'
  | 'no-url'
  | 'unknown';

export interface ReadableError {
  kind: ReadErrorKind;
  message: string;
  /** True when trying again later can help. */
  retryable: boolean;
}

/** Raised when a multicall answers with a different number of results than calls. */
export class MulticallMismatchError extends Error {
  override name = 'MulticallMismatchError';
  constructor(expected: number, received: number) {
    super(`multicall results mismatch: expected ${expected} results, received ${received}`);
  }
}

/** A Multicall3 sub-call that failed: the contract reverted it. */
export const callRevertedError: ReadableError = {
  kind: 'reverted',
  retryable: false,
  message: 'The contract rejected the call (execution reverted).',
};

interface ErrorLike {
  name?: unknown;
  status?: unknown;
  code?: unknown;
  cause?: unknown;
}

function chainOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 20) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

const rateLimitCodes = new Set([429, -32005, -32007]);

export function describeError(error: unknown): ReadableError {
  const chain = chainOf(error);
  const names = new Set(chain.map((e) => String(e.name)));
  const status = chain.map((e) => e.status).find((s): s is number => typeof s === 'number');
  const code = chain.map((e) => e.code).find((c): c is number => typeof c === 'number');
  const seconds = clientLimits.timeoutMs / 1000;

  if (names.has('MulticallMismatchError')) {
    return {
      kind: 'multicall-mismatch',
      retryable: true,
      message: 'The node’s multicall answer did not match the calls sent (multicall results mismatch).',
    };
  }
  if (names.has('UrlRequiredError')) {
    return {kind: 'no-url', retryable: false, message: 'No Ethereum node address is configured for this site.'};
  }
  if (names.has('TimeoutError')) {
    return {kind: 'timeout', retryable: true, message: `The Ethereum node did not answer within ${seconds} seconds.`};
  }
  if (status === 429 || (code !== undefined && rateLimitCodes.has(code)) || names.has('LimitExceededRpcError')) {
    return {
      kind: 'rate-limited',
      retryable: true,
      message: 'The Ethereum node is limiting how often this site may ask; wait a moment and retry.',
    };
  }
  if (status !== undefined) {
    return {
      kind: 'http',
      retryable: status >= 500 || status === 408,
      message: `The Ethereum node answered with HTTP error ${status}.`,
    };
  }
  if (names.has('SyntaxError')) {
    return {kind: 'bad-response', retryable: true, message: 'The Ethereum node sent an answer that is not valid JSON.'};
  }
  if (names.has('ContractFunctionZeroDataError') || names.has('AbiDecodingZeroDataError')) {
    return {
      kind: 'no-contract',
      retryable: false,
      message: 'There is no contract at this address, so the call returned nothing.',
    };
  }
  if (
    names.has('ContractFunctionRevertedError') ||
    names.has('ExecutionRevertedError') ||
    names.has('RawContractError') ||
    code === 3
  ) {
    return callRevertedError;
  }
  if (names.has('HttpRequestError')) {
    return {
      kind: 'unreachable',
      retryable: true,
      message: 'The Ethereum node could not be reached. Check your connection and retry.',
    };
  }
  const first = chain[0] as {shortMessage?: unknown; message?: unknown} | undefined;
  const detail =
    typeof first?.shortMessage === 'string'
      ? first.shortMessage
      : typeof first?.message === 'string'
        ? first.message
        : 'unknown error';
  return {kind: 'unknown', retryable: true, message: `Reading the chain failed: ${detail}`};
}
