/**
 * The veYFI calculator's state: what the reader typed and chose, and the
 * results on screen, changed only through `calculatorReducer`. Everything
 * shown is derived from it by `deriveCalculator`, together with the data the
 * calculator reads from the chain and the price services.
 */
import {formatDecimal} from '../format/numbers';
import {type AmountResult, parseAmountInput} from './amountInput';
import {fullWeightLockDays, veyfiFromLock} from './lock';

/** The two tabs: boost from a veYFI amount, boost from a deposit. */
export type Mode = 'veyfi' | 'deposit';
export type Unit = 'usd' | 'shares';
/** The fields the reader types into. */
export type TypedField = 'supply' | 'gaugeTotal' | 'price' | 'veyfi' | 'lockYfi' | 'deposit';

/** What a result was computed from: the tab's amount (veYFI or vault shares) and the data it is weighed against. */
export interface ResultInputs {
  amount: number;
  totalVeyfi: number;
  gaugeTotal: number;
  gaugeName: string;
}

/** A veYFI-tab result keeps the share price it was computed with, for the chart's USD axis. */
export interface VeyfiResult extends ResultInputs {
  sharePrice?: number;
}

export interface CalculatorState {
  tab: Mode;
  gaugeId: string;
  texts: Readonly<Record<TypedField, string>>;
  /** Fields the reader has typed into: their problems show at once. */
  touched: ReadonlySet<TypedField>;
  /** Tabs where Calculate was pressed: from then on every problem on the tab shows. */
  attempted: ReadonlySet<Mode>;
  useLock: boolean;
  lockDays: number;
  chartUnit: Unit;
  depositUnit: Unit;
  veyfiResult: VeyfiResult | null;
  depositResult: ResultInputs | null;
}

/** A value the calculator reads: still loading, read, or unavailable (the reader then types it). */
export type Reading = {status: 'loading'} | {status: 'read'; value: number} | {status: 'unavailable'};

/** What the calculator reads rather than the reader types. */
export interface CalculatorData {
  /** The selected gauge, undefined until one is chosen. */
  gauge: {name: string; decimals: number} | undefined;
  supply: Reading;
  gaugeTotal: Reading;
  sharePrice: Reading;
  /** The moment a planned lock would start (Unix seconds): the contract rounds its unlock time down to the week. */
  now: number;
}

export type CalculatorAction =
  | {type: 'tab'; tab: Mode}
  | {type: 'gauge'; gaugeId: string}
  | {type: 'type'; field: TypedField; text: string}
  | {type: 'useLock'; on: boolean}
  | {type: 'lockDays'; days: number}
  | {type: 'chartUnit'; unit: Unit}
  | {type: 'depositUnit'; unit: Unit}
  /** Carries the data on screen when Calculate is pressed, so the result matches what the reader sees. */
  | {type: 'calculate'; data: CalculatorData};

export const initialCalculatorState: CalculatorState = {
  tab: 'veyfi',
  gaugeId: '',
  texts: {supply: '', gaugeTotal: '', price: '', veyfi: '', lockYfi: '', deposit: ''},
  touched: new Set(),
  attempted: new Set(),
  useLock: false,
  lockDays: fullWeightLockDays,
  chartUnit: 'shares',
  depositUnit: 'shares',
  veyfiResult: null,
  depositResult: null,
};

const missing = (message: string): AmountResult => ({ok: false, message});

export interface CalculatorInputs {
  supply: AmountResult;
  gaugeTotal: AmountResult;
  sharePrice: AmountResult;
  lockYfi: AmountResult;
  /** veYFI the lock gives, or undefined while the YFI to lock is invalid. */
  lockVeyfi: number | undefined;
  veyfi: AmountResult;
  depositShares: AmountResult;
  /** What Calculate would use on each tab; undefined while an input is missing or invalid. */
  veyfiInputs: ResultInputs | undefined;
  depositInputs: ResultInputs | undefined;
}

