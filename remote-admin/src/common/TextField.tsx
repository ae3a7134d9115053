import { useId, type ComponentPropsWithRef } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and tied to it with aria-describedby / aria-invalid. */
  error?: string;
}

/** A labelled text input with its validation message. */
export function TextField({ label, value, onChange, error, id, ...rest }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's validation message; the element stays mounted so screen readers hear changes. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className={styles.error} hidden={!message}>
      {message}
    </p>
  );
}
