import { satisfy } from '@module-federation/runtime-core';
import { type ReleaseManifest, releaseUnfitReasons } from '@studyhub/shared-api/contract';

// Fits-the-shell (docs/decisions/0087), with the federation runtime's own `satisfy`, so the
// registry refuses exactly what the browser's share resolution would refuse.

/** Why the remote release cannot run in the shell release (empty: it fits). */
export function remoteUnfitReasons(remote: ReleaseManifest, shell: ReleaseManifest): string[] {
  if (!remote.needs || !shell.provides) return [];
  return releaseUnfitReasons(remote.needs, shell.provides, satisfy);
}

/** Why the shell release cannot host the given remotes (each reason names its remote). */
export function shellUnfitReasons(shell: ReleaseManifest, remotes: readonly ReleaseManifest[]): string[] {
  return remotes.flatMap((remote) => remoteUnfitReasons(remote, shell).map((reason) => `${remote.app} ${remote.version}: ${reason}`));
}
