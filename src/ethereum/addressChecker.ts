/**
 * The address checker's chunk: input validation, lookup in the published
 * data, and a code-presence read on Ethereum. Loaded on demand by the
 * checker component, so viem is fetched only when someone uses it.
 */
import {findPublished, type PublishedMatch} from '@site/src/data/addresses/lookup';
import type {Address} from 'viem';
import {getCode} from 'viem/actions';
import {type ParsedAddress, parseAddressInput} from './addressInput';
import {getSharedPublicClient} from './client';
import type {EthereumSettings} from './config';
import {describeError, type ReadableError} from './errors';

export type Inspection =
  | {parsed: Extract<ParsedAddress, {ok: false}>}
  | {parsed: Extract<ParsedAddress, {ok: true}>; matches: PublishedMatch[]};

export function inspectAddress(raw: string): Inspection {
  const parsed = parseAddressInput(raw);
  if (!parsed.ok) return {parsed};
  return {parsed, matches: findPublished(parsed.address)};
}

export type CodePresence =
  | {state: 'code'; bytes: number}
  | {state: 'no-code'}
  | {state: 'failed'; error: ReadableError};

export async function readCodePresence(settings: EthereumSettings, address: Address): Promise<CodePresence> {
  try {
    const code = await getCode(getSharedPublicClient(settings), {address});
    if (!code || code === '0x') return {state: 'no-code'};
    return {state: 'code', bytes: (code.length - 2) / 2};
  } catch (error) {
    return {state: 'failed', error: describeError(error)};
  }
}
