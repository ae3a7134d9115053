import Type, { type Static, type TLiteral } from 'typebox';
import { Envelope } from './envelopes.ts';

// Releases (issue 38, docs/decisions/0087): each app is built into an immutable, content-addressed
// version kept in a release store and served under `/_v/<version>/` by its host; a registry in the
// database says, per app, which version is active, which ran before, and which is a canary.

export const RELEASE_APPS = ['shell', 'remote-public', 'remote-resources', 'remote-admin'] as const;
export type ReleaseApp = (typeof RELEASE_APPS)[number];

/** A version is the first 12 hex digits of the SHA-256 over the build's files (names and bytes). */
export const RELEASE_VERSION_PATTERN = '^[0-9a-f]{12}$';

/** Versions kept per app in the store and the registry; older ones are pruned unless the registry points at them. */
export const RELEASES_KEPT = 10;

/** A registry change is served by every API instance and every app host within this. */
export const RELEASE_FRESHNESS_MS = 5000;

/** Where a kept version's files are served on its app's host: `/_v/<version>/<file>`. */
export const RELEASE_PATH_PREFIX = '/_v/';

/**
 * Bumped when the API contract or the store's shape changes so that a remote built before cannot run
 * in a shell built after (or the reverse). A release records the one it was built with.
 */
export const CONTRACT_VERSION = 1;

/**
 * A canary is rolled back automatically when, within the window, it has at least `minFailures`
 * reported failures and a failure rate (failures / loads) at least `rateFactor` times the active
 * version's (decision 0087).
 */
export const CANARY_ROLLBACK_RULE = { windowMs: 5 * 60_000, minFailures: 5, rateFactor: 2 } as const;

/** The browser's random id for canary buckets: localStorage, never a cookie. */
export const VISITOR_ID_STORAGE_KEY = 'studyhub-visitor';

const Version = Type.String({ pattern: RELEASE_VERSION_PATTERN });
// The cast keeps the literals' union in the static type (a mapped array alone makes it `never`).
const App = Type.Union(RELEASE_APPS.map((app) => Type.Literal(app)) as [TLiteral<ReleaseApp>, ...TLiteral<ReleaseApp>[]]);

/** What a remote needs from the shell hosting it: each shared singleton's range (from its mf-manifest.json), the contract and the store slices it reads. */
export const ReleaseNeeds = Type.Object({
  shares: Type.Record(Type.String(), Type.String({ description: 'semver range, e.g. ^19.3.1' })),
  contract: Type.Integer({ minimum: 1 }),
  storeSlices: Type.Array(Type.String()),
});
export type ReleaseNeeds = Static<typeof ReleaseNeeds>;

/** What a shell provides: each shared singleton's exact version, its contract and its store slices. */
export const ReleaseProvides = Type.Object({
  shares: Type.Record(Type.String(), Type.String({ description: 'exact version, e.g. 19.3.1' })),
  contract: Type.Integer({ minimum: 1 }),
  storeSlices: Type.Array(Type.String()),
});
export type ReleaseProvides = Static<typeof ReleaseProvides>;

/** `release.json` in a version's folder, as `npm run release` writes it and the registry stores it. */
export const ReleaseManifest = Type.Object({
  app: App,
  version: Version,
  builtAt: Type.String({ format: 'date-time' }),
  files: Type.Integer({ minimum: 1 }),
  bytes: Type.Integer({ minimum: 0 }),
  /** Remotes only. */
  needs: Type.Optional(ReleaseNeeds),
  /** The shell only. */
  provides: Type.Optional(ReleaseProvides),
});
export type ReleaseManifest = Static<typeof ReleaseManifest>;

/** What a browser needs to pick a version: its name and what it needs or provides. */
export const ReleaseRef = Type.Object({
  version: Version,
  needs: Type.Optional(ReleaseNeeds),
  provides: Type.Optional(ReleaseProvides),
});
export type ReleaseRef = Static<typeof ReleaseRef>;

export const PublicAppReleases = Type.Object({
  active: Type.Union([ReleaseRef, Type.Null()]),
  canary: Type.Union([Type.Object({ ...ReleaseRef.properties, percent: Type.Integer({ minimum: 1, maximum: 99 }) }), Type.Null()]),
  /** Earlier active versions still kept, most recent first: the fallbacks when the active one does not fit. */
  earlier: Type.Array(ReleaseRef),
});
export type PublicAppReleases = Static<typeof PublicAppReleases>;

