import { searchCleared, searchSubmitted, useAppDispatch, useSearchParams } from '@studyhub/shared-api';
import { useCallback, useEffect, useMemo } from 'react';
import { listingParams, parseListing, type ListingState } from './listing-state.ts';

/**
 * The listing's state, read from and written to the URL: its one source. Each change is a new
 * history entry, so back and forward walk the views.
 */
export function useListing(): [ListingState, (change: Partial<ListingState>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the text: the router hands out a new params object on every render.
  const listing = useMemo(() => parseListing(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (change: Partial<ListingState>) => setParams(listingParams({ ...listing, ...change }), { preventScrollReset: true }),
    [listing, setParams],
  );
  return [listing, update];
}

/**
 * Keeps the store's search text (decision 0003) equal to the URL's, in that one direction:
 * whatever changes the search changes the URL.
 */
export function useSearchTextFromUrl(): void {
  const [{ search }] = useListing();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(search ? searchSubmitted(search) : searchCleared());
  }, [dispatch, search]);
}
