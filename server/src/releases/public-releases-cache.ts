import { createCacheFreshness } from '../blogs/cache-freshness.ts';
import { type CachedBody, cachedJson } from '../http/cached-body.ts';
import type { ReleaseRegistry } from './release-registry.ts';

/**
 * How old the newest generation check may be when `GET /api/releases` is answered from the cache:
 * a change whose NOTIFY was lost still reaches every instance well within RELEASE_FRESHNESS_MS (5 s), and
 * each instance asks the database at most once a second whatever the load (the app hosts poll every
 * second, each instance's own NOTIFY listener makes most changes show at once).
 */
export const RELEASE_GENERATION_CHECK_MS = 1000;

export type PublicReleasesCache = ReturnType<typeof createPublicReleasesCache>;

/**
 * The public answer, serialised once per registry change. The registry drops it after its own
 * changes, the NOTIFY listener after other processes'; with `readGeneration` (PostgreSQL, shared by
 * several processes) it is trusted only after a generation check at most a second old.
 */
export function createPublicReleasesCache(registry: Pick<ReleaseRegistry, 'publicState' | 'onChange'>, { readGeneration }: { readGeneration?: () => Promise<string> } = {}) {
  let cached: Promise<CachedBody> | undefined;
  const invalidate = (): void => {
    cached = undefined;
  };
  registry.onChange(invalidate);
  const freshness = readGeneration && createCacheFreshness({ readGeneration, invalidate, windowMs: RELEASE_GENERATION_CHECK_MS });

  return {
    async body(): Promise<CachedBody> {
      const checking = freshness?.ensureFresh();
      if (checking) await checking;
      if (cached) return cached;
      const loading = registry.publicState().then((apps) => cachedJson({ success: true, apps }));
      cached = loading;
      // A failed read is not kept: the next request reads again.
      loading.catch(() => {
        if (cached === loading) cached = undefined;
      });
      return loading;
    },
    invalidate,
  };
}
