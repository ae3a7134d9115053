import { LIMITS } from '@studyhub/shared-api';

/** The site search page, owned by the shell (docs/decisions/0033); its query is the `q` parameter. */
export const SEARCH_PATH = '/search';
export const SEARCH_PARAM = 'q';

/**
 * What gets searched for typed text: trimmed, runs of spaces as one, no NUL (the API refuses
 * it) and no longer than the API accepts. Empty means "no search".
 */
export function searchTerms(text: string): string {
  return text.split('\u0000').join('').trim().replace(/\s+/gu, ' ').slice(0, LIMITS.searchQuery).trim();
}

/** The search page's address for typed text; the bare page when there is nothing to search. */
export function searchHref(text: string): string {
  const terms = searchTerms(text);
  return terms ? `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: terms })}` : SEARCH_PATH;
}
