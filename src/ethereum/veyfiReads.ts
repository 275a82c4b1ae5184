/**
 * On-chain inputs of the veYFI calculator: the veYFI total supply and each
 * gauge's total deposits, read together in one multicall.
 */
import {veyfiGauges, veyfiToken} from '@site/src/data/addresses/veyfi';
import {formatUnits} from 'viem';
import {multicall} from 'viem/actions';
import {multicall3Abi, totalAssetsAbi, totalSupplyAbi} from './abis';
import {multicall3Address} from './chain';
import {getSharedPublicClient, type YearnPublicClient} from './client';
import type {EthereumSettings} from './config';
import {describeError, type ReadableError} from './errors';

export type Reading = {ok: true; value: number} | {ok: false; message: string};

export interface VeyfiTotals {
  blockNumber?: bigint;
  /** veYFI total supply, in veYFI. */
  totalSupply: Reading;
  /** Gauge total deposits in vault shares, keyed by gauge entry id. */
  gaugeTotals: Record<string, Reading>;
  /** Set when nothing could be read at all. */
  error?: ReadableError;
}

/** One ABI for all three reads, so the multicall's contract list has a single type. */
const readsAbi = [...multicall3Abi, ...totalSupplyAbi, ...totalAssetsAbi] as const;

export async function readVeyfiTotals(client: YearnPublicClient): Promise<VeyfiTotals> {
  try {
    type Read = {address: `0x${string}`; abi: typeof readsAbi; functionName: 'getBlockNumber' | 'totalSupply' | 'totalAssets'};
    const contracts: Read[] = [
      {address: multicall3Address, abi: readsAbi, functionName: 'getBlockNumber'},
      {address: veyfiToken.address, abi: readsAbi, functionName: 'totalSupply'},
      ...veyfiGauges.map((g): Read => ({address: g.gauge.address, abi: readsAbi, functionName: 'totalAssets'})),
    ];
    const results = await multicall(client, {allowFailure: true, contracts});
    const reading = (index: number, decimals: number): Reading => {
      const result = results[index]!;
      if (result.status === 'success') return {ok: true, value: Number(formatUnits(result.result as bigint, decimals))};
      return {ok: false, message: describeError(result.error).message};
    };
    const block = results[0]!;
    const totalSupply = reading(1, 18);
    const gaugeTotals = Object.fromEntries(veyfiGauges.map((g, i) => [g.gauge.id, reading(i + 2, g.decimals)]));
    const allFailed = results.every((r) => r.status === 'failure');
    return {
      blockNumber: block.status === 'success' ? (block.result as bigint) : undefined,
      totalSupply,
      gaugeTotals,
      ...(allFailed ? {error: describeError(results[0]!.error)} : {}),
    };
  } catch (error) {
    const readable = describeError(error);
    return {
      error: readable,
      totalSupply: {ok: false, message: readable.message},
      gaugeTotals: Object.fromEntries(veyfiGauges.map((g) => [g.gauge.id, {ok: false, message: readable.message}])),
    };
  }
}

/** Entry point of the calculator's chain chunk. */
export function loadVeyfiTotals(settings: EthereumSettings): Promise<VeyfiTotals> {
  return readVeyfiTotals(getSharedPublicClient(settings));
}
