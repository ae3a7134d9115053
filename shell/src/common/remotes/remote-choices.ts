import type { ReleaseProvides, RemoteName, RuntimeConfig } from '@studyhub/shared-api';
import { chooseRemote, type RemoteChoice } from './pick-release.ts';
import { fetchReleaseApps, type ReleaseApps } from './release-registry.ts';
import { visitorId } from './visitor-id.ts';

// Skew protection (decision 0087): each remote's version is chosen once per tab and kept, so a
// deploy or a rollback never changes what an open tab loads. Only a failed load replaces a choice.

const choices = new Map<RemoteName, RemoteChoice>();
let tab: { config: RuntimeConfig; provides: ReleaseProvides; versioned: boolean } | undefined;

/** Chooses every configured remote's entry from the registry (none: the runtime config's entries, as they are). */
export function chooseRemotes(config: RuntimeConfig, apps: ReleaseApps | undefined, provides: ReleaseProvides): ReadonlyMap<RemoteName, RemoteChoice> {
  tab = { config, provides, versioned: apps !== undefined };
  for (const [remote, entry] of Object.entries(config.remotes) as [RemoteName, string][]) {
    choices.set(remote, chooseRemote(remote, entry, apps, visitorId(), provides));
  }
  return choices;
}

export function choiceOf(remote: RemoteName): RemoteChoice | undefined {
  return choices.get(remote);
}

/**
 * After a failed load (the version's files may be gone): the registry read afresh and the remote
 * chosen again. Undefined when the tab started without a registry or the API does not answer.
 */
export async function chooseAgain(remote: RemoteName): Promise<RemoteChoice | undefined> {
  const entry = tab?.config.remotes[remote];
  if (!tab?.versioned || !entry) return undefined;
  const apps = await fetchReleaseApps(tab.config.apiBaseUrl, true);
  if (!apps) return undefined;
  const choice = chooseRemote(remote, entry, apps, visitorId(), tab.provides);
  choices.set(remote, choice);
  return choice;
}
