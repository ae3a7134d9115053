// A real server on a real data directory (or PostgreSQL database), killed with SIGKILL at seeded
// random moments under concurrent writes — some while it is still starting — and checked straight
// in the store after each kill: every acknowledged write present and identical, nothing
// half-written, counts consistent, and a restart that needs no repair.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock.ts';
import { openDatabase } from '../../src/db/client.ts';
import { removeDir, TEST_DRIVER } from '../helpers/test-app.ts';
import { Ledger, type RoundCounts } from './crash-ledger.ts';
import { verifyStore, type Verified } from './crash-verify.ts';
import { addBlog, type Workload, writer } from './crash-workload.ts';
import { FULL, HARDENING, SEED } from './hardening-config.ts';
import { seededRandom } from './seeded-random.ts';
import { killAll, killHard, login, NO_RATE_LIMITS, spawnServer, storageForDriver } from './server-process.ts';

const ROUNDS = HARDENING.crashRounds;
const started = Date.now();
const log = (line: string) => console.log(`[crash ${TEST_DRIVER} +${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
const dirs: string[] = [];
afterAll(async () => {
  await killAll();
  await Promise.all(dirs.map(removeDir));
});

async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: token } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** After a restart the API tells the same story as the tables did, and serves the covers. */
async function checkApi(baseUrl: string, token: string, ledger: Ledger, stored: Verified): Promise<void> {
  const { data } = await getJson<{ data: { blogs: number; comments: number; drafts: number } }>(`${baseUrl}/api/admin/dashboard`, token);
  expect(data, 'dashboard counts after restart').toEqual({ ...data, blogs: stored.blogs, comments: stored.comments, drafts: stored.drafts });
  const [sample] = ledger.live();
  if (sample) {
    const cover = await fetch(`${baseUrl}/api/media/${(await getJson<{ blog: { image: string } }>(`${baseUrl}/api/blog/${sample.id}`, token)).blog.image.split('/').pop()}`);
    expect(cover.headers.get('content-type')).toBe('image/webp');
  }
}

/** Gives blogs added since the last check their ids, from the admin list. */
async function learnIds(baseUrl: string, token: string, ledger: Ledger): Promise<void> {
  const { blogs } = await getJson<{ blogs: { _id: string; title: string }[] }>(`${baseUrl}/api/admin/blogs`, token);
  for (const { _id, title } of blogs) {
    const blog = ledger.blogs.get(title);
    if (blog?.durable) blog.id = _id;
  }
}

describe(`crash safety on ${TEST_DRIVER}`, () => {
  it(
    `loses nothing acknowledged over ${ROUNDS} SIGKILLs under concurrent writes`,
    async () => {
      const storage = await storageForDriver(dirs);
      const ledger = new Ledger();
      let token: string | undefined;
      let stored: Verified | undefined;
      log(`seed ${SEED}: ${ROUNDS} rounds, ${HARDENING.crashWriters} writers${FULL ? ' (full)' : ''}`);

      for (let round = 1; round <= ROUNDS; round++) {
        const random = seededRandom(SEED + round * 7919 + (TEST_DRIVER === 'postgres' ? 1 : 0));
        const server = spawnServer(storage, NO_RATE_LIMITS);
        if (round % 3 === 2) {
          // Killed while starting: opening the store, migrating, creating the admin.
          const delay = random.int(50, 2500);
          await Promise.race([sleep(delay), server.exited]);
          await killHard(server);
          log(`round ${round}/${ROUNDS}: SIGKILL ${delay} ms after spawn (during start-up)`);
        } else {
          const baseUrl = await server.listening;
          log(`round ${round}/${ROUNDS}: listening`);
          token ??= await login(baseUrl);
          if (stored) await checkApi(baseUrl, token, ledger, stored);
          const counts: RoundCounts = { adds: 0, comments: 0, toggles: 0, deletes: 0, lost: 0 };
          let stopped = false;
          const workload: Workload = { baseUrl, token, ledger, random, tag: `r${round}`, stopped: () => stopped };
          const missing = 6 - ledger.live().length;
          for (let n = 0; n < missing; n++) await addBlog(workload, `setup-${n}`, counts);
          await learnIds(baseUrl, token, ledger);
          const writers = Array.from({ length: HARDENING.crashWriters }, (_, index) => writer(workload, index, counts));
          const delay = random.int(100, 2500);
          await sleep(delay);
          stopped = true;
          await killHard(server);
          const failures = (await Promise.allSettled(writers)).flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
          expect(failures, `round ${round}: writers before the kill`).toEqual([]);
          log(
            `round ${round}/${ROUNDS}: SIGKILL ${delay} ms into the writes; acknowledged ${counts.adds} adds, ${counts.comments} comments, ` +
              `${counts.toggles} toggles, ${counts.deletes} deletes; ${counts.lost} without an answer`,
          );
        }
        log(`round ${round}/${ROUNDS}: verifying`);
        // Opening the store is the restart: a stale lock is taken over, migrations run, no repair step.
        const database = await openDatabase(storage);
        try {
          stored = await verifyStore(database.db, ledger);
        } finally {
          await database.close();
        }
        expect(stored.problems, `round ${round} (seed ${SEED})`).toEqual([]);
        log(`round ${round}/${ROUNDS}: store holds ${stored.blogs} blogs (${stored.drafts} drafts), ${stored.media} covers, ${stored.comments} comments; consistent`);
      }

      // The last restart: the API agrees, a second server on the same directory is refused, SIGTERM exits cleanly.
      const server = spawnServer(storage, NO_RATE_LIMITS);
      const baseUrl = await server.listening;
      await checkApi(baseUrl, token ?? (await login(baseUrl)), ledger, stored!);
      if (storage.dataDir) {
        const second = spawnServer(storage);
        expect((await second.exited).code).toBe(1);
        expect(second.output()).toMatch(/another StudyHub server is using/);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      if (storage.dataDir) expect(existsSync(path.join(storage.dataDir, LOCK_FILE_NAME))).toBe(false);
    },
    FULL ? 1_800_000 : 300_000,
  );
});
