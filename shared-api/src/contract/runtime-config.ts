/**
 * Deploy-time configuration every app fetches from `runtime-config.json` next to its
 * index.html, so moving the API or a remote needs no rebuild.
 */
export const REMOTE_NAMES = ['remote_public', 'remote_resources', 'remote_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Remote entry URLs (`…/remoteEntry.js`); only the shell needs them. */
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * The composed site's address: a standalone remote links back to it, the shell's host writes
   * it into canonical links (docs/decisions/0038).
   */
  siteUrl?: string;
}

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('runtime config must be an object');
  const { apiBaseUrl, remotes = {}, siteUrl } = value as Record<string, unknown>;
  if (typeof apiBaseUrl !== 'string') throw new Error('runtime config needs apiBaseUrl');
  if (typeof remotes !== 'object' || remotes === null) throw new Error('runtime config remotes must be an object');
  const entries = Object.entries(remotes).filter(
    (entry): entry is [RemoteName, string] =>
      (REMOTE_NAMES as readonly string[]).includes(entry[0]) && typeof entry[1] === 'string',
  );
  if (siteUrl !== undefined && typeof siteUrl !== 'string') throw new Error('runtime config siteUrl must be a string');
  const config: RuntimeConfig = { apiBaseUrl: apiBaseUrl.replace(/\/$/, ''), remotes: Object.fromEntries(entries) };
  return siteUrl === undefined ? config : { ...config, siteUrl };
}