/** `GET /api/releases`: public, small, cached; the app hosts poll it and the shell's host embeds it in its pages. */
export const PublicReleasesResponse = Envelope({
  apps: Type.Record(Type.String(), PublicAppReleases, { description: 'Keyed by app (RELEASE_APPS); an app never released is absent' }),
});
export type PublicReleasesResponse = Static<typeof PublicReleasesResponse>;

/** `POST /api/releases/reports`: a remote version loaded, or failed to load or to render, in a browser. Rate-limited per address. */
export const ReleaseReport = Type.Object(
  {
    app: App,
    version: Version,
    outcome: Type.Union([Type.Literal('loaded'), Type.Literal('load-failed'), Type.Literal('render-failed')]),
  },
  { additionalProperties: false },
);
export type ReleaseReport = Static<typeof ReleaseReport>;

export const RegisteredRelease = Type.Object({ ...ReleaseManifest.properties, registeredAt: Type.String({ format: 'date-time' }) });
export type RegisteredRelease = Static<typeof RegisteredRelease>;

export const ReleaseCanary = Type.Object({
  version: Version,
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
  startedAt: Type.String({ format: 'date-time' }),
  /** Reported in the rule's window: loads and failures, for the canary and for the active version. */
  health: Type.Object({
    canary: Type.Object({ loads: Type.Integer({ minimum: 0 }), failures: Type.Integer({ minimum: 0 }) }),
    active: Type.Object({ loads: Type.Integer({ minimum: 0 }), failures: Type.Integer({ minimum: 0 }) }),
  }),
});
export type ReleaseCanary = Static<typeof ReleaseCanary>;

export const AutoRollback = Type.Object({
  version: Version,
  at: Type.String({ format: 'date-time' }),
  reason: Type.String(),
});
export type AutoRollback = Static<typeof AutoRollback>;

/** One app on the owner's Releases page. */
export const AppReleaseState = Type.Object({
  app: App,
  active: Type.Union([Version, Type.Null()]),
  /** The version `rollback` would activate; null when there is none. */
  previous: Type.Union([Version, Type.Null()]),
  canary: Type.Union([ReleaseCanary, Type.Null()]),
  /** Kept versions, newest registered first, each with whether the active shell can host it (remotes) or it can host the active remotes (shell). */
  releases: Type.Array(Type.Object({ ...RegisteredRelease.properties, fits: Type.Boolean(), unfitReasons: Type.Array(Type.String()) })),
  lastAutoRollback: Type.Union([AutoRollback, Type.Null()]),
});
export type AppReleaseState = Static<typeof AppReleaseState>;

/** `GET /api/admin/releases` (owner). */
export const AdminReleasesResponse = Envelope({ apps: Type.Array(AppReleaseState) });
export type AdminReleasesResponse = Static<typeof AdminReleasesResponse>;

/** `POST /api/admin/releases/:app/activate|rollback|canary|promote`, `DELETE /api/admin/releases/:app/canary` answer the app's new state. */
export const AppReleaseStateResponse = Envelope({ release: AppReleaseState });
export type AppReleaseStateResponse = Static<typeof AppReleaseStateResponse>;

export const ReleaseAppParams = Type.Object({ app: App }, { additionalProperties: false });
export type ReleaseAppParams = Static<typeof ReleaseAppParams>;

export const ActivateReleaseRequest = Type.Object({ version: Version }, { additionalProperties: false });
export type ActivateReleaseRequest = Static<typeof ActivateReleaseRequest>;

export const CanaryRequest = Type.Object({ version: Version, percent: Type.Integer({ minimum: 1, maximum: 99 }) }, { additionalProperties: false });
export type CanaryRequest = Static<typeof CanaryRequest>;

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
  shellCanary: 'The shell has no canary: its page is chosen before any script can read the browser\'s bucket. Activate it, and roll back if needed.',
  unfit: (app: string, version: string, reasons: readonly string[]) => `${app} ${version} does not fit: ${reasons.join('; ')}.`,
  reported: 'Thanks.',
} as const;

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
