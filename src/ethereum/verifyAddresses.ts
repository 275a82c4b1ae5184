/**
 * Live verification of published addresses, each on its own chain. One chain
 * of a page costs one HTTP request: a single Multicall3 aggregate3 (every ENS,
 * registry and identity read, plus the block number) and a code-size read
 * (which also hashes the code of every entry with a record), sent together as a JSON-RPC batch (with eth_chainId in a client's first
 * batch). ENS names the Universal Resolver cannot answer on-chain are retried
 * one by one through viem, which can follow off-chain lookups (a chunk loaded
 * only then).
 */

import type {PageRecords} from '@site/src/data/addresses/lastVerification';
import type {AddressEntry} from '@site/src/data/addresses/types';
import {type Address, type Hex, namehash, toHex} from 'viem';
import {packetToBytes} from 'viem/ens';
import type {ChainId} from '../data/chains';
import {decodeReturn, encodeCall} from './abiCall';
import {ensAddrAbi, multicall3Abi, universalResolverAbi} from './abis';
import {getterFunctionOf, identityAbis} from './addressGetterAbis';
import {multicall3Address, universalResolverAddress} from './chain';
import type {YearnPublicClient} from './client';
import {readCodeSizes} from './codeSizes';
import {describeError} from './errors';
import {aggregate3} from './ethCall';
import {evaluatePage, type PageAnswers, type ReadAnswer, zeroAddress} from './evaluateVerification';
import {mapInSlices} from './mapInSlices';
import type {PageVerification} from './verificationTypes';

const [resolveWithGatewaysFunction] = universalResolverAbi;
const [addrFunction] = ensAddrAbi;
const [, getBlockNumberFunction] = multicall3Abi;

/** Gateway marker viem uses so the resolver batches off-chain lookups locally. */
const localBatchGateway = 'x-batch-gateway:true';

interface PlannedRead {
  kind: 'ens' | 'call' | 'identity';
  /** ENS name, or the id of the entry the call verifies. */
  key: string;
  target: Address;
  callData: Hex;
  decode: (data: Hex) => string;
}

function ensRead(name: string): PlannedRead {
  const addrCall = encodeCall(addrFunction, [namehash(name)]);
  return {
    kind: 'ens',
    key: name,
    target: universalResolverAddress,
    callData: encodeCall(resolveWithGatewaysFunction, [toHex(packetToBytes(name)), addrCall, [localBatchGateway]]),
    decode(data) {
      const [result] = decodeReturn(resolveWithGatewaysFunction, data);
      if (result === '0x') return zeroAddress;
      return decodeReturn(addrFunction, result)[0];
    },
  };
}

function callRead(entry: AddressEntry): PlannedRead | undefined {
  if (entry.check.kind !== 'call') return undefined;
  const {call} = entry.check;
  const fn = getterFunctionOf(call);
  return {
    kind: 'call',
    key: entry.id,
    target: call.target.address,
    callData: encodeCall(fn, call.args.length ? [call.args[0]!] : []),
    decode: (data) => decodeReturn(fn, data)[0] as string,
  };
}

function identityRead(entry: AddressEntry): PlannedRead | undefined {
  if (!entry.identity) return undefined;
  const fn = identityAbis[entry.identity.fn];
  return {
    kind: 'identity',
    key: entry.id,
    target: entry.address,
    callData: encodeCall(fn, []),
    decode: (data) => decodeReturn(fn, data)[0],
  };
}

/** One planner per read: every ENS name once, then each registry call and identity read. */
function readPlanners(entries: readonly AddressEntry[]): Array<() => PlannedRead | undefined> {
  const ensNames = new Set<string>();
  for (const entry of entries) {
    if (entry.check.kind === 'ens') ensNames.add(entry.check.name);
    if (entry.check.kind === 'call' && entry.check.ens) ensNames.add(entry.check.ens);
  }
  return [
    ...[...ensNames].map((name) => () => ensRead(name)),
    ...entries.map((entry) => () => callRead(entry)),
    ...entries.map((entry) => () => identityRead(entry)),
  ];
}

export function planReads(entries: readonly AddressEntry[]): PlannedRead[] {
  return readPlanners(entries).flatMap((plan) => plan() ?? []);
}

