import type { ResourceSearchHit, ResourceSearchIndex } from '@studyhub/shared-api';
import { useEffect, useMemo, useState } from 'react';
import { loadedSearchIndex, loadSearchIndex } from './load-search-index.ts';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ResourceSearch {
  status: SearchStatus;
  hits: ResourceSearchHit[];
  retry: () => void;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The built-in resources matching `query`, from the federated index. `load` starts fetching the
 * index (also before there is a query, so the first search is instant); once it is here every
 * search runs in the page, synchronously.
 */
export function useResourceSearch(query: string, load: boolean): ResourceSearch {
  const [index, setIndex] = useState<ResourceSearchIndex | undefined>(loadedSearchIndex);
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load || index) return;
    let live = true;
    loadSearchIndex().then(
      (loaded) => live && setIndex(loaded),
      (error: unknown) => live && setFailure(asError(error)),
    );
    return () => {
      live = false;
    };
  }, [load, index, attempt]);

  // A throwing index is the remote's bug; it must cost only these results, not the page.
  const found = useMemo(() => {
    if (!index || !query) return { hits: [] };
    try {
      return { hits: index.searchResources(query) };
    } catch (error) {
      console.error('[shell] the resource search failed', error);
      return { hits: [], error: asError(error) };
    }
  }, [index, query]);

  const status: SearchStatus = found.error || (failure && !index) ? 'error' : index ? (query ? 'ready' : 'idle') : query ? 'loading' : 'idle';
  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };
  return { status, hits: found.hits, retry };
}
