import {formatDecimal, formatInteger} from '@site/src/format/numbers';
import type {AmountResult} from '@site/src/veyfi/amountInput';
import {formatLockDuration, fullWeightLockDays, maxLockDays} from '@site/src/veyfi/lock';
import {type ReactNode, useId} from 'react';
import AmountField from './AmountField';
import styles from './styles.module.css';

interface Props {
  yfiText: string;
  onYfiText: (value: string) => void;
  yfi: AmountResult;
  days: number;
  onDays: (days: number) => void;
  /** veYFI the lock gives, or undefined while the YFI amount is invalid. */
  veyfi: number | undefined;
  showErrors: boolean;
}

/** "Calculate veYFI from locking YFI": YFI and a lock length give an initial veYFI balance. */
export default function LockCard({yfiText, onYfiText, yfi, days, onDays, veyfi, showErrors}: Props): ReactNode {
  const sliderId = useId();
  return (
    <section className={styles.subCard} aria-label="Calculate veYFI from locking YFI">
      <h3 className={styles.cardTitle}>Calculate veYFI from locking YFI</h3>
      <AmountField
        label="YFI to Lock"
        value={yfiText}
        onChange={onYfiText}
        placeholder="Enter amount of YFI"
        error={yfi.ok ? undefined : yfi.message}
        showError={showErrors}
        testId="lock-yfi"
      />
      <div className={styles.field}>
        <label htmlFor={sliderId} className={styles.label}>
          Lock Time: {formatLockDuration(days)} ({formatInteger(days)} days)
        </label>
        <input
          id={sliderId}
          className={styles.slider}
          type="range"
          min={0}
          max={maxLockDays}
          step={1}
          value={days}
          onChange={(event) => onDays(Number(event.target.value))}
        />
      </div>
      <p className={styles.result} data-testid="lock-result">
        {veyfi === undefined
          ? 'Enter the YFI to lock to see the veYFI you would get.'
          : `You will get ${formatDecimal(veyfi, 4)} veYFI.`}
        {days > fullWeightLockDays &&
          ' Locking longer than 209 weeks adds no veYFI: the contract counts at most 208 weeks of lock time.'}
      </p>
    </section>
  );
}
