import type { ReleaseNeeds, ReleaseProvides } from './releases.ts';

// The releases contract's part a browser runs (issue 38, docs/decisions/0087): the apps, the fit
// check, the canary bucket and rule, their constants and words. Free of TypeBox, so the shell and
// the admin portal import it without the schema builder; releases.ts re-exports it.

export const RELEASE_APPS = ['shell', 'remote-public', 'remote-resources', 'remote-admin'] as const;
export type ReleaseApp = (typeof RELEASE_APPS)[number];

/**
 * A canary is rolled back automatically when, within the window, it has at least `minFailures`
 * reported failures and a failure rate (failures / loads) at least `rateFactor` times the active
 * version's (decision 0087).
 */
export const CANARY_ROLLBACK_RULE = { windowMs: 5 * 60_000, minFailures: 5, rateFactor: 2 } as const;

/** The same words from the API, the commands and the Releases page. */
export const RELEASE_MESSAGES = {
  activated: (app: string, version: string) => `${app} ${version} is now active.`,
  rolledBack: (app: string, version: string) => `${app} rolled back to ${version}.`,
  canaryStarted: (app: string, version: string, percent: number) => `${app} ${version} is the canary for ${percent} % of visitors.`,
  canaryStopped: (app: string) => `${app}'s canary stopped; everyone gets the active version.`,
  promoted: (app: string, version: string) => `${app} ${version} promoted: it is now active for everyone.`,
  autoRolledBack: (app: string, version: string, reason: string) => `${app} canary ${version} rolled back automatically: ${reason}`,
  unknownVersion: (app: string, version: string) => `${app} has no kept release ${version}.`,
  alreadyActive: (app: string, version: string) => `${app} ${version} is already active.`,
  noPrevious: (app: string) => `${app} has no earlier version to roll back to.`,
  noCanary: (app: string) => `${app} has no canary.`,
  eachAppOnce: 'Name each app once, with the version to activate.',
  shellCanary: 'The shell has no canary: its page is chosen before any script can read the browser\'s bucket. Activate it, and roll back if needed.',
  unfit: (app: string, version: string, reasons: readonly string[]) => `${app} ${version} does not fit: ${reasons.join('; ')}.`,
  reported: 'Thanks.',
} as const;

/** A version is the first 12 hex digits of the SHA-256 over the build's files (names and bytes). */
export const RELEASE_VERSION_PATTERN = '^[0-9a-f]{12}$';

/** Where a kept version's files are served on its app's host: `/_v/<version>/<file>`. */
export const RELEASE_PATH_PREFIX = '/_v/';

/**
 * Bumped when the API contract or the store's shape changes so that a remote built before cannot run
 * in a shell built after (or the reverse). A release records the one it was built with.
 */
export const CONTRACT_VERSION = 1;

/** The browser's random id for canary buckets: localStorage, never a cookie. */
export const VISITOR_ID_STORAGE_KEY = 'studyhub-visitor';

type Satisfies = (version: string, range: string) => boolean;

/**
 * Why a remote built with `needs` cannot run in a shell that `provides` (empty: it fits). `satisfies`
 * is the federation runtime's own (`satisfy` from @module-federation/runtime-core), so the check
 * agrees with how shares are resolved in the browser.
 */
export function releaseUnfitReasons(needs: ReleaseNeeds, provides: ReleaseProvides, satisfies: Satisfies): string[] {
  const reasons: string[] = [];
  for (const [pkg, range] of Object.entries(needs.shares)) {
    const provided = provides.shares[pkg];
    if (provided === undefined) reasons.push(`it needs ${pkg} ${range}, which the shell does not share`);
    else if (!satisfies(provided, range)) reasons.push(`it needs ${pkg} ${range}, the shell has ${provided}`);
  }
  if (needs.contract !== provides.contract) reasons.push(`it was built for contract ${needs.contract}, the shell speaks ${provides.contract}`);
  const missing = needs.storeSlices.filter((slice) => !provides.storeSlices.includes(slice));
  if (missing.length > 0) reasons.push(`it reads store slices the shell lacks: ${missing.join(', ')}`);
  return reasons;
}

/** A stable bucket 0–99 for this browser and app (FNV-1a over `<visitor id>:<app>`): the canary serves buckets below its percent. */
export function canaryBucket(visitorId: string, app: ReleaseApp): number {
  let hash = 0x811c9dc5;
  for (const char of `${visitorId}:${app}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}
