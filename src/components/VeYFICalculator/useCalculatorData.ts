import {veyfiGauges} from '@site/src/data/addresses/veyfiGauges';
import type {EthereumSettings} from '@site/src/ethereum/config';
import {yieldToMain} from '@site/src/ethereum/mapInSlices';
import type {VeyfiTotals} from '@site/src/ethereum/veyfiReads';
import {
  loadSharePrice,
  type SharePrice,
  type SharePriceServices,
  type SharePriceSource,
} from '@site/src/veyfi/sharePrice';
import {useCallback, useEffect, useState} from 'react';

export type TotalsState = {status: 'loading'} | {status: 'done'; totals: VeyfiTotals};

function unavailable(message: string): VeyfiTotals {
  return {
    error: {kind: 'unreachable', retryable: true, message},
    totalSupply: {ok: false, message},
    gaugeTotals: Object.fromEntries(veyfiGauges.map((g) => [g.gauge.id, {ok: false, message}])),
  };
}

/** Reads veYFI supply and gauge totals once per page view; the chain chunk loads on demand. */
export function useVeyfiTotals(settings: EthereumSettings): {state: TotalsState; retry: () => void} {
  const [state, setState] = useState<TotalsState>({status: 'loading'});
  const load = useCallback(async () => {
    // Unchanged on the first load, so the calculator does not render again right after hydration.
    setState((current) => (current.status === 'loading' ? current : {status: 'loading'}));
    try {
      // Called from an effect that runs right after hydration: the chunk loads in a task of its own.
      await yieldToMain();
      const {loadVeyfiTotals} = await import('@site/src/ethereum/veyfiReads');
      // The chunk has just been evaluated: encode the reads in a task of their own.
      await yieldToMain();
      setState({status: 'done', totals: await loadVeyfiTotals(settings)});
    } catch {
      setState({
        status: 'done',
        totals: unavailable('The on-chain reader could not be loaded. Check your connection and retry.'),
      });
    }
  }, [settings]);
  useEffect(() => {
    void load();
  }, [load]);
  return {state, retry: () => void load()};
}

export type PriceState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'ok'; value: number; source: SharePriceSource}
  | {status: 'failed'; message: string};

const priceCache = new Map<string, SharePrice>();

/**
 * USD per vault share for the selected gauge's vault, fetched when a gauge is
 * chosen: from the yield-data service, else the price service (src/veyfi/sharePrice.ts).
 */
export function useSharePrice(
  services: SharePriceServices,
  vault: string | undefined,
): {state: PriceState; retry: () => void} {
  const {ydaemonUrl, priceServiceUrl} = services;
  const [state, setState] = useState<PriceState>({status: 'idle'});
  const load = useCallback(async () => {
    // Unchanged while no gauge is chosen, so mounting the calculator does not render it twice.
    if (!vault) return setState((current) => (current.status === 'idle' ? current : {status: 'idle'}));
    const cached = priceCache.get(vault);
    if (cached !== undefined) return setState({status: 'ok', ...cached});
    setState({status: 'loading'});
    try {
      const price = await loadSharePrice({ydaemonUrl, priceServiceUrl}, vault);
      priceCache.set(vault, price);
      setState({status: 'ok', ...price});
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof Error ? error.message : 'The share price could not be loaded.',
      });
    }
  }, [ydaemonUrl, priceServiceUrl, vault]);
  useEffect(() => {
    void load();
  }, [load]);
  return {state, retry: () => void load()};
}
