// Two API instances on one PostgreSQL database, the NOTIFY of account changes disabled (a lost
// notification, every time): a rename through A must still reach B's cached bylines through the blog
// generation, as a blog write does (migration 0017, docs/decisions/0036 and 0083).
import { API_PATHS } from '@studyhub/shared-api/contract';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { FRESHNESS_WINDOW_MS } from '../../src/blogs/cache-freshness.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { makeTempDir, removeDir, resetTables, TEST_DRIVER, testConfig } from '../helpers/test-app.ts';

// The window's own bound is measured for blog writes by blog-freshness-instances.test.ts; this one
// shows the rename takes the same path, with room for a loaded machine. Without it B never sees it.
const BOUND_MS = FRESHNESS_WINDOW_MS + 250;
const GIVE_UP_MS = 2000;

describe.skipIf(TEST_DRIVER === 'pglite')('a rename on one instance, the bylines on another, without NOTIFY', () => {
  let dir: string;
  let databases: Database[] = [];
  let a: App;
  let b: App;

  beforeAll(async () => {
    dir = await makeTempDir();
    const config = testConfig(dir);
    databases = [await openDatabase(config), await openDatabase(config)];
    [a, b] = [await buildApp({ config, database: databases[0]! }), await buildApp({ config, database: databases[1]! })];
    // This file's own database (test/setup/postgres-database.ts): no other file loses its NOTIFY.
    await databases[0]!.db.execute(sql`ALTER TABLE admins DISABLE TRIGGER admins_public_name_changed_notify`);
  });
  afterAll(async () => {
    await databases[0]?.db.execute(sql`ALTER TABLE admins ENABLE TRIGGER admins_public_name_changed_notify`);
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(databases.map((database) => database.close()));
    await removeDir(dir);
  });

  it("serves A's acknowledged rename in B's cached post within the freshness window", async () => {
    await resetTables(databases[0]!.db);
    const testApp = { app: a, database: databases[0]!, config: testConfig(dir) };
    const author = await staffSession(testApp, 'author');
    const rename = (displayName: string) => a.inject({ method: 'PUT', url: API_PATHS.adminAccount, headers: { authorization: author.token }, payload: { displayName } });
    expect((await rename('Ada Lovelace')).statusCode).toBe(200);
    const id = await insertBlog(databases[0]!.db, { title: 'Graphs by hand', authorId: author.id });
    const post = API_PATHS.blogById.replace(':id', id);
    const nameOnB = async () => (await b.inject({ method: 'GET', url: post })).json<{ blog: { author?: { name: string } } }>().blog.author?.name;

    // Let the direct writes pass B's window, then fill B's cache and check it answers from it.
    await sleep(FRESHNESS_WINDOW_MS + 20);
    expect(await nameOnB()).toBe('Ada Lovelace');
    expect(await nameOnB()).toBe('Ada Lovelace');

    expect((await rename('Ada King')).statusCode).toBe(200);
    const acked = performance.now();
    let shownAfterMs = Infinity;
    while (performance.now() - acked < GIVE_UP_MS) {
      if ((await nameOnB()) === 'Ada King') {
        shownAfterMs = performance.now() - acked;
        break;
      }
      await sleep(2);
    }
    console.log(`[byline freshness without NOTIFY] B shows A's rename after ${shownAfterMs.toFixed(1)} ms`);
    expect(shownAfterMs).toBeLessThanOrEqual(BOUND_MS);
  });
});
