import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@studyhub/shared-api';
import { SEARCH_PARAM } from './search-path.ts';

/** Typing pauses this long before the address (and so the search) follows. */
export const QUERY_DEBOUNCE_MS = 200;

export interface QueryParam {
  /** What the input shows: ahead of the address while the student types. */
  text: string;
  /** The query in the address, `q`: what the page searches for. */
  query: string;
  change: (text: string) => void;
  /** Enter: the address follows now, without waiting for the pause. */
  commit: () => void;
}

/**
 * The search page's query lives in the address, so a search can be linked, reloaded and shared.
 * Typing replaces the entry (debounced), so Back leaves the page instead of undoing keystrokes.
 */
export function useQueryParam(): QueryParam {
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const [text, setText] = useState(query);
  const [written, setWritten] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The address changed from elsewhere (the navigation search, Back): the input follows it.
  if (query !== written) {
    setWritten(query);
    setText(query);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = (next: string) => {
    clearTimeout(timer.current);
    setWritten(next);
    setParams(next ? { [SEARCH_PARAM]: next } : {}, { replace: true });
  };

  return {
    text,
    query,
    change: (next) => {
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => write(next), QUERY_DEBOUNCE_MS);
    },
    commit: () => write(text),
  };
}
