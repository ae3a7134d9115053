import { API_PATHS, RELEASE_VERSION_PATTERN, type PublicAppReleases, type ReleaseNeeds, type ReleaseRef } from '@studyhub/shared-api';

/** The registry as the shell reads it: each released app's active version, canary and earlier ones. */
export type ReleaseApps = Record<string, PublicAppReleases>;

/** The element the shell's host writes the registry's `apps` into (decision 0087). */
export const RELEASES_ELEMENT_ID = 'studyhub-releases';

/** The API is asked only when the page carries no registry; a slow answer must not hold the page back long. */
export const RELEASES_TIMEOUT_MS = 1500;

const VERSION = new RegExp(RELEASE_VERSION_PATTERN);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function needsOf(value: Record<string, unknown>): ReleaseNeeds | undefined {
  const { shares, contract, storeSlices } = value;
  if (!isRecord(shares) || !isStrings(Object.values(shares)) || !Number.isInteger(contract) || !isStrings(storeSlices)) return undefined;
  return { shares: shares as Record<string, string>, contract: contract as number, storeSlices };
}

/** A version with what it needs; a malformed one is dropped, and one without `needs` is kept as unfit (pick-release.ts). */
function refOf(value: unknown): ReleaseRef | undefined {
  if (!isRecord(value) || typeof value.version !== 'string' || !VERSION.test(value.version)) return undefined;
  if (value.needs === undefined) return { version: value.version };
  const needs = isRecord(value.needs) ? needsOf(value.needs) : undefined;
  return needs && { version: value.version, needs };
}

/**
 * The registry's `apps`, checked by hand (the shell bundles no schema validator): whatever does not
 * have the contract's shape is left out, so a bad entry costs at most that app its versions.
 */
export function parseReleaseApps(value: unknown): ReleaseApps | undefined {
  if (!isRecord(value)) return undefined;
  const apps: ReleaseApps = {};
  for (const [app, releases] of Object.entries(value)) {
    if (!isRecord(releases)) continue;
    const canary = refOf(releases.canary);
    const percent = isRecord(releases.canary) ? releases.canary.percent : undefined;
    apps[app] = {
      active: refOf(releases.active) ?? null,
      canary: canary && typeof percent === 'number' && percent >= 1 && percent <= 99 ? { ...canary, percent } : null,
      earlier: Array.isArray(releases.earlier) ? releases.earlier.map(refOf).filter((ref) => ref !== undefined) : [],
    };
  }
  return apps;
}

/** The registry the shell's host wrote into the page, if any. */
export function embeddedReleaseApps(): ReleaseApps | undefined {
  const text = document.getElementById(RELEASES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseReleaseApps(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** `GET /api/releases`, or undefined when the API does not answer well in time (dev, a plain static host). */
export async function fetchReleaseApps(apiBaseUrl: string, fresh = false): Promise<ReleaseApps | undefined> {
  try {
    const response = await fetch(`${apiBaseUrl}${API_PATHS.releases}`, { signal: AbortSignal.timeout(RELEASES_TIMEOUT_MS), cache: fresh ? 'no-store' : 'default' });
    return response.ok ? parseReleaseApps(((await response.json()) as { apps?: unknown }).apps) : undefined;
  } catch {
    return undefined;
  }
}
