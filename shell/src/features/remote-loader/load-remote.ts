import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName, RuntimeConfig } from '@studyhub/shared-api';
import type { ComponentType } from 'react';

/** TOOLCHAIN 9: the browser never times out an import(); a hung remote must become an error. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

export interface PageModule {
  default: ComponentType;
}

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

let entries: RuntimeConfig['remotes'] = {};

export function registerRemotesFromConfig(config: RuntimeConfig): void {
  entries = config.remotes;
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name, entry, type: 'module' as const })),
  );
}

/**
 * After a failure the runtime and the browser may both remember the broken entry, so a retry
 * registers the remote again (`force` drops the runtime's cache) under a fresh URL.
 */
function reRegister(remote: RemoteName, attempt: number): void {
  const entry = entries[remote];
  if (!entry) return;
  const url = new URL(entry);
  url.searchParams.set('retry', String(attempt));
  registerRemotes([{ name: remote, entry: url.href, type: 'module' }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new RemoteLoadError(String(error)));
      },
    );
  });
}

export async function loadPage(remote: RemoteName, module: string, attempt: number): Promise<PageModule> {
  if (!entries[remote]) throw new RemoteLoadError(`${remote} is not configured in runtime-config.json`);
  if (attempt > 0) reRegister(remote, attempt);
  const loaded = await withTimeout(
    loadRemote<PageModule>(`${remote}/${module}`),
    REMOTE_LOAD_TIMEOUT_MS,
    `${remote}/${module}`,
  );
  if (!loaded?.default) throw new RemoteLoadError(`${remote}/${module} has no page component`);
  return loaded;
}
