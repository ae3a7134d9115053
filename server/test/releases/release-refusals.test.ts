// What the registry refuses (issue 38, docs/decisions/0087): a remote the active shell cannot host,
// a shell that cannot host the active remotes, and bad input; each a clear 4xx, nothing changed.
import { API_PATHS, RELEASE_MESSAGES } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { auditLog, releaseActivations, releaseCanaries, releases } from '../../src/db/schema.ts';
import { manifest } from '../helpers/release-fixtures.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('release refusals', () => {
  const ctx = useTestApp();
  const path = (template: string, app: string) => template.replace(':app', app);
  const rows = async () => ({
    releases: (await ctx.database.db.select().from(releases)).length,
    activations: (await ctx.database.db.select().from(releaseActivations)).length,
    canaries: (await ctx.database.db.select().from(releaseCanaries)).length,
    audit: (await ctx.database.db.select().from(auditLog)).length,
  });
  async function ownerSend() {
    const { token } = await staffSession(ctx, 'owner');
    return (method: 'POST' | 'DELETE', url: string, payload?: unknown) => ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload !== undefined && { payload: payload as object }) });
  }

  it('refuses a remote needing React 18 under a shell providing 19, to activate or to canary', async () => {
    const send = await ownerSend();
    const registry = ctx.app.releaseRegistry;
    const shell = manifest('shell', 'a');
    const fits = manifest('remote-public', 'a');
    const react18 = manifest('remote-public', 'react18', { shares: { react: '^18.3.1' } });
    for (const release of [shell, fits, react18]) await registry.register(release);
    // No shell active yet: nothing to check a remote against, so it may be activated.
    await registry.activate('remote-public', fits.version);
    await registry.activate('shell', shell.version);
    const before = await rows();

    const reasons = ['it needs react ^18.3.1, the shell has 19.3.1'];
    const activated = await send('POST', path(API_PATHS.adminReleaseActivate, 'remote-public'), { version: react18.version });
    expect([activated.statusCode, activated.json().message]).toEqual([409, RELEASE_MESSAGES.unfit('remote-public', react18.version, reasons)]);
    const canary = await send('POST', path(API_PATHS.adminReleaseCanary, 'remote-public'), { version: react18.version, percent: 10 });
    expect([canary.statusCode, canary.json().message]).toEqual([409, RELEASE_MESSAGES.unfit('remote-public', react18.version, reasons)]);
    expect(await rows()).toEqual(before);

    const state = await registry.appState('remote-public');
    expect(state.releases.find((release) => release.version === react18.version)).toMatchObject({ fits: false, unfitReasons: reasons });
    expect(state.releases.find((release) => release.version === fits.version)).toMatchObject({ fits: true, unfitReasons: [] });
  });

  it('refuses a shell that cannot host the active remotes', async () => {
    const send = await ownerSend();
    const registry = ctx.app.releaseRegistry;
    const shell = manifest('shell', 'a');
    const remote = manifest('remote-resources', 'a', { storeSlices: ['api', 'session', 'search'] });
    for (const release of [shell, remote]) await registry.register(release);
    await registry.activate('remote-resources', remote.version);
    const before = await rows();
    const response = await send('POST', path(API_PATHS.adminReleaseActivate, 'shell'), { version: shell.version });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      RELEASE_MESSAGES.unfit('shell', shell.version, [`remote-resources ${remote.version}: it reads store slices the shell lacks: search`]),
    );
    expect(await rows()).toEqual(before);
    expect((await registry.appState('shell')).releases[0]).toMatchObject({ version: shell.version, fits: false });
  });

  it('answers bad requests with a 400 and changes nothing', async () => {
    const send = await ownerSend();
    const release = manifest('remote-admin', 'a');
    await ctx.app.releaseRegistry.register(release);
    const before = await rows();
    const bad: [string, 'POST' | 'DELETE', string, unknown][] = [
      ['a bad version', 'POST', path(API_PATHS.adminReleaseActivate, 'remote-admin'), { version: 'ABCDEF123456' }],
      ['an unknown app', 'POST', path(API_PATHS.adminReleaseActivate, 'remote-nope'), { version: release.version }],
      ['an unknown app (canary)', 'DELETE', path(API_PATHS.adminReleaseCanary, 'nope'), undefined],
      ['percent 0', 'POST', path(API_PATHS.adminReleaseCanary, 'remote-admin'), { version: release.version, percent: 0 }],
      ['percent 100', 'POST', path(API_PATHS.adminReleaseCanary, 'remote-admin'), { version: release.version, percent: 100 }],
      ['an extra property', 'POST', path(API_PATHS.adminReleaseActivate, 'remote-admin'), { version: release.version, force: true }],
      ['an extra canary property', 'POST', path(API_PATHS.adminReleaseCanary, 'remote-admin'), { version: release.version, percent: 5, note: 'x' }],
    ];
    for (const [what, method, url, payload] of bad) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(response.json().message, what).toEqual(expect.any(String));
    }
    const reports: [string, unknown][] = [
      ['a bad version', { app: 'remote-admin', version: 'nothex', outcome: 'loaded' }],
      ['an unknown app', { app: 'remote-nope', version: release.version, outcome: 'loaded' }],
      ['an unknown outcome', { app: 'remote-admin', version: release.version, outcome: 'crashed' }],
      ['an extra property', { app: 'remote-admin', version: release.version, outcome: 'loaded', at: 1 }],
    ];
    for (const [what, payload] of reports) {
      const response = await ctx.app.inject({ method: 'POST', url: API_PATHS.releaseReports, payload: payload as object });
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses a bad release.json, and registers a good one once', async () => {
    const registry = ctx.app.releaseRegistry;
    const good = manifest('remote-public', 'a');
    const before = await rows();
    const bad: [string, unknown][] = [
      ['a bad version', { ...good, version: '1234' }],
      ['an unknown app', { ...good, app: 'remote-other' }],
      ['a remote that provides', { ...good, provides: good.needs }],
      ['a shell that needs', { ...manifest('shell', 'a'), needs: good.needs }],
      ['no files', { ...good, files: 0 }],
    ];
    for (const [what, value] of bad) await expect(registry.register(value), what).rejects.toMatchObject({ statusCode: 400 });
    expect(await rows()).toEqual(before);
    expect(await registry.register(good)).toMatchObject({ isNew: true, activated: false });
    expect(await registry.register(good, { activateIfNew: true })).toMatchObject({ isNew: false, activated: false });
    const other = manifest('remote-public', 'b');
    expect(await registry.register(other, { activateIfNew: true })).toMatchObject({ isNew: true, activated: true });
    expect((await registry.appState('remote-public')).active).toBe(other.version);
  });

  describe('a React major: the shell and its remotes built for it fit each other, not the old ones', () => {
    const REACT_20 = { react: '20.0.0', 'react-dom': '20.0.0' };
    const NEEDS_20 = { react: '^20.0.0', 'react-dom': '^20.0.0' };
    async function onReact19() {
      const registry = ctx.app.releaseRegistry;
      const old = [manifest('shell', '19'), manifest('remote-public', '19'), manifest('remote-admin', '19')];
      await registry.registerAll(old, { activateIfNew: true });
      return registry;
    }

    it('refuses each alone and activates them together; one unfit refuses them all', async () => {
      const registry = await onReact19();
      const shell = manifest('shell', '20', { shares: REACT_20 });
      const publicApp = manifest('remote-public', '20', { shares: NEEDS_20 });
      const admin = manifest('remote-admin', '20', { shares: NEEDS_20 });
      const stillOld = manifest('remote-admin', '19b');
      for (const release of [shell, publicApp, admin, stillOld]) await registry.register(release);
      const before = await rows();

      await expect(registry.activate('shell', shell.version)).rejects.toMatchObject({ statusCode: 409 });
      await expect(registry.activate('remote-public', publicApp.version)).rejects.toMatchObject({ statusCode: 409 });
      // remote-admin left on its React 19 build: the new shell cannot host it, so nothing changes.
      const partial = registry.activateTogether([{ app: 'shell', version: shell.version }, { app: 'remote-public', version: publicApp.version }]);
      await expect(partial).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining(`remote-admin ${manifest('remote-admin', '19').version}: it needs react ^19.3.1, the shell has 20.0.0`) });
      await expect(registry.activateTogether([{ app: 'shell', version: shell.version }, { app: 'shell', version: shell.version }])).rejects.toMatchObject({ statusCode: 400, message: RELEASE_MESSAGES.eachAppOnce });
      expect(await rows()).toEqual(before);

      const changes = await registry.activateTogether([
        { app: 'shell', version: shell.version },
        { app: 'remote-public', version: publicApp.version },
        { app: 'remote-admin', version: admin.version },
      ]);
      expect(changes.map(({ message }) => message)).toEqual([
        RELEASE_MESSAGES.activated('shell', shell.version),
        RELEASE_MESSAGES.activated('remote-public', publicApp.version),
        RELEASE_MESSAGES.activated('remote-admin', admin.version),
      ]);
      const apps = await registry.publicState();
      expect([apps.shell?.active?.version, apps['remote-public']?.active?.version, apps['remote-admin']?.active?.version]).toEqual([shell.version, publicApp.version, admin.version]);
      const audited = await ctx.database.db.select().from(auditLog);
      expect(audited.filter((row) => row.action === 'release.activated' && (JSON.parse(row.detail ?? '{}') as { together?: string }).together?.includes(shell.version))).toHaveLength(3);
    });

    it('registers and activates new builds together, as `npm start` after the upgrade does', async () => {
      const registry = await onReact19();
      const upgraded = [manifest('shell', '20', { shares: REACT_20 }), manifest('remote-public', '20', { shares: NEEDS_20 }), manifest('remote-admin', '20', { shares: NEEDS_20 })];
      const registered = await registry.registerAll(upgraded, { activateIfNew: true });
      expect(registered.map(({ isNew, activated }) => [isNew, activated])).toEqual([[true, true], [true, true], [true, true]]);

      // Without the admin portal's new build the set does not fit: nothing is registered.
      const before = await rows();
      const again = [manifest('shell', '20b', { shares: REACT_20 }), manifest('remote-public', '20b', { shares: { react: '^21.0.0' } })];
      await expect(registry.registerAll(again, { activateIfNew: true })).rejects.toMatchObject({ statusCode: 409 });
      expect(await rows()).toEqual(before);
    });
  });
});