/** planReads in slices: a page's reads take tens of milliseconds to encode on a slow phone. */
async function planReadsInSlices(entries: readonly AddressEntry[]): Promise<PlannedRead[]> {
  return (await mapInSlices(readPlanners(entries), (plan) => plan())).flatMap((read) => read ?? []);
}

/** The fallback's chunk may fail to load (offline, a new deploy): those names then stay unchecked, the rest of the page does not. */
async function resolveUnresolved(
  client: YearnPublicClient,
  names: readonly string[],
  block: bigint | undefined,
): Promise<Map<string, ReadAnswer>> {
  try {
    const {resolveEnsOneByOne} = await import('./ensFallback');
    return await resolveEnsOneByOne(client, names, block);
  } catch (error) {
    const reason = describeError(error).message;
    return new Map(names.map((name) => [name, {ok: false, reason}]));
  }
}

export interface VerifyOptions {
  /** Reads every fact at this block (check:chains pins one per chain); the latest block otherwise. */
  block?: bigint;
  /** The entries' records of their last verification: their code is hashed and compared with the record. */
  recorded?: PageRecords;
  /** Hashes the code of every entry, recorded or not (check:chains records the hashes). */
  hashAll?: boolean;
}

/** Verifies the given entries that are on the client's chain; entries on other chains are left out of the result. */
export async function verifyEntries(
  client: YearnPublicClient,
  entries: readonly AddressEntry[],
  /** The page's read gate (pageReadGate.ts): the requests leave with the page's other reads. */
  turn?: () => Promise<void>,
  {block, recorded, hashAll}: VerifyOptions = {},
): Promise<PageVerification> {
  const chainId = client.chain.id as ChainId;
  const checkable = entries.filter((e) => e.chainId === chainId);
  // Only recorded entries are hashed in the browser: a hash is 32 more bytes per address in the answer.
  const hashed = checkable.filter((e) => hashAll || recorded?.[e.id]).map((e) => e.address);
  const reads = await planReadsInSlices(checkable);
  const calls = [
    {target: multicall3Address, allowFailure: false, callData: encodeCall(getBlockNumberFunction, [])},
    ...reads.map((r) => ({target: r.target, allowFailure: true, callData: r.callData})),
  ];
  try {
    await turn?.();
    // Issued in the same tick, so the transport sends both in one HTTP request.
    const [results, code] = await Promise.all([
      aggregate3(client, calls, block),
      readCodeSizes(
        client,
        checkable.map((e) => e.address),
        {hashed, block},
      ),
    ]);
    const [blockNumber] = decodeReturn(getBlockNumberFunction, results[0]!.returnData);
    const ens = new Map<string, ReadAnswer>();
    const callAnswers = new Map<string, ReadAnswer>();
    const identities = new Map<string, ReadAnswer>();
    const unresolvedNames: string[] = [];
    reads.forEach((read, i) => {
      const {success, returnData} = results[i + 1]!;
      let answer: ReadAnswer;
      if (!success)
        answer = {ok: false, reason: returnData === '0x' ? 'the call reverted without a reason' : 'the call reverted'};
      else {
        try {
          answer = {ok: true, value: read.decode(returnData)};
        } catch {
          answer = {ok: false, reason: 'the answer could not be decoded'};
        }
      }
      if (read.kind === 'ens') {
        if (answer.ok) ens.set(read.key, answer);
        else unresolvedNames.push(read.key);
      } else if (read.kind === 'identity') identities.set(read.key, answer);
      else callAnswers.set(read.key, answer);
    });
    if (unresolvedNames.length > 0)
      for (const [name, answer] of await resolveUnresolved(client, unresolvedNames, block)) ens.set(name, answer);

    const answers: PageAnswers = {
      ens,
      calls: callAnswers,
      identities,
      codeSizes: code.sizes,
      codeHashes: code.hashes,
      recorded,
    };
    const verification: PageVerification = {blockNumber, verdicts: evaluatePage(checkable, answers)};
    if (code.hashes.size > 0) verification.codeHashes = Object.fromEntries(code.hashes);
    return verification;
  } catch (error) {
    const readable = describeError(error, chainId);
    return {
      error: readable,
      verdicts: Object.fromEntries(checkable.map((e) => [e.id, {state: 'not-checked', reason: readable.message}])),
    };
  }
}
