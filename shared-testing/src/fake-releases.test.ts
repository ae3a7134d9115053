import { API_PATHS } from '@studyhub/shared-api';
import { RELEASE_MESSAGES } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { setupFakeApi } from './fake-api.ts';
import { fakeReleases, makeAppReleases, makeRelease } from './fake-releases.ts';

const api = setupFakeApi();

async function send(method: string, path: string, app: string, body?: unknown) {
  const answer = await fetch(`${api.url}${path.replace(':app', app)}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { success: boolean; message?: string } };
}

const [V1, V2, V3] = ['a00000000001', 'a00000000002', 'a00000000003'].map((version) => makeRelease('remote-public', { version }));
const UNFIT = makeRelease('remote-public', { version: 'b00000000000', fits: false, unfitReasons: ['it needs react ^20.0.0, the shell has 19.3.1'] });

describe('fakeReleases', () => {
  it('lists every app, the ones never released empty', async () => {
    fakeReleases(api, [makeAppReleases('remote-public', { active: V1!.version, releases: [V1!] })]);
    const answer = (await (await fetch(`${api.url}${API_PATHS.adminReleases}`)).json()) as { apps: { app: string; active: string | null }[] };
    expect(answer.apps.map(({ app, active }) => [app, active])).toEqual([
      ['shell', null],
      ['remote-public', V1!.version],
      ['remote-resources', null],
      ['remote-admin', null],
    ]);
  });

  it('activates, and rolls back through the activations until there is none', async () => {
    const registry = fakeReleases(api, [makeAppReleases('remote-public', { active: V1!.version, releases: [V3!, V2!, V1!] })]);
    expect((await send('POST', API_PATHS.adminReleaseActivate, 'remote-public', { version: V2!.version })).body.message).toBe(RELEASE_MESSAGES.activated('remote-public', V2!.version));
    await send('POST', API_PATHS.adminReleaseActivate, 'remote-public', { version: V3!.version });
    expect(registry()[1]).toMatchObject({ active: V3!.version, previous: V2!.version });
    expect((await send('POST', API_PATHS.adminReleaseRollback, 'remote-public')).body.message).toBe(RELEASE_MESSAGES.rolledBack('remote-public', V2!.version));
    await send('POST', API_PATHS.adminReleaseRollback, 'remote-public');
    expect(registry()[1]).toMatchObject({ active: V1!.version, previous: null });
    expect(await send('POST', API_PATHS.adminReleaseRollback, 'remote-public')).toEqual({ status: 409, body: { success: false, message: RELEASE_MESSAGES.noPrevious('remote-public') } });
  });

  it('refuses as the API does, and changes nothing', async () => {
    const registry = fakeReleases(api, [makeAppReleases('remote-public', { active: V1!.version, releases: [UNFIT, V1!] })]);
    const before = registry();
    expect(await send('POST', API_PATHS.adminReleaseActivate, 'remote-public', { version: 'c00000000000' })).toMatchObject({ status: 404, body: { message: RELEASE_MESSAGES.unknownVersion('remote-public', 'c00000000000') } });
    expect(await send('POST', API_PATHS.adminReleaseActivate, 'remote-public', { version: V1!.version })).toMatchObject({ status: 409, body: { message: RELEASE_MESSAGES.alreadyActive('remote-public', V1!.version) } });
    expect(await send('POST', API_PATHS.adminReleaseActivate, 'remote-public', { version: UNFIT.version })).toMatchObject({ status: 409, body: { message: RELEASE_MESSAGES.unfit('remote-public', UNFIT.version, UNFIT.unfitReasons) } });
    expect((await send('POST', API_PATHS.adminReleaseActivate, 'remote-public', { version: 'nope' })).status).toBe(400);
    expect((await send('POST', API_PATHS.adminReleaseCanary, 'remote-public', { version: UNFIT.version, percent: 100 })).status).toBe(400);
    expect(await send('POST', API_PATHS.adminReleaseCanary, 'shell', { version: V1!.version, percent: 5 })).toMatchObject({ status: 409, body: { message: RELEASE_MESSAGES.shellCanary } });
    expect(await send('DELETE', API_PATHS.adminReleaseCanary, 'remote-public')).toMatchObject({ status: 409, body: { message: RELEASE_MESSAGES.noCanary('remote-public') } });
    expect(await send('POST', API_PATHS.adminReleasePromote, 'remote-public')).toMatchObject({ status: 409, body: { message: RELEASE_MESSAGES.noCanary('remote-public') } });
    expect(registry()).toEqual(before);
  });

  it('starts a canary, changes its percent keeping its start, stops it, and promotes one', async () => {
    const registry = fakeReleases(api, [makeAppReleases('remote-public', { active: V1!.version, releases: [V2!, V1!] })]);
    expect((await send('POST', API_PATHS.adminReleaseCanary, 'remote-public', { version: V2!.version, percent: 10 })).body.message).toBe(RELEASE_MESSAGES.canaryStarted('remote-public', V2!.version, 10));
    const started = registry()[1]!.canary!.startedAt;
    await send('POST', API_PATHS.adminReleaseCanary, 'remote-public', { version: V2!.version, percent: 40 });
    expect(registry()[1]!.canary).toMatchObject({ version: V2!.version, percent: 40, startedAt: started });
    expect((await send('DELETE', API_PATHS.adminReleaseCanary, 'remote-public')).body.message).toBe(RELEASE_MESSAGES.canaryStopped('remote-public'));
    expect(registry()[1]!.canary).toBeNull();
    await send('POST', API_PATHS.adminReleaseCanary, 'remote-public', { version: V2!.version, percent: 5 });
    expect((await send('POST', API_PATHS.adminReleasePromote, 'remote-public')).body.message).toBe(RELEASE_MESSAGES.promoted('remote-public', V2!.version));
    expect(registry()[1]).toMatchObject({ active: V2!.version, previous: V1!.version, canary: null });
  });
});
