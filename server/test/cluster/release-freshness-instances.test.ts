// Two API instances on one PostgreSQL database (docs/decisions/0087): a registry change made by
// another process is served by GET /api/releases within RELEASE_FRESHNESS_MS, even with the
// activations' NOTIFY disabled (a lost notification, every time), through the generation each
// instance checks at most once a second.
import { API_PATHS, type PublicReleasesResponse, RELEASE_FRESHNESS_MS } from '@studyhub/shared-api/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { RELEASE_GENERATION_CHECK_MS } from '../../src/releases/public-releases-cache.ts';
import { createReleaseRegistry } from '../../src/releases/release-registry.ts';
import { msUntil, useInstancesWithoutNotify } from '../helpers/instances-without-notify.ts';
import { manifest } from '../helpers/release-fixtures.ts';
import { resetTables, TEST_DRIVER } from '../helpers/test-app.ts';

describe.skipIf(TEST_DRIVER === 'pglite')('release changes across instances', () => {
  const pair = useInstancesWithoutNotify('release_activations', 'release_activations_changed_notify');
  // An activation also touches the canaries (and could the others): their NOTIFY is lost too.
  const others = ['releases', 'release_canaries', 'release_auto_rollbacks'];
  const alter = (action: 'ENABLE' | 'DISABLE') => Promise.all(others.map((table) => pair.database.db.execute(sql`ALTER TABLE ${sql.identifier(table)} ${sql.raw(action)} TRIGGER ${sql.identifier(`${table}_changed_notify`)}`)));
  beforeAll(() => alter('DISABLE'));
  afterAll(() => alter('ENABLE'));

  it("serves another process's changes within RELEASE_FRESHNESS_MS", async () => {
    const { a, b, database, config } = pair;
    await resetTables(database.db);
    const [first, second, third] = ['a', 'b', 'c'].map((label) => manifest('remote-public', label));
    for (const release of [first!, second!, third!]) await a.releaseRegistry.register(release);
    await a.releaseRegistry.activate('remote-public', first!.version);
    const onB = async () => (await b.inject({ method: 'GET', url: API_PATHS.releases })).json<PublicReleasesResponse>().apps['remote-public'];

    // B's cache filled, past the window of the writes above.
    await sleep(RELEASE_GENERATION_CHECK_MS + 50);
    expect((await onB())?.active?.version).toBe(first!.version);
    const etag = (await b.inject({ method: 'GET', url: API_PATHS.releases })).headers.etag;
    expect((await b.inject({ method: 'GET', url: API_PATHS.releases, headers: { 'if-none-match': String(etag) } })).statusCode).toBe(304);

    // An activation on A, its NOTIFY lost: only the generation brings B up to date.
    await a.releaseRegistry.activate('remote-public', second!.version);
    const activatedMs = await msUntil(async () => (await onB())?.active?.version === second!.version, undefined, RELEASE_FRESHNESS_MS + 1000);
    console.log(`[release freshness without NOTIFY] B serves A's activation after ${activatedMs.toFixed(0)} ms`);
    expect(activatedMs).toBeLessThanOrEqual(RELEASE_FRESHNESS_MS);
    // And not by reading the database on every request: within a second of its check, at most.
    expect(activatedMs).toBeLessThanOrEqual(RELEASE_GENERATION_CHECK_MS + 500);

    // A command's change (its own connection, as `release canary` on PostgreSQL), with its NOTIFY.
    await alter('ENABLE');
    const command = await openDatabase(config, undefined, 'studyhub-release');
    try {
      await createReleaseRegistry(command.db).startCanary('remote-public', third!.version, 15);
    } finally {
      await command.close();
    }
    const canaryMs = await msUntil(async () => (await onB())?.canary?.version === third!.version, undefined, RELEASE_FRESHNESS_MS + 1000);
    console.log(`[release freshness] B serves a command's canary after ${canaryMs.toFixed(0)} ms`);
    expect(canaryMs).toBeLessThanOrEqual(RELEASE_FRESHNESS_MS);
    const answer = await b.inject({ method: 'GET', url: API_PATHS.releases });
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).not.toBe(etag);
  });
});
