// The owner's release changes through the API (issue 38, docs/decisions/0087): register, activate,
// rollback twice (further back, never toggling), canary, promote, stop; each audited and answered
// with the app's new state.
import { type AdminReleasesResponse, API_PATHS, type AppReleaseStateResponse, type PublicReleasesResponse, RELEASE_MESSAGES } from '@studyhub/shared-api/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, releaseActivations } from '../../src/db/schema.ts';
import { manifest } from '../helpers/release-fixtures.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('release changes', () => {
  const ctx = useTestApp();
  const path = (template: string, app: string) => template.replace(':app', app);

  async function owner() {
    const session = await staffSession(ctx, 'owner');
    const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => ctx.app.inject({ method, url, headers: { authorization: session.token }, ...(payload && { payload }) });
    return { session, send };
  }
  const publicApps = async () => (await ctx.app.inject({ method: 'GET', url: API_PATHS.releases })).json<PublicReleasesResponse>().apps;

  it('activates, rolls back further each time, and keeps the history', async () => {
    const { session, send } = await owner();
    const [a, b, c] = ['a', 'b', 'c'].map((label) => manifest('remote-public', label));
    for (const release of [a!, b!, c!]) await ctx.app.releaseRegistry.register(release);
    expect(await publicApps()).toEqual({});

    for (const release of [a!, b!, c!]) {
      const response = await send('POST', path(API_PATHS.adminReleaseActivate, 'remote-public'), { version: release.version });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<AppReleaseStateResponse>().message).toBe(RELEASE_MESSAGES.activated('remote-public', release.version));
    }
    const again = await send('POST', path(API_PATHS.adminReleaseActivate, 'remote-public'), { version: c!.version });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: RELEASE_MESSAGES.alreadyActive('remote-public', c!.version) });
    expect((await publicApps())['remote-public']).toEqual({
      active: { version: c!.version, needs: c!.needs },
      canary: null,
      earlier: [{ version: b!.version, needs: b!.needs }, { version: a!.version, needs: a!.needs }],
    });

    const first = await send('POST', path(API_PATHS.adminReleaseRollback, 'remote-public'));
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json<AppReleaseStateResponse>();
    expect(afterFirst.message).toBe(RELEASE_MESSAGES.rolledBack('remote-public', b!.version));
    expect(afterFirst.release).toMatchObject({ app: 'remote-public', active: b!.version, previous: a!.version, canary: null });
    // Newest registered first, each fitting (no shell is active: nothing to check against).
    expect(afterFirst.release.releases.map((release) => [release.version, release.fits])).toEqual(
      expect.arrayContaining([[a!.version, true], [b!.version, true], [c!.version, true]]),
    );

    const second = await send('POST', path(API_PATHS.adminReleaseRollback, 'remote-public'));
    expect(second.json<AppReleaseStateResponse>().release).toMatchObject({ active: a!.version, previous: null });
    const third = await send('POST', path(API_PATHS.adminReleaseRollback, 'remote-public'));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(RELEASE_MESSAGES.noPrevious('remote-public'));
    expect((await publicApps())['remote-public']).toMatchObject({ active: { version: a!.version }, earlier: [] });

    const history = await ctx.database.db.select().from(releaseActivations).orderBy(asc(releaseActivations.id));
    expect(history.map(({ version, kind, rolledBack, actorId }) => [version, kind, rolledBack, actorId])).toEqual([
      [a!.version, 'activate', false, session.id],
      [b!.version, 'activate', true, session.id],
      [c!.version, 'activate', true, session.id],
      [b!.version, 'rollback', false, session.id],
      [a!.version, 'rollback', false, session.id],
    ]);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'release')).orderBy(asc(auditLog.id));
    expect(audited.map((entry) => [entry.action, entry.actorId, entry.targetId])).toEqual([
      ['release.activated', session.id, 'remote-public'],
      ['release.activated', session.id, 'remote-public'],
      ['release.activated', session.id, 'remote-public'],
      ['release.rolled_back', session.id, 'remote-public'],
      ['release.rolled_back', session.id, 'remote-public'],
    ]);
  });

  it('runs a canary, promotes it, and stops another', async () => {
    const { send } = await owner();
    const [a, b, c] = ['a', 'b', 'c'].map((label) => manifest('remote-admin', label));
    for (const release of [a!, b!, c!]) await ctx.app.releaseRegistry.register(release);
    await ctx.app.releaseRegistry.activate('remote-admin', a!.version);

    const started = await send('POST', path(API_PATHS.adminReleaseCanary, 'remote-admin'), { version: b!.version, percent: 10 });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<AppReleaseStateResponse>()).toMatchObject({
      message: RELEASE_MESSAGES.canaryStarted('remote-admin', b!.version, 10),
      release: { active: a!.version, canary: { version: b!.version, percent: 10, health: { canary: { loads: 0, failures: 0 }, active: { loads: 0, failures: 0 } } } },
    });
    expect((await publicApps())['remote-admin']!.canary).toEqual({ version: b!.version, needs: b!.needs, percent: 10 });
    const changed = await send('POST', path(API_PATHS.adminReleaseCanary, 'remote-admin'), { version: b!.version, percent: 25 });
    expect(changed.json<AppReleaseStateResponse>().release.canary).toMatchObject({ version: b!.version, percent: 25 });

    const promoted = await send('POST', path(API_PATHS.adminReleasePromote, 'remote-admin'));
    expect(promoted.json<AppReleaseStateResponse>()).toMatchObject({ message: RELEASE_MESSAGES.promoted('remote-admin', b!.version), release: { active: b!.version, previous: a!.version, canary: null } });
    expect((await send('POST', path(API_PATHS.adminReleasePromote, 'remote-admin'))).json().message).toBe(RELEASE_MESSAGES.noCanary('remote-admin'));

    await send('POST', path(API_PATHS.adminReleaseCanary, 'remote-admin'), { version: c!.version, percent: 5 });
    const stopped = await send('DELETE', path(API_PATHS.adminReleaseCanary, 'remote-admin'));
    expect(stopped.json<AppReleaseStateResponse>()).toMatchObject({ message: RELEASE_MESSAGES.canaryStopped('remote-admin'), release: { active: b!.version, canary: null } });
    const again = await send('DELETE', path(API_PATHS.adminReleaseCanary, 'remote-admin'));
    expect([again.statusCode, again.json().message]).toEqual([409, RELEASE_MESSAGES.noCanary('remote-admin')]);

    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'release')).orderBy(asc(auditLog.id));
    expect(audited.map((entry) => entry.action)).toEqual([
      'release.activated',
      'release.canary_started',
      'release.canary_started',
      'release.promoted',
      'release.canary_started',
      'release.canary_stopped',
    ]);
    // The command's activation has no account; the owner's have theirs.
    expect(audited[0]).toMatchObject({ actorId: null, actorName: 'Release command' });
    const all = (await send('GET', API_PATHS.adminReleases)).json<AdminReleasesResponse>();
    expect(all.apps.map((app) => app.app)).toEqual(['shell', 'remote-public', 'remote-resources', 'remote-admin']);
  });

  it('refuses the shell a canary, and unknown versions', async () => {
    const { send } = await owner();
    const shell = manifest('shell', 'a');
    await ctx.app.releaseRegistry.register(shell);
    const canary = await send('POST', path(API_PATHS.adminReleaseCanary, 'shell'), { version: shell.version, percent: 10 });
    expect([canary.statusCode, canary.json().message]).toEqual([400, RELEASE_MESSAGES.shellCanary]);
    const unknown = await send('POST', path(API_PATHS.adminReleaseActivate, 'shell'), { version: 'abcdefabcdef' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, RELEASE_MESSAGES.unknownVersion('shell', 'abcdefabcdef')]);
    const none = await send('POST', path(API_PATHS.adminReleaseRollback, 'shell'));
    expect([none.statusCode, none.json().message]).toEqual([409, RELEASE_MESSAGES.noPrevious('shell')]);
  });

  it('lets no one but the owner see or change releases', async () => {
    const editor = await staffSession(ctx, 'editor');
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminReleases, headers: { authorization: editor.token } });
    expect(response.statusCode).toBe(403);
    const signedOut = await ctx.app.inject({ method: 'POST', url: path(API_PATHS.adminReleaseRollback, 'shell') });
    expect(signedOut.statusCode).toBe(401);
  });
});