/** The current inputs, each validated, with the sentence to show when one is missing or invalid. */
export function calculatorInputs(state: CalculatorState, data: CalculatorData): CalculatorInputs {
  const {texts} = state;
  const {gauge} = data;
  const supply: AmountResult =
    data.supply.status === 'read'
      ? data.supply.value > 0
        ? {ok: true, value: data.supply.value}
        : missing('The chain reports no veYFI at all, so no boost can be computed.')
      : data.supply.status === 'loading'
        ? missing('Waiting for the veYFI total supply from Ethereum.')
        : parseAmountInput(texts.supply, {unit: 'veYFI', decimals: 18});
  const gaugeTotal: AmountResult = !gauge
    ? missing('Select a gauge first.')
    : data.gaugeTotal.status === 'read'
      ? {ok: true, value: data.gaugeTotal.value}
      : data.gaugeTotal.status === 'loading'
        ? missing('Waiting for the gauge total from Ethereum.')
        : parseAmountInput(texts.gaugeTotal, {unit: 'vault shares', decimals: gauge.decimals, allowZero: true});
  const sharePrice: AmountResult =
    data.sharePrice.status === 'read'
      ? {ok: true, value: data.sharePrice.value}
      : data.sharePrice.status === 'unavailable'
        ? parseAmountInput(texts.price, {unit: 'USD', decimals: 6})
        : missing('The share price has not loaded yet.');

  const supplyCap = supply.ok
    ? {
        value: supply.value,
        message: `That is more than all veYFI in existence (${formatDecimal(supply.value, 4)} veYFI).`,
      }
    : undefined;
  const lockYfi = parseAmountInput(texts.lockYfi, {unit: 'YFI', decimals: 18});
  const lockVeyfi = lockYfi.ok ? veyfiFromLock(lockYfi.value, state.lockDays, data.now) : undefined;
  const veyfi: AmountResult = state.useLock
    ? lockVeyfi === undefined
      ? missing('Fill in the lock calculator below: enter the YFI to lock.')
      : lockVeyfi === 0
        ? missing('A lock of 0 days gives no veYFI. Move the lock time slider.')
        : supplyCap && lockVeyfi > supplyCap.value
          ? missing(supplyCap.message)
          : {ok: true, value: lockVeyfi}
    : parseAmountInput(texts.veyfi, {unit: 'veYFI', decimals: 18, max: supplyCap});

  const depositRaw = parseAmountInput(
    texts.deposit,
    state.depositUnit === 'usd' ? {unit: 'USD', decimals: 2} : {unit: 'vault shares', decimals: gauge?.decimals ?? 18},
  );
  const depositShares: AmountResult = !depositRaw.ok
    ? depositRaw
    : state.depositUnit === 'shares'
      ? depositRaw
      : sharePrice.ok
        ? {ok: true, value: depositRaw.value / sharePrice.value}
        : missing(
            'A USD amount needs the vault share price, which is missing. Type the share price above or switch to vault shares.',
          );

  const inputsFor = (amount: AmountResult): ResultInputs | undefined =>
    gauge && amount.ok && supply.ok && gaugeTotal.ok
      ? {amount: amount.value, totalVeyfi: supply.value, gaugeTotal: gaugeTotal.value, gaugeName: gauge.name}
      : undefined;
  return {
    supply,
    gaugeTotal,
    sharePrice,
    lockYfi,
    lockVeyfi,
    veyfi,
    depositShares,
    veyfiInputs: inputsFor(veyfi),
    depositInputs: inputsFor(depositShares),
  };
}

/**
 * A result on screen is out of date when it no longer matches the current
 * inputs: one changed since Calculate was pressed, or one is now missing or
 * invalid (`current` undefined). Going back to the values it was computed
 * from makes it current again. No result, nothing out of date.
 */
export function isStale(shown: ResultInputs | null, current: ResultInputs | undefined): boolean {
  if (shown === null) return false;
  return (
    current === undefined ||
    current.amount !== shown.amount ||
    current.totalVeyfi !== shown.totalVeyfi ||
    current.gaugeTotal !== shown.gaugeTotal ||
    current.gaugeName !== shown.gaugeName
  );
}

export interface CalculatorView extends CalculatorInputs {
  veyfiStale: boolean;
  depositStale: boolean;
  /** Whether each field's problem is shown yet: not before the reader has typed into it or pressed Calculate. */
  showsError: Readonly<Record<TypedField | 'gauge', boolean>>;
}

/** Everything the calculator shows, from its state and the data it has read. */
export function deriveCalculator(state: CalculatorState, data: CalculatorData): CalculatorView {
  const inputs = calculatorInputs(state, data);
  const {touched, attempted} = state;
  // The data-panel fields and the gauge serve both tabs: Calculate on the tab on screen reveals their problems.
  const onThisTab = attempted.has(state.tab);
  const typedOr = (field: TypedField, calculated: boolean) => touched.has(field) || calculated;
  return {
    ...inputs,
    veyfiStale: isStale(state.veyfiResult, inputs.veyfiInputs),
    depositStale: isStale(state.depositResult, inputs.depositInputs),
    showsError: {
      supply: typedOr('supply', onThisTab),
      gaugeTotal: typedOr('gaugeTotal', onThisTab),
      // The price field sits in the data panel, apart from the tabs: only typing in it shows its problem.
      price: touched.has('price'),
      // With the lock calculator on, the veYFI field shows the lock's problem.
      veyfi: typedOr(state.useLock ? 'lockYfi' : 'veyfi', attempted.has('veyfi')),
      lockYfi: touched.has('lockYfi'),
      deposit: typedOr('deposit', attempted.has('deposit')),
      gauge: onThisTab && !data.gauge,
    },
  };
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'tab':
      return {...state, tab: action.tab};
    case 'gauge':
      return {...state, gaugeId: action.gaugeId};
    case 'type':
      return {
        ...state,
        texts: {...state.texts, [action.field]: action.text},
        touched: new Set(state.touched).add(action.field),
      };
    case 'useLock':
      return {...state, useLock: action.on};
    case 'lockDays':
      return {...state, lockDays: action.days};
    case 'chartUnit':
      return {...state, chartUnit: action.unit};
    case 'depositUnit':
      return {...state, depositUnit: action.unit};
    case 'calculate': {
      const pressed = {...state, attempted: new Set(state.attempted).add(state.tab)};
      const {veyfiInputs, depositInputs, sharePrice} = calculatorInputs(state, action.data);
      if (state.tab === 'veyfi' && veyfiInputs)
        return {...pressed, veyfiResult: {...veyfiInputs, sharePrice: sharePrice.ok ? sharePrice.value : undefined}};
      if (state.tab === 'deposit' && depositInputs) return {...pressed, depositResult: depositInputs};
      return pressed;
    }
  }
}
