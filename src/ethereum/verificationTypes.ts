/** Outcome types of the live address verification; free of viem so the UI can import them. */
import type {ReadableError} from './errors';

export type EntryVerdict =
  | {state: 'verified'; via: 'ens' | 'call' | 'call+ens' | 'code'}
  | {state: 'mismatch'; onChain: string; source: string}
  | {state: 'no-code'}
  | {state: 'not-checked'; reason: string};

export interface PageVerification {
  /** Block the multicall ran at; absent when the read failed. */
  blockNumber?: bigint;
  verdicts: Record<string, EntryVerdict>;
  /** Set when the whole read failed; every verdict is then `not-checked`. */
  error?: ReadableError;
}
