/**
 * The address checker's chunk: input validation, lookup in the published
 * data, and a code-presence read on each chain that matters, each through
 * that chain's client. Loaded on demand by the checker component, so viem
 * is fetched only when someone uses it.
 */
import {findPublished, type PublishedMatch} from '@site/src/data/addresses/lookup';
import type {Address} from 'viem';
import {type ChainId, chainIds} from '../data/chains';
import {type ParsedAddress, parseAddressInput} from './addressInput';
import {getChainClient} from './client';
import type {EthereumSettings} from './config';
import {describeError, type ReadableError} from './errors';
import {getCodeAt} from './ethCall';

export type Inspection =
  | {parsed: Extract<ParsedAddress, {ok: false}>}
  | {parsed: Extract<ParsedAddress, {ok: true}>; matches: PublishedMatch[]};

export function inspectAddress(raw: string): Inspection {
  const parsed = parseAddressInput(raw);
  if (!parsed.ok) return {parsed};
  return {parsed, matches: findPublished(parsed.address)};
}

/**
 * The chains to read: those the site publishes the address on and the chain
 * of a pasted explorer link; every listed chain for an address named by neither.
 */
export function chainsToRead(inspection: Extract<Inspection, {matches: PublishedMatch[]}>): ChainId[] {
  const named = new Set<ChainId>(inspection.matches.map((m) => m.entry.chainId));
  if (inspection.parsed.linkChain) named.add(inspection.parsed.linkChain);
  return named.size === 0 ? [...chainIds] : chainIds.filter((id) => named.has(id));
}

export type CodePresence =
  | {state: 'code'; bytes: number}
  | {state: 'no-code'}
  | {state: 'failed'; error: ReadableError};

export async function readCodePresence(
  settings: EthereumSettings,
  address: Address,
  chainId: ChainId = 1,
): Promise<CodePresence> {
  try {
    const code = await getCodeAt(getChainClient(chainId, settings), address);
    if (!code || code === '0x') return {state: 'no-code'};
    return {state: 'code', bytes: (code.length - 2) / 2};
  } catch (error) {
    return {state: 'failed', error: describeError(error, chainId)};
  }
}
