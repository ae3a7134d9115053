import { Fragment, type HTMLAttributes } from 'react';
import styles from './Highlighted.module.css';

/** One run of a search result's text; the same shape as shared-api's `HighlightedText` entries. */
export interface HighlightRun {
  text: string;
  mark: boolean;
}

export interface HighlightedProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The text cut into runs; marked runs are the parts that matched the search. */
  runs: readonly HighlightRun[];
}

/**
 * Search-result text with its matches in `<mark>`. Every run is rendered as a React text node, so
 * whatever the text contains (`<script>`, `<b>`) stays text: results never carry markup.
 */
export function Highlighted({ runs, className, ...rest }: HighlightedProps) {
  return (
    <span {...rest} className={className}>
      {runs.map((run, index) =>
        run.mark ? (
          // Runs have no identity of their own and never reorder, so the index is the key.
          <mark key={index} className={styles.mark}>
            {run.text}
          </mark>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </span>
  );
}
