import type {Mode} from '@site/src/veyfi/calculatorState';
import clsx from 'clsx';
import type {KeyboardEvent, ReactNode} from 'react';
import styles from './styles.module.css';

const modes: readonly (readonly [Mode, string])[] = [
  ['veyfi', 'Calculate from veYFI'],
  ['deposit', 'Calculate from Gauge Deposit'],
];

/**
 * The calculator's two modes as a tab list with the keyboard model screen
 * readers announce for tabs: only the selected tab is in the Tab order, and
 * the arrow keys, Home and End move to and select another tab.
 */
export default function ModeTabs({mode, onChange}: {mode: Mode; onChange: (mode: Mode) => void}): ReactNode {
  const select = (next: Mode) => {
    onChange(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = modes.findIndex(([id]) => id === mode);
    const target = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: modes.length - 1}[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(modes[(target + modes.length) % modes.length]![0]);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label="Calculator mode">
      {modes.map(([id, label]) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`tab-${id}`}
          tabIndex={mode === id ? 0 : -1}
          aria-selected={mode === id}
          aria-controls={`panel-${id}`}
          className={clsx(styles.tab, mode === id && styles.tabActive)}
          onClick={() => onChange(id)}
          onKeyDown={onKeyDown}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
