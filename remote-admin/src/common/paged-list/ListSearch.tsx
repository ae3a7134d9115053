import { SearchField } from '@studyhub/shared-ui';
import { useState } from 'react';
import styles from './PagedList.module.css';

interface Props {
  label: string;
  placeholder: string;
  /** Names the search landmark: the page's list. */
  landmarkLabel: string;
  /** The search in force (from the URL). */
  activeTerm: string;
  onSearch: (term: string) => void;
}

/** An admin list's search box, with its visible label; submitted, not searched on each key. */
export function ListSearch({ label, placeholder, landmarkLabel, activeTerm, onSearch }: Props) {
  const [draft, setDraft] = useState(activeTerm);
  // The field shows the search in force; when the URL changes it (back, forward, a link), the field follows.
  const [shownTerm, setShownTerm] = useState(activeTerm);
  if (shownTerm !== activeTerm) {
    setShownTerm(activeTerm);
    setDraft(activeTerm);
  }
  return (
    <div className={styles.search}>
      <SearchField
        label={label}
        showLabel
        placeholder={placeholder}
        landmarkLabel={landmarkLabel}
        value={draft}
        onValueChange={setDraft}
        activeTerm={activeTerm}
        onSearch={(term) => {
          setDraft(term.trim());
          // Spaces alone are no search; the required input then blocks a resubmit.
          if (term.trim()) onSearch(term.trim());
        }}
        onClear={() => onSearch('')}
        clearLabel="Clear search"
      />
    </div>
  );
}
