import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import {type ReactNode, useId, useMemo, useState} from 'react';
import type {SiteCustomFields} from '@site/config/customFields';
import {veyfiGauges} from '@site/src/data/addresses/veyfiGauges';
import {type AmountResult, parseAmountInput} from '@site/src/veyfi/amountInput';
import {maxBoost, maxDepositForFullBoost, veyfiForFullBoost, computeBoost} from '@site/src/veyfi/boost';
import {boostByDeposit, boostByVeyfi} from '@site/src/veyfi/chartSeries';
import {maxBoostingLockDays, veyfiFromLock} from '@site/src/veyfi/lock';
import {useEthereumSettings} from '../EthereumSettings/useEthereumSettings';
import AmountField from './AmountField';
import BoostChart from './BoostChart';
import LockCard from './LockCard';
import ModeTabs, {type Mode} from './ModeTabs';
import styles from './styles.module.css';
import {useSharePrice, useVeyfiTotals} from './useCalculatorData';
import {formatDecimal, formatInteger, formatUsd} from '@site/src/format/numbers';

type Unit = 'usd' | 'shares';

function fmt(value: number, digits = 4): string {
  return formatDecimal(value, digits);
}

const missing = (message: string): AmountResult => ({ok: false, message});

function UnitToggle({unit, onChange, name}: {unit: Unit; onChange: (unit: Unit) => void; name: string}): ReactNode {
  const group = useId();
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.visuallyHidden}>{name}</legend>
      {(['usd', 'shares'] as const).map((value) => (
        <label key={value} className={clsx(styles.toggleButton, unit === value && styles.toggleActive)}>
          <input type="radio" name={group} className={styles.toggleInput} checked={unit === value} onChange={() => onChange(value)} />
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

/**
 * veYFI boost calculator: two tabs (boost from a veYFI amount, boost from a
 * deposit), a lock sub-calculator and charts. Works with typed values when the
 * chain or the price service cannot be reached.
 */
export default function VeYFICalculator(): ReactNode {
  const settings = useEthereumSettings();
  const fields = useDocusaurusContext().siteConfig.customFields as Partial<SiteCustomFields> | undefined;
  const {state: totalsState, retry: retryTotals} = useVeyfiTotals(settings);

  const [tab, setTab] = useState<Mode>('veyfi');
  const [gaugeId, setGaugeId] = useState('');
  const gauge = veyfiGauges.find((g) => g.gauge.id === gaugeId);
  const {state: price, retry: retryPrice} = useSharePrice({ydaemonUrl: fields?.ydaemonUrl ?? '', priceServiceUrl: fields?.priceServiceUrl ?? ''}, gauge?.vault.address);

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (name: string) => setTouched((set) => new Set(set).add(name));
  const [attempted, setAttempted] = useState<ReadonlySet<Mode>>(new Set());
  const shows = (name: string) => touched.has(name) || attempted.has(tab);

  const [supplyText, setSupplyText] = useState('');
  const [gaugeTotalText, setGaugeTotalText] = useState('');
  const [priceText, setPriceText] = useState('');
  const [veyfiText, setVeyfiText] = useState('');
  const [useLock, setUseLock] = useState(false);
  const [lockYfiText, setLockYfiText] = useState('');
  const [lockDays, setLockDays] = useState(maxBoostingLockDays);
  const [xUnit, setXUnit] = useState<Unit>('shares');
  const [depositText, setDepositText] = useState('');
  const [depositUnit, setDepositUnit] = useState<Unit>('shares');
  const [veyfiCalc, setVeyfiCalc] = useState<{veyfi: number; totalVeyfi: number; gaugeTotal: number; sharePrice?: number; gaugeName: string} | null>(null);
  const [depositCalc, setDepositCalc] = useState<{shares: number; totalVeyfi: number; gaugeTotal: number; gaugeName: string} | null>(null);

  const totals = totalsState.status === 'done' ? totalsState.totals : undefined;
  const chainSupply = totals?.totalSupply.ok ? totals.totalSupply.value : undefined;
  const chainGaugeTotal = gauge && totals ? totals.gaugeTotals[gauge.gauge.id] : undefined;

  const supply: AmountResult =
    chainSupply !== undefined
      ? chainSupply > 0
        ? {ok: true, value: chainSupply}
        : missing('The chain reports no veYFI at all, so no boost can be computed.')
      : totalsState.status === 'loading'
        ? missing('Waiting for the veYFI total supply from Ethereum.')
        : parseAmountInput(supplyText, {unit: 'veYFI', decimals: 18});
  const gaugeTotal: AmountResult = !gauge
    ? missing('Select a gauge first.')
    : chainGaugeTotal?.ok
      ? {ok: true, value: chainGaugeTotal.value}
      : totalsState.status === 'loading'
        ? missing('Waiting for the gauge total from Ethereum.')
        : parseAmountInput(gaugeTotalText, {unit: 'vault shares', decimals: gauge.decimals, allowZero: true});
  const sharePrice: AmountResult =
    price.status === 'ok' ? {ok: true, value: price.value} : price.status === 'failed' ? parseAmountInput(priceText, {unit: 'USD', decimals: 6}) : missing('The share price has not loaded yet.');

  const supplyCap = supply.ok ? {value: supply.value, message: `That is more than all veYFI in existence (${fmt(supply.value)} veYFI).`} : undefined;
  const lockYfi = parseAmountInput(lockYfiText, {unit: 'YFI', decimals: 18});
  const lockVeyfi = lockYfi.ok ? veyfiFromLock(lockYfi.value, lockDays) : undefined;
  const veyfi: AmountResult = useLock
    ? !lockYfi.ok
      ? missing('Fill in the lock calculator below: enter the YFI to lock.')
      : lockVeyfi === 0
        ? missing('A lock of 0 days gives no veYFI. Move the lock time slider.')
        : supplyCap && lockVeyfi! > supplyCap.value
          ? missing(supplyCap.message)
          : {ok: true, value: lockVeyfi!}
    : parseAmountInput(veyfiText, {unit: 'veYFI', decimals: 18, max: supplyCap});

  const depositRaw = parseAmountInput(depositText, depositUnit === 'usd' ? {unit: 'USD', decimals: 2} : {unit: 'vault shares', decimals: gauge?.decimals ?? 18});
  const depositShares: AmountResult = !depositRaw.ok
    ? depositRaw
    : depositUnit === 'shares'
      ? depositRaw
      : sharePrice.ok
        ? {ok: true, value: depositRaw.value / sharePrice.value}
        : missing('A USD amount needs the vault share price, which is missing. Type the share price above or switch to vault shares.');

  const canCalculateVeyfi = Boolean(gauge) && veyfi.ok && supply.ok && gaugeTotal.ok;
  const canCalculateDeposit = Boolean(gauge) && depositShares.ok && supply.ok && gaugeTotal.ok;

  // A result stays on screen only as what it is: once the inputs change, or stop being valid, it is
  // marked out of date (dimmed, with a note) until Calculate is pressed again.
  const veyfiStale =
    veyfiCalc !== null &&
    (!canCalculateVeyfi ||
      !veyfi.ok ||
      !supply.ok ||
      !gaugeTotal.ok ||
      gauge?.gauge.name !== veyfiCalc.gaugeName ||
      veyfi.value !== veyfiCalc.veyfi ||
      supply.value !== veyfiCalc.totalVeyfi ||
      gaugeTotal.value !== veyfiCalc.gaugeTotal);
  const depositStale =
    depositCalc !== null &&
    (!canCalculateDeposit ||
      !depositShares.ok ||
      !supply.ok ||
      !gaugeTotal.ok ||
      gauge?.gauge.name !== depositCalc.gaugeName ||
      depositShares.value !== depositCalc.shares ||
      supply.value !== depositCalc.totalVeyfi ||
      gaugeTotal.value !== depositCalc.gaugeTotal);

  const calculate = () => {
    setAttempted((set) => new Set(set).add(tab));
    if (!gauge || !supply.ok || !gaugeTotal.ok) return;
    if (tab === 'veyfi' && veyfi.ok) {
      setVeyfiCalc({veyfi: veyfi.value, totalVeyfi: supply.value, gaugeTotal: gaugeTotal.value, sharePrice: sharePrice.ok ? sharePrice.value : undefined, gaugeName: gauge.gauge.name});
    }
    if (tab === 'deposit' && depositShares.ok) {
      setDepositCalc({shares: depositShares.value, totalVeyfi: supply.value, gaugeTotal: gaugeTotal.value, gaugeName: gauge.gauge.name});
    }
  };

  const veyfiChart = useMemo(() => {
    if (!veyfiCalc) return undefined;
    const series = boostByDeposit(veyfiCalc);
    const inUsd = xUnit === 'usd' && veyfiCalc.sharePrice !== undefined;
    return {
      series: inUsd ? {x: series.x.map((x) => x * veyfiCalc.sharePrice!), y: series.y} : series,
      xLabel: inUsd ? 'Amount Deposited in Gauge (USD)' : 'Amount Deposited in Gauge (Shares)',
      fullBoostUpTo: maxDepositForFullBoost(veyfiCalc),
    };
  }, [veyfiCalc, xUnit]);

  const depositChart = useMemo(() => {
    if (!depositCalc) return undefined;
    const needed = veyfiForFullBoost({totalVeyfi: depositCalc.totalVeyfi, deposit: depositCalc.shares, gaugeTotal: depositCalc.gaugeTotal});
    const atAllVeyfi = computeBoost({veyfi: depositCalc.totalVeyfi, totalVeyfi: depositCalc.totalVeyfi, deposit: depositCalc.shares, gaugeTotal: depositCalc.gaugeTotal}).boost;
    return {series: boostByVeyfi({totalVeyfi: depositCalc.totalVeyfi, deposit: depositCalc.shares, gaugeTotal: depositCalc.gaugeTotal}), needed, atAllVeyfi};
  }, [depositCalc]);

  const gaugeSelect = (
    <div className={styles.field}>
      <label htmlFor={`gauge-${tab}`} className={styles.label}>
        Gauge
      </label>
      <select id={`gauge-${tab}`} className={styles.input} value={gaugeId} onChange={(event) => setGaugeId(event.target.value)} data-testid="gauge-select">
        <option value="">Select Gauge</option>
        {veyfiGauges.map((g) => (
          <option key={g.gauge.id} value={g.gauge.id}>
            {g.gauge.name} ({g.symbol})
          </option>
        ))}
      </select>
      <p className={attempted.has(tab) && !gauge ? styles.fieldError : styles.fieldHint} role={attempted.has(tab) && !gauge ? 'alert' : undefined}>
        {attempted.has(tab) && !gauge ? 'Select a gauge to calculate.' : ' '}
      </p>
    </div>
  );

  return (
    <div className={styles.calculator} data-testid="veyfi-calculator">
      <section className={styles.dataPanel} aria-label="Data used by the calculator" aria-live="polite">
        <h3 className={styles.cardTitle}>Data used</h3>
        {totalsState.status === 'loading' && <p>Reading the veYFI total supply and gauge totals from Ethereum…</p>}
        {totals && chainSupply !== undefined && (
          <p data-testid="supply-status">
            Total veYFI supply: <strong>{fmt(chainSupply)} veYFI</strong>
            {totals.blockNumber !== undefined ? `, read at block ${formatInteger(totals.blockNumber)}` : ''}.
          </p>
        )}
        {totals && chainSupply === undefined && (
          <div className={styles.missing} data-testid="supply-missing">
            <p>
              <strong>Missing: the veYFI total supply.</strong> {totals.totalSupply.ok ? '' : totals.totalSupply.message} Type it to keep calculating, or{' '}
              <button type="button" className={styles.linkButton} onClick={retryTotals}>
                retry
              </button>
              .
            </p>
            <AmountField label="Total veYFI supply" value={supplyText} onChange={(v) => {
              setSupplyText(v);
              touch('supply');
            }} placeholder="e.g. 20000" error={supply.ok ? undefined : supply.message} showError={shows('supply')} testId="supply-input" />
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
              <strong>Missing: the total deposited in {gauge.gauge.name}.</strong> {chainGaugeTotal.message} Type it in vault shares to keep calculating.
            </p>
            <AmountField label="Gauge total deposits (vault shares)" value={gaugeTotalText} onChange={(v) => {
              setGaugeTotalText(v);
              touch('gaugeTotal');
            }} placeholder="e.g. 500000" error={gaugeTotal.ok ? undefined : gaugeTotal.message} showError={shows('gaugeTotal')} testId="gauge-total-input" />
          </div>
        )}
        {!gauge && <p>Select a gauge to load its deposits and its vault share price.</p>}
        {gauge && price.status === 'loading' && <p>Loading the USD price of one {gauge.vault.name} share…</p>}
        {gauge && price.status === 'ok' && (
          <p data-testid="price-status">
            One {gauge.vault.name} share is worth <strong>{formatUsd(price.value)}</strong> ({price.source}).
          </p>
        )}
        {gauge && price.status === 'failed' && (
          <div className={styles.missing} data-testid="price-missing">
            <p>
              <strong>Missing: the USD price of a {gauge.vault.name} share.</strong> {price.message} Amounts in vault shares still work; for USD, type the price or{' '}
              <button type="button" className={styles.linkButton} onClick={retryPrice}>
                retry
              </button>
              .
            </p>
            <AmountField label="USD per vault share" value={priceText} onChange={(v) => {
              setPriceText(v);
              touch('price');
            }} placeholder="e.g. 1.05" error={sharePrice.ok ? undefined : sharePrice.message} showError={touched.has('price')} testId="price-input" />
          </div>
        )}
      </section>

      <ModeTabs mode={tab} onChange={setTab} />

      {tab === 'veyfi' && (
        <section id="panel-veyfi" role="tabpanel" aria-labelledby="tab-veyfi" className={styles.card}>
          <h3 className={styles.cardTitle}>Determine Boost From veYFI Amount</h3>
          {gaugeSelect}
          <AmountField
            label="veYFI amount"
            value={useLock ? (lockVeyfi !== undefined ? String(Number(lockVeyfi.toFixed(6))) : '') : veyfiText}
            onChange={(v) => {
              setVeyfiText(v);
              touch('veyfi');
            }}
            placeholder="Enter amount of veYFI"
            disabled={useLock}
            error={veyfi.ok ? undefined : veyfi.message}
            showError={useLock ? touched.has('lockYfi') || attempted.has('veyfi') : shows('veyfi')}
            testId="veyfi-input"
          />
          <label className={styles.checkbox}>
            <input type="checkbox" checked={useLock} onChange={(event) => setUseLock(event.target.checked)} /> use veYFI calculator
          </label>
          <LockCard yfiText={lockYfiText} onYfiText={(v) => {
              setLockYfiText(v);
              touch('lockYfi');
            }} yfi={lockYfi} days={lockDays} onDays={setLockDays} veyfi={lockVeyfi} showErrors={touched.has('lockYfi')} />
          <button type="button" className="button button--primary" disabled={!canCalculateVeyfi} onClick={calculate}>
            Calculate
          </button>
          {!canCalculateVeyfi && <p className={styles.fieldHint}>Choose a gauge and a veYFI amount above zero to calculate.</p>}
          {veyfiChart && veyfiCalc && (
            <div className={clsx(styles.output, veyfiStale && styles.stale)} data-testid="veyfi-output" data-stale={veyfiStale || undefined}>
              <StaleNote stale={veyfiStale} valid={canCalculateVeyfi} />
              <p className={styles.resultText}>
                With <strong>{fmt(veyfiCalc.veyfi)} veYFI</strong> in {veyfiCalc.gaugeName}, deposits up to <strong>{fmt(veyfiChart.fullBoostUpTo)} shares</strong>
                {veyfiCalc.sharePrice !== undefined ? ` (${formatUsd(veyfiChart.fullBoostUpTo * veyfiCalc.sharePrice)})` : ''} get the full {maxBoost}x boost; larger deposits get less.
              </p>
              <UnitToggle unit={veyfiCalc.sharePrice === undefined ? 'shares' : xUnit} onChange={setXUnit} name="Chart x-axis unit" />
              {xUnit === 'usd' && veyfiCalc.sharePrice === undefined && <p className={styles.fieldHint}>USD needs the vault share price, which is missing, so the chart stays in shares.</p>}
              <BoostChart series={veyfiChart.series} xLabel={veyfiChart.xLabel} />
            </div>
          )}
        </section>
      )}

      {tab === 'deposit' && (
        <section id="panel-deposit" role="tabpanel" aria-labelledby="tab-deposit" className={styles.card}>
          <h3 className={styles.cardTitle}>Determine Boost From Deposit Amount</h3>
          {gaugeSelect}
          <UnitToggle unit={depositUnit} onChange={setDepositUnit} name="Deposit unit" />
          <AmountField
            label={depositUnit === 'usd' ? 'Deposit (USD)' : 'Deposit (vault shares)'}
            value={depositText}
            onChange={(v) => {
              setDepositText(v);
              touch('deposit');
            }}
            placeholder={depositUnit === 'usd' ? 'Enter amount to deposit in USD' : 'Enter amount to deposit in vault shares'}
            error={depositShares.ok ? undefined : depositShares.message}
            showError={shows('deposit')}
            testId="deposit-input"
          />
          <button type="button" className="button button--primary" disabled={!canCalculateDeposit} onClick={calculate}>
            Calculate
          </button>
          {!canCalculateDeposit && <p className={styles.fieldHint}>Choose a gauge and a deposit above zero to calculate.</p>}
          {depositChart && depositCalc && (
            <div className={clsx(styles.output, depositStale && styles.stale)} data-testid="deposit-output" data-stale={depositStale || undefined}>
              <StaleNote stale={depositStale} valid={canCalculateDeposit} />
              <p className={styles.resultText}>
                {Number.isFinite(depositChart.needed) && depositChart.needed <= depositCalc.totalVeyfi ? (
                  <>
                    A deposit of <strong>{fmt(depositCalc.shares)} shares</strong> in {depositCalc.gaugeName} needs <strong>{fmt(depositChart.needed)} veYFI</strong> for the full {maxBoost}x boost (
                    {fmt((depositChart.needed / depositCalc.totalVeyfi) * 100, 2)}% of all veYFI).
                  </>
                ) : (
                  <>
                    A deposit of <strong>{fmt(depositCalc.shares)} shares</strong> cannot reach {maxBoost}x in {depositCalc.gaugeName}: even all veYFI in existence would give {fmt(depositChart.atAllVeyfi, 2)}x.
                  </>
                )}
              </p>
              <BoostChart series={depositChart.series} xLabel="veYFI Amount" />
            </div>
          )}
        </section>
      )}
    </div>
  );
}
