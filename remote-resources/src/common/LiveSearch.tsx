import { useId } from 'react';
import styles from './resources.module.css';

interface Props {
  /** Visible label, e.g. "Search courses". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A search box that filters as the student types. (shared-ui's SearchField searches on submit,
 * which the home hero needs; these lists are small and filter instantly.)
 */
export function LiveSearch({ label, placeholder, value, onChange }: Props) {
  const id = useId();
  return (
    <label className={styles.searchLabel} htmlFor={id}>
      {label}
      <input
        id={id}
        className={styles.searchInput}
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
