// Two API instances on one PostgreSQL database, the NOTIFY of account changes disabled (a lost
// notification, every time): a rename through A must still reach B's cached bylines through the blog
// generation, as a blog write does (migration 0017, docs/decisions/0036 and 0083).
import { API_PATHS } from '@studyhub/shared-api/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FRESHNESS_WINDOW_MS } from '../../src/blogs/cache-freshness.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { msUntil, useInstancesWithoutNotify } from '../helpers/instances-without-notify.ts';
import { resetTables, TEST_DRIVER } from '../helpers/test-app.ts';

// The window's own bound is measured for blog writes by blog-freshness-instances.test.ts; this one
// shows the rename takes the same path, with room for a loaded machine. Without it B never sees it.
const BOUND_MS = FRESHNESS_WINDOW_MS + 250;

describe.skipIf(TEST_DRIVER === 'pglite')('a rename on one instance, the bylines on another, without NOTIFY', () => {
  const pair = useInstancesWithoutNotify('admins', 'admins_public_name_changed_notify');

  it("serves A's acknowledged rename in B's cached post within the freshness window", async () => {
    const { a, b, database, config } = pair;
    await resetTables(database.db);
    const testApp = { app: a, database, config };
    const author = await staffSession(testApp, 'author');
    const rename = (displayName: string) => a.inject({ method: 'PUT', url: API_PATHS.adminAccount, headers: { authorization: author.token }, payload: { displayName } });
    expect((await rename('Ada Lovelace')).statusCode).toBe(200);
    const id = await insertBlog(database.db, { title: 'Graphs by hand', authorId: author.id });
    const post = API_PATHS.blogById.replace(':id', id);
    const nameOnB = async () => (await b.inject({ method: 'GET', url: post })).json<{ blog: { author?: { name: string } } }>().blog.author?.name;

    // Let the direct writes pass B's window, then fill B's cache and check it answers from it.
    await sleep(FRESHNESS_WINDOW_MS + 20);
    expect(await nameOnB()).toBe('Ada Lovelace');
    expect(await nameOnB()).toBe('Ada Lovelace');

    expect((await rename('Ada King')).statusCode).toBe(200);
    const shownAfterMs = await msUntil(async () => (await nameOnB()) === 'Ada King');
    console.log(`[byline freshness without NOTIFY] B shows A's rename after ${shownAfterMs.toFixed(1)} ms`);
    expect(shownAfterMs).toBeLessThanOrEqual(BOUND_MS);
  });
});
