import { API_PATHS, type ReleaseReport, type RemoteName } from '@studyhub/shared-api';

// Reports feed the canary's automatic rollback (decision 0087). Outside remote-modules.ts, so the
// error boundary can report too; with no versions (the single-bundle build, no registry) it sends nothing.

let reportsUrl: string | undefined;
/** The version each remote's pages last loaded from in this tab: what a render error is held against. */
const loadedVersions = new Map<RemoteName, string>();
const sent = new Set<string>();

export function startReleaseReports(apiBaseUrl: string): void {
  reportsUrl = `${apiBaseUrl}${API_PATHS.releaseReports}`;
}

/** At most once per remote, version and outcome in a tab; fire and forget, never in a page's way. */
export function reportRelease(remote: RemoteName, version: string | undefined, outcome: ReleaseReport['outcome']): void {
  if (!version || !reportsUrl) return;
  if (outcome === 'loaded') loadedVersions.set(remote, version);
  const report: ReleaseReport = { app: remote.replace('_', '-') as ReleaseReport['app'], version, outcome };
  const key = JSON.stringify(report);
  if (sent.has(key)) return;
  sent.add(key);
  // keepalive: the report still goes when the visitor leaves the page at once.
  fetch(reportsUrl, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: key }).catch(() => undefined);
}

/** A remote's page threw while rendering: held against the version its remote loaded from. */
export function reportRenderFailure(remote: RemoteName): void {
  reportRelease(remote, loadedVersions.get(remote), 'render-failed');
}
