import {veyfiGauges} from '@site/src/data/addresses/veyfiGauges';
import {formatDecimal, formatInteger, formatUsd} from '@site/src/format/numbers';
import {maxBoost} from '@site/src/veyfi/boost';
import type {Unit} from '@site/src/veyfi/calculatorState';
import clsx from 'clsx';
import {type ReactNode, useId} from 'react';
import AmountField from './AmountField';
import BoostChart from './BoostChart';
import LockCard from './LockCard';
import ModeTabs from './ModeTabs';
import styles from './styles.module.css';
import {useCalculator} from './useCalculator';

function fmt(value: number, digits = 4): string {
  return formatDecimal(value, digits);
}

function UnitToggle({unit, onChange, name}: {unit: Unit; onChange: (unit: Unit) => void; name: string}): ReactNode {
  const group = useId();
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.visuallyHidden}>{name}</legend>
      {(['usd', 'shares'] as const).map((value) => (
        <label key={value} className={clsx(styles.toggleButton, unit === value && styles.toggleActive)}>
          <input
            type="radio"
            name={group}
            className={styles.toggleInput}
            checked={unit === value}
            onChange={() => onChange(value)}
          />
          {value === 'usd' ? 'in USD' : 'in Vault Shares'}
        </label>
      ))}
    </fieldset>
  );
}

/** Says why a result on screen no longer matches the inputs; an empty live region otherwise. */
function StaleNote({stale, valid}: {stale: boolean; valid: boolean}): ReactNode {
  return (
    <p className={stale ? styles.staleNote : styles.visuallyHidden} role="status" data-testid="stale-note">
      {stale
        ? valid
          ? 'Out of date: the inputs changed since this result. Press Calculate to update it.'
          : 'Out of date: the inputs above are not valid. This result is for the previous values; fix the inputs and press Calculate.'
        : ''}
    </p>
  );
}

/** What the calculator's parts read and change (./useCalculator.ts). */
type Calculator = ReturnType<typeof useCalculator>;

function GaugeSelect({calculator: {state, dispatch, view}}: {calculator: Calculator}): ReactNode {
  const {tab} = state;
  const {showsError} = view;
  return (
    <div className={styles.field}>
      <label htmlFor={`gauge-${tab}`} className={styles.label}>
        Gauge
      </label>
      <select
        id={`gauge-${tab}`}
        className={styles.input}
        value={state.gaugeId}
        onChange={(event) => dispatch({type: 'gauge', gaugeId: event.target.value})}
        data-testid="gauge-select"
      >
        <option value="">Select Gauge</option>
        {veyfiGauges.map((g) => (
          <option key={g.gauge.id} value={g.gauge.id}>
            {g.gauge.name} ({g.symbol})
          </option>
        ))}
      </select>
      <p
        className={showsError.gauge ? styles.fieldError : styles.fieldHint}
        role={showsError.gauge ? 'alert' : undefined}
      >
        {showsError.gauge ? 'Select a gauge to calculate.' : ' '}
      </p>
    </div>
  );
}

/** The gauge's vault share price in USD: loading, read, or missing with a field to type it. */
function PriceReading({calculator: {fieldProps, view, reads, retryPrice}}: {calculator: Calculator}): ReactNode {
  const {gauge, price} = reads;
  if (!gauge) return <p>Select a gauge to load its deposits and its vault share price.</p>;
  return (
    <>
      {price.status === 'loading' && <p>Loading the USD price of one {gauge.vault.name} share…</p>}
      {price.status === 'ok' && (
        <p data-testid="price-status">
          One {gauge.vault.name} share is worth <strong>{formatUsd(price.value)}</strong> ({price.source}).
        </p>
      )}
      {price.status === 'failed' && (
        <div className={styles.missing} data-testid="price-missing">
          <p>
            <strong>Missing: the USD price of a {gauge.vault.name} share.</strong> {price.message} Amounts in vault
            shares still work; for USD, type the price or{' '}
            <button type="button" className={styles.linkButton} onClick={retryPrice}>
              retry
            </button>
            .
          </p>
          <AmountField
            label="USD per vault share"
            {...fieldProps('price', view.sharePrice)}
            placeholder="e.g. 1.05"
            testId="price-input"
          />
        </div>
      )}
    </>
  );
}

