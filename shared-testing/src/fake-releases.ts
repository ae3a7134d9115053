import { API_PATHS, type AppReleaseState, type RegisteredRelease, type ReleaseApp } from '@studyhub/shared-api';
// Tests only: the contract's module carries the schemas, which no page bundle should.
import { RELEASE_APPS, RELEASE_MESSAGES, RELEASE_VERSION_PATTERN } from '@studyhub/shared-api/contract';
import { fail, ok, type FakeApi, type FakeReply, type RecordedRequest } from './fake-api.ts';

export type FakeRelease = AppReleaseState['releases'][number];

let next = 0;

/** A kept version that fits, built and registered a day ago; each call a new 12-hex-digit version. */
export function makeRelease(app: ReleaseApp, overrides: Partial<FakeRelease> = {}): FakeRelease {
  next += 1;
  const base: RegisteredRelease = {
    app,
    version: next.toString(16).padStart(12, '0'),
    builtAt: '2026-11-28T09:00:00.000Z',
    registeredAt: '2026-11-28T09:05:00.000Z',
    files: 42,
    bytes: 1_572_864,
  };
  return { ...base, fits: true, unfitReasons: [], ...overrides };
}

/** An app's registry state: nothing active, no canary, no releases, unless the test says so. */
export function makeAppReleases(app: ReleaseApp, overrides: Partial<AppReleaseState> = {}): AppReleaseState {
  return { app, active: null, previous: null, canary: null, releases: [], lastAutoRollback: null, ...overrides };
}

const pathOf = (path: string, app: ReleaseApp) => path.replace(':app', app);
const isVersion = (value: unknown): value is string => typeof value === 'string' && new RegExp(RELEASE_VERSION_PATTERN).test(value);

/**
 * Answers the owner's release routes (`/api/admin/releases/…`) over a registry held in memory, as
 * decision 0087 describes them: the list, activate, rollback (back through the activations),
 * canary start, change and stop, and promote, each refusing as the API does (400 a malformed body,
 * 404 an unknown version, 409 a change that cannot be made) with RELEASE_MESSAGES and nothing changed.
 * Apps not given are answered as never released. Returns the registry as it is now.
 */
export function fakeReleases(api: FakeApi, given: readonly AppReleaseState[]): () => AppReleaseState[] {
  const apps = new Map<ReleaseApp, AppReleaseState>(RELEASE_APPS.map((app) => [app, makeAppReleases(app)]));
  // The versions active before the current one, most recent first: `previous` is the head.
  const history = new Map<ReleaseApp, string[]>(RELEASE_APPS.map((app) => [app, []]));
  for (const state of given) {
    apps.set(state.app, structuredClone(state));
    history.set(state.app, state.previous ? [state.previous] : []);
  }
  const list = () => RELEASE_APPS.map((app) => apps.get(app)!);

  const answer = (app: ReleaseApp, message: string): FakeReply => ok({ message, release: apps.get(app) });
  const activate = (app: ReleaseApp, version: string) => {
    const state = apps.get(app)!;
    const earlier = history.get(app)!;
    if (state.active) earlier.unshift(state.active);
    state.active = version;
    state.previous = earlier[0] ?? null;
    if (state.canary?.version === version) state.canary = null;
  };
  /** The kept release a body names, or the refusal. */
  const kept = (app: ReleaseApp, body: unknown): FakeRelease | FakeReply => {
    const version = (body as { version?: unknown } | undefined)?.version;
    if (!isVersion(version)) return fail(400, 'body/version must match pattern "^[0-9a-f]{12}$"');
    return apps.get(app)!.releases.find((release) => release.version === version) ?? fail(404, RELEASE_MESSAGES.unknownVersion(app, version));
  };
  const isReply = (value: FakeRelease | FakeReply): value is FakeReply => 'body' in value;

  const routes: Record<string, (app: ReleaseApp, request: RecordedRequest) => FakeReply> = {
    [`POST ${API_PATHS.adminReleaseActivate}`]: (app, { body }) => {
      const release = kept(app, body);
      if (isReply(release)) return release;
      if (apps.get(app)!.active === release.version) return fail(409, RELEASE_MESSAGES.alreadyActive(app, release.version));
      if (!release.fits) return fail(409, RELEASE_MESSAGES.unfit(app, release.version, release.unfitReasons));
      activate(app, release.version);
      return answer(app, RELEASE_MESSAGES.activated(app, release.version));
    },
    [`POST ${API_PATHS.adminReleaseRollback}`]: (app) => {
      const state = apps.get(app)!;
      const earlier = history.get(app)!;
      const target = earlier.shift();
      if (!target) return fail(409, RELEASE_MESSAGES.noPrevious(app));
      state.active = target;
      state.previous = earlier[0] ?? null;
      return answer(app, RELEASE_MESSAGES.rolledBack(app, target));
    },
    [`POST ${API_PATHS.adminReleaseCanary}`]: (app, { body }) => {
      if (app === 'shell') return fail(409, RELEASE_MESSAGES.shellCanary);
      const percent = (body as { percent?: unknown } | undefined)?.percent;
      if (!Number.isInteger(percent) || (percent as number) < 1 || (percent as number) > 99) return fail(400, 'body/percent must be an integer from 1 to 99');
      const release = kept(app, body);
      if (isReply(release)) return release;
      const state = apps.get(app)!;
      if (state.active === release.version) return fail(409, RELEASE_MESSAGES.alreadyActive(app, release.version));
      if (!release.fits) return fail(409, RELEASE_MESSAGES.unfit(app, release.version, release.unfitReasons));
      // Changing the percent keeps the canary's start and its counts; another version starts afresh.
      const same = state.canary?.version === release.version ? state.canary : undefined;
      state.canary = {
        version: release.version,
        percent: percent as number,
        startedAt: same?.startedAt ?? new Date().toISOString(),
        health: same?.health ?? { canary: { loads: 0, failures: 0 }, active: { loads: 0, failures: 0 } },
      };
      return answer(app, RELEASE_MESSAGES.canaryStarted(app, release.version, percent as number));
    },
    [`DELETE ${API_PATHS.adminReleaseCanary}`]: (app) => {
      const state = apps.get(app)!;
      if (!state.canary) return fail(409, RELEASE_MESSAGES.noCanary(app));
      state.canary = null;
      return answer(app, RELEASE_MESSAGES.canaryStopped(app));
    },
    [`POST ${API_PATHS.adminReleasePromote}`]: (app) => {
      const canary = apps.get(app)!.canary;
      if (!canary) return fail(409, RELEASE_MESSAGES.noCanary(app));
      activate(app, canary.version);
      return answer(app, RELEASE_MESSAGES.promoted(app, canary.version));
    },
  };

  api.on(`GET ${API_PATHS.adminReleases}`, () => ok({ apps: list() }));
  for (const [route, handle] of Object.entries(routes)) {
    const [method, path] = route.split(' ') as [string, string];
    for (const app of RELEASE_APPS) api.on(`${method} ${pathOf(path, app)}`, (request) => handle(app, request));
  }
  return () => structuredClone(list());
}
