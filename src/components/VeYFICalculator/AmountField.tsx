import {type ReactNode, useId, useRef} from 'react';
import {useTypedBeforeHydration} from '../TypedBeforeHydration/useTypedBeforeHydration';
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
export default function AmountField({
  label,
  value,
  onChange,
  placeholder,
  error,
  showError,
  disabled,
  hint,
  testId,
}: Props): ReactNode {
  const id = useId();
  const visibleError = showError && error ? error : undefined;
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onChange);
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
      <p
        id={`${id}-message`}
        className={visibleError ? styles.fieldError : styles.fieldHint}
        role={visibleError ? 'alert' : undefined}
      >
        {visibleError ?? hint ?? ' '}
      </p>
    </div>
  );
}
