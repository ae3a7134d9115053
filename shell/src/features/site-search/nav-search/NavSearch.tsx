import { LIMITS, useNavigate } from '@studyhub/shared-api';
import { Highlighted, SearchIcon } from '@studyhub/shared-ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchHref, searchTerms } from '../search-path.ts';
import { QUERY_DEBOUNCE_MS } from '../use-query-param.ts';
import { useSiteSearch } from '../use-site-search.ts';
import styles from './NavSearch.module.css';
import { SUGGESTIONS_PER_KIND, topSuggestions, type Suggestion } from './suggestions.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { SEARCH_SHORTCUTS, useSearchShortcut } from './use-search-shortcut.ts';

const SEE_ALL = 'see-all';

/**
 * The navigation bar's search: a WAI-ARIA combobox (list autocomplete, manual selection). Typing
 * suggests the top results across kinds; Up/Down move through them, Enter opens the active one
 * or, with none active, the search page; Escape closes the list, then clears the text.
 */
export function NavSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // Set on first focus: the resource index starts loading before the first key is typed.
  const [wanted, setWanted] = useState(false);
  useSearchShortcut(inputRef);

  const search = useSiteSearch(useDebouncedValue(text, QUERY_DEBOUNCE_MS), { blogLimit: SUGGESTIONS_PER_KIND, prefetch: wanted });
  const terms = searchTerms(text);
  const groups = topSuggestions(search);
  const seeAll: Suggestion = { key: SEE_ALL, title: [], href: searchHref(text) };
  const options = [...groups.flatMap((group) => group.suggestions), seeAll];
  const expanded = open && terms !== '';
  const activeIndex = expanded ? options.findIndex((option) => option.key === activeKey) : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };
  const go = (href: string) => {
    close();
    setText('');
    navigate(href);
  };
  const move = (step: 1 | -1) => {
    const first = step === 1 ? 0 : options.length - 1;
    const next = activeIndex === -1 ? first : (activeIndex + step + options.length) % options.length;
    setOpen(true);
    setActiveKey(options[next]!.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (terms === '') return;
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        event.preventDefault();
        go(options[activeIndex]?.href ?? searchHref(text));
        return;
      case 'Escape':
        if (!expanded && text === '') return; // nothing of ours to undo: let it close the menu
        event.preventDefault();
        event.stopPropagation();
        if (expanded) close();
        else setText('');
        return;
    }
  };

  // Each group's first option's position in the flat list that the arrow keys walk.
  const starts = groups.map((_, index) => groups.slice(0, index).reduce((count, group) => count + group.suggestions.length, 0));
  const renderOption = (option: Suggestion, index: number) => (
    <li
      key={option.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === activeIndex}
      className={styles.option}
      // Keep the focus in the input, so the list stays a popup of it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => go(option.href)}
    >
      {option.key === SEE_ALL ? `See all results for “${terms}”` : <Highlighted runs={option.title} />}
    </li>
  );

  return (
    <div className={styles.search} role="search" aria-label="Site">
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          Search
        </label>
        <SearchIcon className={styles.icon} />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          placeholder="Search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={LIMITS.searchQuery}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-keyshortcuts={SEARCH_SHORTCUTS}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onFocus={() => {
            setWanted(true);
            setOpen(true);
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {text === '' && (
          <kbd className={styles.hint} aria-hidden="true">
            /
          </kbd>
        )}
        <div className={styles.popup} hidden={!expanded}>
          <ul id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox}>
            {groups.map((group, groupIndex) => {
              const start = starts[groupIndex]!;
              const labelId = `${listboxId}-group-${start}`;
              return (
                <li key={group.label} role="presentation">
                  <ul role="group" aria-labelledby={labelId} className={styles.group}>
                    <li role="presentation" id={labelId} className={styles.groupLabel}>
                      {group.label}
                    </li>
                    {group.suggestions.map((option, index) => renderOption(option, start + index))}
                  </ul>
                </li>
              );
            })}
            {renderOption(seeAll, options.length - 1)}
          </ul>
          {!search.settled && <p className={styles.pending}>Searching…</p>}
        </div>
      </div>
      <p role="status" className={styles.visuallyHidden}>
        {expanded && search.settled ? suggestionCount(options.length - 1) : ''}
      </p>
    </div>
  );
}

function suggestionCount(count: number): string {
  if (count === 0) return 'No suggestions; press Enter to search the whole site';
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}; use Up and Down to choose`;
}
