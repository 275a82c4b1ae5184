/**
 * Turns client errors into a short sentence a reader can act on. It walks the
 * error's cause chain and matches viem's error names, so it needs no viem
 * import and can be tested with plain objects.
 */
import {type ChainId, chainById} from '../data/chains';
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
  | 'wrong-chain'
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

/**
 * The node behind a chain's RPC answers `eth_chainId` with another chain: the
 * whole batch it answered is discarded, since its answers describe the wrong
 * chain. A fault of the configuration, never a verification result.
 */
export class WrongChainError extends Error {
  override name = 'WrongChainError';
  constructor(
    readonly expected: ChainId,
    readonly answered: number,
  ) {
    super(`The RPC configured for ${chainById(expected).name} answers as chain ${answered}`);
  }
}

/** No contract code at the address on that chain (eth_getCode answered `0x`). */
export class NoCodeError extends Error {
  override name = 'NoCodeError';
  constructor(
    readonly chainId: ChainId,
    readonly address: string,
  ) {
    super(`There is no contract at ${address} on ${chainById(chainId).name}.`);
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

/** A reader's sentence for a failed read on `chainId` (Ethereum when not given): its kind, and whether a retry can help. */
export function describeError(error: unknown, chainId: ChainId = 1): ReadableError {
  const chain = chainOf(error);
  const node = `The ${chainById(chainId).name} node`;
  const names = new Set(chain.map((e) => String(e.name)));
  const status = chain.map((e) => e.status).find((s): s is number => typeof s === 'number');
  const code = chain.map((e) => e.code).find((c): c is number => typeof c === 'number');
  const seconds = clientLimits.timeoutMs / 1000;

  const own = (name: string) => (chain.find((e) => e.name === name) as {message?: unknown} | undefined)?.message;
  const wrongChain = own('WrongChainError');
  if (typeof wrongChain === 'string') return {kind: 'wrong-chain', retryable: true, message: `${wrongChain}.`};
  const noCode = own('NoCodeError');
  if (typeof noCode === 'string') return {kind: 'no-contract', retryable: false, message: noCode};
  if (names.has('MulticallMismatchError')) {
    return {
      kind: 'multicall-mismatch',
      retryable: true,
      message: `${node}’s multicall answer did not match the calls sent (multicall results mismatch).`,
    };
  }
  if (names.has('UrlRequiredError')) {
    return {
      kind: 'no-url',
      retryable: false,
      message: `No ${chainById(chainId).name} node address is configured for this site.`,
    };
  }
  if (names.has('TimeoutError')) {
    return {kind: 'timeout', retryable: true, message: `${node} did not answer within ${seconds} seconds.`};
  }
  if (status === 429 || (code !== undefined && rateLimitCodes.has(code)) || names.has('LimitExceededRpcError')) {
    return {
      kind: 'rate-limited',
      retryable: true,
      message: `${node} is limiting how often this site may ask; wait a moment and retry.`,
    };
  }
  if (status !== undefined) {
    return {
      kind: 'http',
      retryable: status >= 500 || status === 408,
      message: `${node} answered with HTTP error ${status}.`,
    };
  }
  if (names.has('SyntaxError')) {
    return {kind: 'bad-response', retryable: true, message: `${node} sent an answer that is not valid JSON.`};
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
      message: `${node} could not be reached. Check your connection and retry.`,
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