/** The chain and price readings the results use; a missing one becomes a field to type it. */
function DataPanel({calculator}: {calculator: Calculator}): ReactNode {
  const {fieldProps, view, reads, retryTotals} = calculator;
  const {gauge, totals, chainSupply, chainGaugeTotal} = reads;
  return (
    <section className={styles.dataPanel} aria-label="Data used by the calculator" aria-live="polite">
      <h3 className={styles.cardTitle}>Data used</h3>
      {!totals && <p>Reading the veYFI total supply and gauge totals from Ethereum…</p>}
      {totals && chainSupply !== undefined && (
        <p data-testid="supply-status">
          Total veYFI supply: <strong>{fmt(chainSupply)} veYFI</strong>
          {totals.blockNumber !== undefined ? `, read at block ${formatInteger(totals.blockNumber)}` : ''}.
        </p>
      )}
      {totals && chainSupply === undefined && (
        <div className={styles.missing} data-testid="supply-missing">
          <p>
            <strong>Missing: the veYFI total supply.</strong> {totals.totalSupply.ok ? '' : totals.totalSupply.message}{' '}
            Type it to keep calculating, or{' '}
            <button type="button" className={styles.linkButton} onClick={retryTotals}>
              retry
            </button>
            .
          </p>
          <AmountField
            label="Total veYFI supply"
            {...fieldProps('supply', view.supply)}
            placeholder="e.g. 20000"
            testId="supply-input"
          />
        </div>
      )}
      {gauge && totals && chainGaugeTotal?.ok && (
        <p>
          Total deposited in {gauge.gauge.name}: <strong>{fmt(chainGaugeTotal.value)} shares</strong>.
        </p>
      )}
      {gauge && totals && chainGaugeTotal && !chainGaugeTotal.ok && (
        <div className={styles.missing} data-testid="gauge-total-missing">
          <p>
            <strong>Missing: the total deposited in {gauge.gauge.name}.</strong> {chainGaugeTotal.message} Type it in
            vault shares to keep calculating.
          </p>
          <AmountField
            label="Gauge total deposits (vault shares)"
            {...fieldProps('gaugeTotal', view.gaugeTotal)}
            placeholder="e.g. 500000"
            testId="gauge-total-input"
          />
        </div>
      )}
      <PriceReading calculator={calculator} />
    </section>
  );
}

/** The result of the veYFI tab: the deposit that gets the full boost, and the boost by deposit chart. */
function VeyfiOutput({calculator: {state, dispatch, view, veyfiChart}}: {calculator: Calculator}): ReactNode {
  const {chartUnit, veyfiResult} = state;
  if (!veyfiChart || !veyfiResult) return null;
  return (
    <div
      className={clsx(styles.output, view.veyfiStale && styles.stale)}
      data-testid="veyfi-output"
      data-stale={view.veyfiStale || undefined}
    >
      <StaleNote stale={view.veyfiStale} valid={view.veyfiInputs !== undefined} />
      <p className={styles.resultText}>
        With <strong>{fmt(veyfiResult.amount)} veYFI</strong> in {veyfiResult.gaugeName}, deposits up to{' '}
        <strong>{fmt(veyfiChart.fullBoostUpTo)} shares</strong>
        {veyfiResult.sharePrice !== undefined
          ? ` (${formatUsd(veyfiChart.fullBoostUpTo * veyfiResult.sharePrice)})`
          : ''}{' '}
        get the full {maxBoost}x boost; larger deposits get less.
      </p>
      <UnitToggle
        unit={veyfiResult.sharePrice === undefined ? 'shares' : chartUnit}
        onChange={(unit) => dispatch({type: 'chartUnit', unit})}
        name="Chart x-axis unit"
      />
      {chartUnit === 'usd' && veyfiResult.sharePrice === undefined && (
        <p className={styles.fieldHint}>
          USD needs the vault share price, which is missing, so the chart stays in shares.
        </p>
      )}
      <BoostChart series={veyfiChart.series} xLabel={veyfiChart.xLabel} />
    </div>
  );
}

