// SIGTERM while requests are in flight: the server stops taking new connections, lets every
// request it is working on finish (a slow cover upload among them), then exits 0 with its lock
// released — and everything it acknowledged is stored. "Working on" is what the server itself
// logged as an incoming request (keyed by our x-request-id, a UUID: the server keeps no other) before the signal was sent.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock.ts';
import { blogs, comments } from '../../src/db/schema.ts';
import { removeDir, TEST_DRIVER } from '../helpers/test-app.ts';
import { checkConsistency } from './consistency.ts';
import { killAll, login, NO_RATE_LIMITS, spawnServer, storageForDriver } from './server-process.ts';

const LOOPS = 10;
const INCOMING = /"reqId":"([^"]+)"[^\n]*"msg":"incoming request"/g;

interface Tracked {
  kind: 'read' | 'comment' | 'add';
  key: string;
  startedAt: number;
  endedAt?: number;
  status?: number;
  error?: string;
}

const dirs: string[] = [];
afterAll(async () => {
  await killAll();
  await Promise.all(dirs.map(removeDir));
});

describe(`SIGTERM under load on ${TEST_DRIVER}`, () => {
  it('finishes the requests in flight, then exits cleanly; nothing acknowledged is lost', async () => {
    const storage = await storageForDriver(dirs);
    // Info level: the server logs each request it takes in, which tells what it is working on.
    const server = spawnServer(storage, { ...NO_RATE_LIMITS, LOG_LEVEL: 'info' });
    const incoming = () => new Set([...server.output().matchAll(INCOMING)].map((match) => match[1]));
    const baseUrl = await server.listening;
    const token = await login(baseUrl);
    // A large noisy photo: re-encoding it keeps a request busy long enough to be caught in flight.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();

    const addBlog = (key: string) => {
      const form = new FormData();
      form.append('blog', JSON.stringify({ title: key, subTitle: 'sigterm', description: `<p>${key}</p>`, category: 'CSE', isPublished: true }));
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      return fetch(`${baseUrl}/api/blog/add`, { method: 'POST', body: form, headers: { authorization: token, 'x-request-id': key } });
    };
    const first = await addBlog(randomUUID());
    expect(first.status).toBe(200);
    const { blogs: listed } = (await (await fetch(`${baseUrl}/api/blog/all?view=summary`)).json()) as { blogs: { _id: string }[] };
    const blogId = listed[0]!._id;

    const tracked: Tracked[] = [];
    let signalled = false;
    const loop = async (index: number) => {
      while (!signalled) {
        const kind = index % 5 === 0 ? 'add' : index % 2 === 1 ? 'comment' : 'read';
        const request: Tracked = { kind, key: randomUUID(), startedAt: Date.now() };
        tracked.push(request);
        try {
          const response =
            kind === 'add'
              ? await addBlog(request.key)
              : kind === 'comment'
                ? await fetch(`${baseUrl}/api/blog/add-comment`, {
                    method: 'POST',
                    headers: { 'content-type': 'application/json', 'x-request-id': request.key },
                    body: JSON.stringify({ blog: blogId, name: 'Load', content: request.key }),
                  })
                : await fetch(`${baseUrl}/api/blog/all`, { headers: { 'x-request-id': request.key } });
          await response.arrayBuffer();
          request.status = response.status;
        } catch (error) {
          request.error = String((error as Error).cause ?? error);
        }
        request.endedAt = Date.now();
      }
    };
    const loops = Array.from({ length: LOOPS }, (_, index) => loop(index));

    // Signal while the server is working on an upload (and whatever else it has taken in).
    const deadline = Date.now() + 60_000;
    let caught: Tracked | undefined;
    while (!caught && Date.now() < deadline) {
      await sleep(10);
      const taken = incoming();
      // Under load first: a few dozen answers, then an upload being worked on.
      const answered = tracked.filter((request) => request.status === 200).length;
      caught = answered >= 40 ? tracked.find((request) => request.kind === 'add' && request.endedAt === undefined && taken.has(request.key)) : undefined;
    }
    expect(caught, 'an upload in progress to catch').toBeDefined();
    const taken = incoming();
    const working = tracked.filter((request) => request.endedAt === undefined && taken.has(request.key));
    signalled = true;
    const signalAt = Date.now();
    server.child.kill('SIGTERM');
    await Promise.all(loops);
    const exit = await server.exited;
    const exitMs = Date.now() - signalAt;

    const unfinished = working.filter((request) => request.status !== 200).map((request) => `${request.kind} ${request.key}: ${request.status ?? request.error}`);
    // Requests that reached a closing server are refused (503, or the connection closes): never another error.
    const serverErrors = tracked.filter((request) => request.status !== undefined && request.status >= 500 && request.status !== 503);
    const refused = tracked.filter((request) => request.status === 503 || request.error !== undefined).length;
    console.log(
      `[sigterm ${TEST_DRIVER}] ${tracked.length} requests; ${working.length} in progress at SIGTERM (${working.filter((r) => r.kind === 'add').length} uploads), ` +
        `all answered 200; ${refused} refused while closing; exit ${exit.code ?? exit.signal} ${exitMs} ms after SIGTERM`,
    );
    expect(unfinished).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    if (storage.dataDir) expect(existsSync(path.join(storage.dataDir, LOCK_FILE_NAME))).toBe(false);

    const database = await openDatabase(storage);
    try {
      const titles = new Set((await database.db.select({ title: blogs.title }).from(blogs)).map((row) => row.title));
      const contents = new Set((await database.db.select({ content: comments.content }).from(comments)).map((row) => row.content));
      const lost = tracked.filter(
        (request) => request.status === 200 && ((request.kind === 'add' && !titles.has(request.key)) || (request.kind === 'comment' && !contents.has(request.key))),
      );
      expect(lost.map((request) => request.key)).toEqual([]);
      expect(await checkConsistency(database.db)).toMatchObject({ orphanMedia: 0, blogsMissingCover: 0 });
    } finally {
      await database.close();
    }
  }, 180_000);
});
