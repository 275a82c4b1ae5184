/** Outcome types of the live address verification; free of viem so the UI can import them. */
import type {ReadableError} from './errors';

export type EntryVerdict =
  | {state: 'verified'; via: 'ens' | 'call' | 'call+ens' | 'code'}
  | {state: 'mismatch'; onChain: string; source: string}
  | {state: 'no-code'}
  /** The code at the address hashes differently from the code recorded when it was last verified, at block `since`. */
  | {state: 'code-changed'; since: number}
  | {state: 'not-checked'; reason: string};

export interface PageVerification {
  /** Block the multicall ran at; absent when the read failed. */
  blockNumber?: bigint;
  verdicts: Record<string, EntryVerdict>;
  /** keccak256 of the runtime code of each address whose hash was read, keyed by lower-case address. */
  codeHashes?: Readonly<Record<string, string>>;
  /** Set when the whole read failed; every verdict is then `not-checked`. */
  error?: ReadableError;
}