function VeyfiPanel({calculator}: {calculator: Calculator}): ReactNode {
  const {state, dispatch, calculate, typeInto, fieldProps, view} = calculator;
  const {texts, useLock} = state;
  const {lockYfi, lockVeyfi} = view;
  const canCalculateVeyfi = view.veyfiInputs !== undefined;
  return (
    <section id="panel-veyfi" role="tabpanel" aria-labelledby="tab-veyfi" className={styles.card}>
      <h3 className={styles.cardTitle}>Determine Boost From veYFI Amount</h3>
      <GaugeSelect calculator={calculator} />
      <AmountField
        label="veYFI amount"
        {...fieldProps('veyfi', view.veyfi)}
        value={useLock ? (lockVeyfi !== undefined ? String(Number(lockVeyfi.toFixed(6))) : '') : texts.veyfi}
        placeholder="Enter amount of veYFI"
        disabled={useLock}
        testId="veyfi-input"
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={useLock}
          onChange={(event) => dispatch({type: 'useLock', on: event.target.checked})}
        />{' '}
        use veYFI calculator
      </label>
      <LockCard
        yfiText={texts.lockYfi}
        onYfiText={typeInto('lockYfi')}
        yfi={lockYfi}
        days={state.lockDays}
        onDays={(days) => dispatch({type: 'lockDays', days})}
        veyfi={lockVeyfi}
        showErrors={view.showsError.lockYfi}
      />
      <button type="button" className="button button--primary" disabled={!canCalculateVeyfi} onClick={calculate}>
        Calculate
      </button>
      {!canCalculateVeyfi && (
        <p className={styles.fieldHint}>Choose a gauge and a veYFI amount above zero to calculate.</p>
      )}
      <VeyfiOutput calculator={calculator} />
    </section>
  );
}

/** The result of the deposit tab: the veYFI that gives the full boost, and the boost by veYFI chart. */
function DepositOutput({calculator: {state, view, depositChart}}: {calculator: Calculator}): ReactNode {
  const {depositResult} = state;
  if (!depositChart || !depositResult) return null;
  return (
    <div
      className={clsx(styles.output, view.depositStale && styles.stale)}
      data-testid="deposit-output"
      data-stale={view.depositStale || undefined}
    >
      <StaleNote stale={view.depositStale} valid={view.depositInputs !== undefined} />
      <p className={styles.resultText}>
        {Number.isFinite(depositChart.needed) && depositChart.needed <= depositResult.totalVeyfi ? (
          <>
            A deposit of <strong>{fmt(depositResult.amount)} shares</strong> in {depositResult.gaugeName} needs{' '}
            <strong>{fmt(depositChart.needed)} veYFI</strong> for the full {maxBoost}x boost (
            {fmt((depositChart.needed / depositResult.totalVeyfi) * 100, 2)}% of all veYFI).
          </>
        ) : (
          <>
            A deposit of <strong>{fmt(depositResult.amount)} shares</strong> cannot reach {maxBoost}x in{' '}
            {depositResult.gaugeName}: even all veYFI in existence would give {fmt(depositChart.atAllVeyfi, 2)}
            x.
          </>
        )}
      </p>
      <BoostChart series={depositChart.series} xLabel="veYFI Amount" />
    </div>
  );
}

function DepositPanel({calculator}: {calculator: Calculator}): ReactNode {
  const {state, dispatch, calculate, fieldProps, view} = calculator;
  const {depositUnit} = state;
  const canCalculateDeposit = view.depositInputs !== undefined;
  return (
    <section id="panel-deposit" role="tabpanel" aria-labelledby="tab-deposit" className={styles.card}>
      <h3 className={styles.cardTitle}>Determine Boost From Deposit Amount</h3>
      <GaugeSelect calculator={calculator} />
      <UnitToggle unit={depositUnit} onChange={(unit) => dispatch({type: 'depositUnit', unit})} name="Deposit unit" />
      <AmountField
        label={depositUnit === 'usd' ? 'Deposit (USD)' : 'Deposit (vault shares)'}
        {...fieldProps('deposit', view.depositShares)}
        placeholder={
          depositUnit === 'usd' ? 'Enter amount to deposit in USD' : 'Enter amount to deposit in vault shares'
        }
        testId="deposit-input"
      />
      <button type="button" className="button button--primary" disabled={!canCalculateDeposit} onClick={calculate}>
        Calculate
      </button>
      {!canCalculateDeposit && (
        <p className={styles.fieldHint}>Choose a gauge and a deposit above zero to calculate.</p>
      )}
      <DepositOutput calculator={calculator} />
    </section>
  );
}

/**
 * veYFI boost calculator: two tabs (boost from a veYFI amount, boost from a
 * deposit), a lock sub-calculator and charts. Works with typed values when the
 * chain or the price service cannot be reached.
 */
export default function VeYFICalculator(): ReactNode {
  const calculator = useCalculator();
  const {tab} = calculator.state;
  return (
    <div className={styles.calculator} data-testid="veyfi-calculator">
      <DataPanel calculator={calculator} />

      <ModeTabs mode={tab} onChange={(next) => calculator.dispatch({type: 'tab', tab: next})} />

      {tab === 'veyfi' && <VeyfiPanel calculator={calculator} />}

      {tab === 'deposit' && <DepositPanel calculator={calculator} />}
    </div>
  );
}
