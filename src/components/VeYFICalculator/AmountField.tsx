import {type ReactNode, useEffect, useId, useRef} from 'react';
import styles from './styles.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Inline problem with the value; shown only once the reader has typed something or pressed Calculate. */
  error?: string;
  showError: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  testId?: string;
}

/** A labelled amount input with its inline validation message. */
export default function AmountField({label, value, onChange, placeholder, error, showError, disabled, hint, testId}: Props): ReactNode {
  const id = useId();
  const visibleError = showError && error ? error : undefined;
  // The field is on screen before the app has hydrated it; text typed meanwhile is in the field
  // but not in state, and the next render would wipe it, so it is taken over once hydrated.
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount, against the value it mounted with
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        aria-invalid={Boolean(visibleError)}
        aria-describedby={`${id}-message`}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-message`} className={visibleError ? styles.fieldError : styles.fieldHint} role={visibleError ? 'alert' : undefined}>
        {visibleError ?? hint ?? ' '}
      </p>
    </div>
  );
}
