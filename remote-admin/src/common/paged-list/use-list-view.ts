import { useSearchParams } from '@studyhub/shared-api';
import { useCallback, useMemo } from 'react';

/** How a list's view is read from the URL and written to it, defaults left out. */
export interface ViewCodec<View> {
  parse: (params: URLSearchParams) => View;
  toParams: (view: View) => URLSearchParams;
}

/**
 * The view of an admin list (search, filters, sort) read from and written to the URL, its one
 * source: a view can be bookmarked, and back and forward walk the views.
 */
export function useListView<View>({ parse, toParams }: ViewCodec<View>): [View, (change: Partial<View>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Keyed by the text: the router hands out a new params object on every render.
  const view = useMemo(() => parse(new URLSearchParams(key)), [key, parse]);
  const update = useCallback((change: Partial<View>) => setParams(toParams({ ...view, ...change }), { preventScrollReset: true }), [view, setParams, toParams]);
  return [view, update];
}

/** A value the URL names if it is one of `allowed` (case-insensitively), else the default. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  const wanted = (value ?? '').toLowerCase();
  return allowed.find((option) => option.toLowerCase() === wanted) ?? fallback;
}
