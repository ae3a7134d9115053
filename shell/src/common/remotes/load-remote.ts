import type { RemoteName } from '@studyhub/shared-api';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importRemoteModule } from './remote-modules.ts';

/** The browser never times out an import(); a hung remote must become an error (docs/toolchain.md#the-browser-never-times-out-an-import). */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

export interface PageModule {
  default: ComponentType;
}

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

const failures = new Map<RemoteName, number>();
/** Errors of loading, as opposed to a page's render errors, which the same boundary catches. */
const loadFailures = new WeakSet<object>();

export const isLoadFailure = (error: unknown): boolean => typeof error === 'object' && error !== null && loadFailures.has(error);
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(`${what} did not load within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function loadPage(remote: RemoteName, module: string): Promise<PageModule> {
  const failureCount = failures.get(remote) ?? 0;
  try {
    const loaded = await withTimeout(importRemoteModule<PageModule>(remote, module, failureCount), REMOTE_LOAD_TIMEOUT_MS, `${remote}/${module}`);
    if (!loaded?.default) throw new RemoteLoadError(`${remote}/${module} has no page component`);
    failures.delete(remote);
    return loaded;
  } catch (error) {
    failures.set(remote, failureCount + 1);
    const failure = error instanceof Error ? error : new RemoteLoadError(String(error));
    loadFailures.add(failure);
    throw failure;
  }
}

/**
 * One lazy component per page and attempt, created outside render. React.lazy remembers a failed
 * import forever (docs/toolchain.md#a-lazy-component-caches-a-failed-import), so a failed one is evicted and the next visit or Retry
 * starts afresh.
 */
export function lazyPage(remote: RemoteName, module: string, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}#${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() =>
      loadPage(remote, module).catch((error: unknown) => {
        lazyPages.delete(key);
        throw error;
      }),
    );
    lazyPages.set(key, page);
  }
  return page;
}
