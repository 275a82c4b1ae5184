/**
 * On-chain inputs of the veYFI calculator: the veYFI total supply and each
 * gauge's total deposits, read together in one multicall.
 */
import {veyfiGauges, veyfiTokenAddress} from '@site/src/data/addresses/veyfiGauges';
import {formatUnits, type Hex} from 'viem';
import {decodeReturn, encodeCall} from './abiCall';
import {multicall3Abi, totalAssetsAbi, totalSupplyAbi} from './abis';
import {multicall3Address} from './chain';
import {getSharedPublicClient, type YearnPublicClient} from './client';
import type {EthereumSettings} from './config';
import {callRevertedError, describeError, type ReadableError} from './errors';
import {aggregate3} from './ethCall';

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

type Decode = (data: Hex) => bigint;

/** A read of one uint256: the three the calculator makes take no arguments. */
function planned(fn: (typeof multicall3Abi)[1] | (typeof totalSupplyAbi)[0] | (typeof totalAssetsAbi)[0]): {
  callData: Hex;
  decode: Decode;
} {
  return {callData: encodeCall(fn, []), decode: (data) => decodeReturn(fn, data)[0]};
}

const blockNumberRead = planned(multicall3Abi[1]);
const totalSupplyRead = planned(totalSupplyAbi[0]);
const totalAssetsRead = planned(totalAssetsAbi[0]);

/** A sub-call's value, or why there is none. */
function outcome(
  result: {success: boolean; returnData: Hex},
  decode: Decode,
): {ok: true; value: bigint} | {ok: false; error: ReadableError} {
  if (!result.success) return {ok: false, error: callRevertedError};
  try {
    return {ok: true, value: decode(result.returnData)};
  } catch (error) {
    return {ok: false, error: describeError(error)};
  }
}

export async function readVeyfiTotals(client: YearnPublicClient): Promise<VeyfiTotals> {
  try {
    const reads = [
      {target: multicall3Address, ...blockNumberRead},
      {target: veyfiTokenAddress, ...totalSupplyRead},
      ...veyfiGauges.map((g) => ({target: g.gauge.address, ...totalAssetsRead})),
    ];
    const results = await aggregate3(
      client,
      reads.map(({target, callData}) => ({target, callData, allowFailure: true})),
    );
    const outcomes = results.map((result, i) => outcome(result, reads[i]!.decode));
    const reading = (index: number, decimals: number): Reading => {
      const read = outcomes[index]!;
      return read.ok
        ? {ok: true, value: Number(formatUnits(read.value, decimals))}
        : {ok: false, message: read.error.message};
    };
    const block = outcomes[0]!;
    const firstFailure = outcomes.find((o) => !o.ok);
    return {
      blockNumber: block.ok ? block.value : undefined,
      totalSupply: reading(1, 18),
      gaugeTotals: Object.fromEntries(veyfiGauges.map((g, i) => [g.gauge.id, reading(i + 2, g.decimals)])),
      ...(firstFailure && outcomes.every((o) => !o.ok) ? {error: firstFailure.error} : {}),
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
