import Type, { type Static, type TLiteral } from 'typebox';
import { Envelope } from './envelopes.ts';
import { RELEASE_APPS, RELEASE_VERSION_PATTERN, type ReleaseApp } from './release-rules.ts';

// The browser's part (the fit check, the canary bucket and their constants) is in release-rules.ts, free of TypeBox.
export * from './release-rules.ts';

// Releases (issue 38, docs/decisions/0087): each app is built into an immutable, content-addressed
// version kept in a release store and served under `/_v/<version>/` by its host; a registry in the
// database says, per app, which version is active, which ran before, and which is a canary.

/** Versions kept per app in the store and the registry; older ones are pruned unless the registry points at them. */
export const RELEASES_KEPT = 10;

/** A registry change is served by every API instance and every app host within this. */
export const RELEASE_FRESHNESS_MS = 5000;

const Version = Type.String({ pattern: RELEASE_VERSION_PATTERN });
// The tuple cast keeps the union's members in its Static type (a plain array would make it `never`).
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

