/**
 * One value a page states that can change on-chain (a cooldown, the latest
 * release, a fee), read live for the LiveValue component: a getter without
 * arguments on a published address entry, decoded by the return types the
 * page gives and shown in its unit. Every live value of a page on one chain
 * goes into that chain's one batch (the chain layer's aggregate3 per task).
 */
import {type AbiFunction, type Address, decodeFunctionResult, encodeFunctionData, type Hex} from 'viem';
import type {ChainId} from '../../data/chains';
import type {EthereumSettings} from '../config';
import {describeError} from '../errors';
import {chainName, readMany} from './chainAdapter';
import {formatInUnit, rawText} from './formatOutput';
import type {Unit} from './units';

export interface LiveValueSpec {
  /** Address entry id in src/data/addresses, e.g. `yvusd/locked-yvusd`. */
  entry: string;
  /** The entry's contract and chain, resolved when the page is built (plugins/live-values). */
  address: Address;
  chainId: ChainId;
  /** Getter without arguments, e.g. `cooldownDuration`. */
  fn: string;
  /** Return types, comma-separated, as the contract declares them: `uint256`, `uint16,address`. */
  returns: string;
  /** Which return value to show (0 for the first). */
  pick?: number;
  unit?: Unit;
  /** Decimals of an `amount`. */
  decimals?: number;
}

export type LiveOutcome = {ok: true; text: string; chainName: string} | {ok: false; message: string};

export function liveFragment(spec: Pick<LiveValueSpec, 'fn' | 'returns'>): AbiFunction {
  return {
    type: 'function',
    name: spec.fn,
    stateMutability: 'view',
    inputs: [],
    outputs: spec.returns.split(',').map((type) => ({name: '', type: type.trim()})),
  };
}

/** The value as the page shows it: in its unit when it has one, else as the ABI type reads. */
export function formatLiveValue(spec: Omit<LiveValueSpec, 'entry' | 'address' | 'chainId'>, data: Hex): string {
  const fn = liveFragment(spec);
  const decoded = decodeFunctionResult({abi: [fn], functionName: fn.name, data} as Parameters<
    typeof decodeFunctionResult
  >[0]) as unknown;
  const value = fn.outputs.length === 1 ? decoded : (decoded as readonly unknown[])[spec.pick ?? 0];
  const integer = typeof value === 'number' ? BigInt(value) : value;
  if (spec.unit && typeof integer === 'bigint') {
    const text = formatInUnit(integer, spec.unit, {decimals: spec.decimals});
    if (text !== null) return text;
  }
  return rawText(value);
}

/** Reads the value, never throwing: what to show, or why the page's own value is shown instead. */
export async function readLiveValue(
  spec: LiveValueSpec,
  settings: EthereumSettings,
  /** The page's read gate (pageReadGate.ts), so the value joins the page's one batch per chain. */
  turn?: () => Promise<void>,
): Promise<LiveOutcome> {
  const {address, chainId} = spec;
  const fn = liveFragment(spec);
  try {
    const [data] = await readMany(
      chainId,
      settings,
      [{target: address, callData: encodeFunctionData({abi: [fn], functionName: fn.name})}],
      turn,
    );
    if (data === null || data === undefined) return {ok: false, message: `the contract rejected ${spec.fn}()`};
    if (data === '0x') return {ok: false, message: `no contract answered ${spec.fn}() at ${address}`};
    try {
      return {ok: true, text: formatLiveValue(spec, data), chainName: chainName(chainId)};
    } catch {
      return {ok: false, message: `the answer to ${spec.fn}() is not (${spec.returns})`};
    }
  } catch (error) {
    return {ok: false, message: describeError(error, chainId).message};
  }
}
