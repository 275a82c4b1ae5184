import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/config/customFields';
import {veyfiGauges} from '@site/src/data/addresses/veyfiGauges';
import type {AmountResult} from '@site/src/veyfi/amountInput';
import {computeBoost, maxDepositForFullBoost, veyfiForFullBoost} from '@site/src/veyfi/boost';
import {
  type CalculatorData,
  type CalculatorState,
  calculatorReducer,
  deriveCalculator,
  initialCalculatorState,
  type Reading,
  type TypedField,
} from '@site/src/veyfi/calculatorState';
import {boostByDeposit, boostByVeyfi} from '@site/src/veyfi/chartSeries';
import {useMemo, useReducer, useState} from 'react';
import {useEthereumSettings} from '../EthereumSettings/useEthereumSettings';
import {type PriceState, type TotalsState, useSharePrice, useVeyfiTotals} from './useCalculatorData';

function priceReading(price: PriceState): Reading {
  if (price.status === 'ok') return {status: 'read', value: price.value};
  return price.status === 'failed' ? {status: 'unavailable'} : {status: 'loading'};
}

type Gauge = (typeof veyfiGauges)[number];
type Totals = Extract<TotalsState, {status: 'done'}>['totals'];

/** What the calculator reads, as its state module takes it: loading, read, or unavailable. */
function calculatorData(gauge: Gauge | undefined, totals: Totals | undefined, price: PriceState, lockStart: number) {
  const chainSupply = totals?.totalSupply.ok ? totals.totalSupply.value : undefined;
  const chainGaugeTotal = gauge && totals ? totals.gaugeTotals[gauge.gauge.id] : undefined;
  const data: CalculatorData = {
    gauge: gauge && {name: gauge.gauge.name, decimals: gauge.decimals},
    supply: !totals
      ? {status: 'loading'}
      : chainSupply !== undefined
        ? {status: 'read', value: chainSupply}
        : {status: 'unavailable'},
    gaugeTotal: !totals
      ? {status: 'loading'}
      : chainGaugeTotal?.ok
        ? {status: 'read', value: chainGaugeTotal.value}
        : {status: 'unavailable'},
    sharePrice: priceReading(price),
    now: lockStart,
  };
  return {data, chainSupply, chainGaugeTotal};
}

/** The charts of the results on screen: boost by deposit for a veYFI result, boost by veYFI for a deposit result. */
function useBoostCharts({veyfiResult, depositResult, chartUnit}: CalculatorState) {
  const veyfiChart = useMemo(() => {
    if (!veyfiResult) return undefined;
    const boostInputs = {
      veyfi: veyfiResult.amount,
      totalVeyfi: veyfiResult.totalVeyfi,
      gaugeTotal: veyfiResult.gaugeTotal,
    };
    const series = boostByDeposit(boostInputs);
    const sharePrice = chartUnit === 'usd' ? veyfiResult.sharePrice : undefined;
    return {
      series: sharePrice !== undefined ? {x: series.x.map((x) => x * sharePrice), y: series.y} : series,
      xLabel: sharePrice !== undefined ? 'Amount Deposited in Gauge (USD)' : 'Amount Deposited in Gauge (Shares)',
      fullBoostUpTo: maxDepositForFullBoost(boostInputs),
    };
  }, [veyfiResult, chartUnit]);

  const depositChart = useMemo(() => {
    if (!depositResult) return undefined;
    const boostInputs = {
      totalVeyfi: depositResult.totalVeyfi,
      deposit: depositResult.amount,
      gaugeTotal: depositResult.gaugeTotal,
    };
    return {
      series: boostByVeyfi(boostInputs),
      needed: veyfiForFullBoost(boostInputs),
      atAllVeyfi: computeBoost({...boostInputs, veyfi: depositResult.totalVeyfi}).boost,
    };
  }, [depositResult]);
  return {veyfiChart, depositChart};
}

/**
 * The calculator's state (src/veyfi/calculatorState.ts) joined with what it
 * reads from the chain and the price services, plus the charts of the results
 * on screen.
 */
export function useCalculator() {
  const settings = useEthereumSettings();
  const fields = useDocusaurusContext().siteConfig.customFields as Partial<SiteCustomFields> | undefined;
  const {state: totalsState, retry: retryTotals} = useVeyfiTotals(settings);
  const [state, dispatch] = useReducer(calculatorReducer, initialCalculatorState);
  // A planned lock starts when the page opened: one moment, so a result does not go out of date by itself.
  const [lockStart] = useState(() => Math.floor(Date.now() / 1000));
  const gauge = veyfiGauges.find((g) => g.gauge.id === state.gaugeId);
  const {state: price, retry: retryPrice} = useSharePrice(
    {ydaemonUrl: fields?.ydaemonUrl ?? '', priceServiceUrl: fields?.priceServiceUrl ?? ''},
    gauge?.vault.address,
  );

  const totals = totalsState.status === 'done' ? totalsState.totals : undefined;
  const {data, chainSupply, chainGaugeTotal} = calculatorData(gauge, totals, price, lockStart);
  const view = deriveCalculator(state, data);

  const {veyfiChart, depositChart} = useBoostCharts(state);

  const calculate = () => dispatch({type: 'calculate', data});
  const typeInto = (field: TypedField) => (text: string) => dispatch({type: 'type', field, text});
  /** The wiring every amount field shares: its text, its updates and its message. */
  const fieldProps = (field: TypedField, result: AmountResult) => ({
    value: state.texts[field],
    onChange: typeInto(field),
    error: result.ok ? undefined : result.message,
    showError: view.showsError[field],
  });
  return {
    state,
    dispatch,
    calculate,
    typeInto,
    fieldProps,
    view,
    reads: {gauge, totals, chainSupply, chainGaugeTotal, price},
    retryTotals,
    retryPrice,
    veyfiChart,
    depositChart,
  };
}
