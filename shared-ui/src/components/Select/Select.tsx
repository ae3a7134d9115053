import { useId, type SelectHTMLAttributes } from 'react';
import utilities from '../../styles/utilities.module.css';
import { ChevronDownIcon } from '../Icon/icons.tsx';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children'> {
  /** Always given: a visible label ("Sort by", "Filter by") unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** Label above the control rather than beside it (forms). */
  stacked?: boolean;
  options: readonly (SelectOption | string)[];
  value: string;
  onChange: (value: string) => void;
}

/** A native select (keyboard, screen-reader and mobile pickers for free) with a styled frame. */
export function Select({ label, hideLabel = false, stacked = false, options, value, onChange, id, className, ...rest }: SelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className={[styles.field, stacked && styles.stacked, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={hideLabel ? utilities.visuallyHidden : styles.label}>
        {label}
      </label>
      <span className={styles.control}>
        <select {...rest} id={selectId} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => {
            const { value: optionValue, label: optionLabel, disabled } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
            return (
              <option key={optionValue} value={optionValue} disabled={disabled}>
                {optionLabel}
              </option>
            );
          })}
        </select>
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </span>
    </div>
  );
}
