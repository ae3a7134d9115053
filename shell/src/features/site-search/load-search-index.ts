import type { ResourceSearchIndex } from '@studyhub/shared-api';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteLoadError } from '../../common/remotes/load-remote.ts';
import { importRemoteModule } from '../../common/remotes/remote-modules.ts';

// The built-in resources (courses, playlists…) belong to remote-resources, which exposes an index
// of them: the shell asks it through federation, like a page, and never imports that app.

let loaded: ResourceSearchIndex | undefined;
let loading: Promise<ResourceSearchIndex> | undefined;
let failures = 0;

/** The index if it has already loaded, so a page opened later can search at once. */
export function loadedSearchIndex(): ResourceSearchIndex | undefined {
  return loaded;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(`the resource search did not load within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`)), REMOTE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads `remote_resources/search-index` once; callers share the request. A failure is not
 * remembered: the next call (a Retry, the next search) tries afresh.
 */
export function loadSearchIndex(): Promise<ResourceSearchIndex> {
  loading ??= withTimeout(Promise.resolve().then(() => importRemoteModule<ResourceSearchIndex>('remote_resources', 'search-index', failures))).then(
    (module) => {
      if (typeof module?.searchResources !== 'function') throw new RemoteLoadError('remote_resources/search-index has no searchResources');
      loaded = module;
      failures = 0;
      return module;
    },
    (error: unknown) => {
      failures += 1;
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
