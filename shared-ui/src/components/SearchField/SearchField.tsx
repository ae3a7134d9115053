import { useId, useRef, useState, type FormEvent } from 'react';
import utilities from '../../styles/utilities.module.css';
import { Button } from '../Button/Button.tsx';
import { SearchIcon } from '../Icon/icons.tsx';
import styles from './SearchField.module.css';

export interface SearchFieldProps {
  /** Names the input (visually hidden unless `showLabel`). */
  label?: string;
  showLabel?: boolean;
  placeholder?: string;
  /** Called with the typed text when the form is submitted; the input is required, so never empty. */
  onSearch: (term: string) => void;
  /** The search in force. While it is non-empty a clear button is shown (docs/product.md#home-hero). */
  activeTerm?: string;
  /** Called by the clear button, after the input has been emptied. */
  onClear?: () => void;
  /** Controls the input text; leave unset to let the field keep it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (text: string) => void;
  submitLabel?: string;
  clearLabel?: string;
  /** Names the search landmark when a page has more than one. */
  landmarkLabel?: string;
}

/** docs/product.md#home-hero: a required search input with a Search button, and Clear Search while a search is active. */
export function SearchField({
  label = 'Search resources',
  showLabel = false,
  placeholder,
  onSearch,
  activeTerm = '',
  onClear,
  value,
  defaultValue = '',
  onValueChange,
  submitLabel = 'Search',
  clearLabel = 'Clear Search',
  landmarkLabel,
}: SearchFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownText, setOwnText] = useState(defaultValue);
  const text = value ?? ownText;

  const change = (next: string) => {
    if (value === undefined) setOwnText(next);
    onValueChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };

  const clear = () => {
    change('');
    onClear?.();
    // The clear button disappears with the search, so focus would fall to the page: keep it here.
    inputRef.current?.focus();
  };

  return (
    <form className={styles.form} role="search" aria-label={landmarkLabel} onSubmit={submit}>
      <label htmlFor={inputId} className={showLabel ? undefined : utilities.visuallyHidden}>
        {label}
      </label>
      <div className={styles.field}>
        <span className={styles.icon}>
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="search"
          required
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
      </div>
      <Button type="submit" icon={<SearchIcon />}>
        {submitLabel}
      </Button>
      {activeTerm !== '' && (
        <Button variant="secondary" onClick={clear}>
          {clearLabel}
        </Button>
      )}
    </form>
  );
}
