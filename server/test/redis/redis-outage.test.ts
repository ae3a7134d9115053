import { API_PATHS } from '@studyhub/shared-api/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { createAdminAccounts } from '../../src/auth/admin-accounts.ts';
import { LIMITS_UNAVAILABLE_MESSAGE } from '../../src/http/limits-unavailable.ts';
import { TEST_ADMIN } from '../helpers/admin-session.ts';
import { insertBlog, storedCounts } from '../helpers/blog-fixtures.ts';
import { postComment } from '../helpers/comment-poster.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { type RedisProcess, redisProcess } from '../helpers/redis-process.ts';
import { REDIS_AVAILABLE } from '../helpers/shared-redis.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const UNAVAILABLE = { success: false, message: LIMITS_UNAVAILABLE_MESSAGE };

// Decision 0035: while Redis is unreachable reads are unaffected, limited writes are refused with
// a 503 and a message (fail closed), nothing crashes, and the API recovers by itself.
describe.skipIf(!REDIS_AVAILABLE)('REDIS_URL pointing at a Redis that dies and comes back', () => {
  const ctx = useTestApp();
  let redis: RedisProcess;
  const opened: App[] = [];

  beforeAll(async () => {
    redis = await redisProcess();
    await redis.start();
  });
  afterAll(async () => {
    await Promise.all(opened.map((app) => app.close()));
    await redis.kill();
  });

  async function openApp(log: ReturnType<typeof captureLog>): Promise<App> {
    const config = { ...ctx.config, logLevel: 'info' as const, redisUrl: redis.url, rateLimits: { ...NO_RATE_LIMITS, commentsPerBrowser: 1000, commentsPerAddress: 1000 } };
    const app = await buildApp({ config, database: ctx.database, logStream: log.stream });
    opened.push(app);
    return app;
  }

  // Every text new, so the duplicate-text check never decides.
  const comment = (app: App, blog: string) => postComment(app, { blog, from: '203.0.113.7' });
  const login = (app: App) => app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email: TEST_ADMIN.email, password: 'wrong-password' }, remoteAddress: '203.0.113.7' });
  const get = (app: App, url: string) => app.inject({ method: 'GET', url });

  it('keeps reads up, refuses limited writes with a 503 and a message, logs the outage once, and recovers without a restart', async () => {
    const log = captureLog();
    const app = await openApp(log);
    const blog = await insertBlog(ctx.database.db);
    await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await comment(app, blog)).statusCode).toBe(200);

    await redis.kill();

    expect((await get(app, API_PATHS.blogList)).statusCode).toBe(200);
    expect((await get(app, API_PATHS.blogAll)).statusCode).toBe(200);
    // A storm of limited writes: each refused at once, none a 500, none written.
    const started = performance.now();
    const storm = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? comment(app, blog) : login(app))));
    expect(performance.now() - started).toBeLessThan(2000);
    for (const response of storm) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(response.headers['retry-after']).toBe('5');
    }
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 1 });
    // Once for the outage (when the client notices the closed connection), not once per request.
    const outageLines = () => log.lines.filter((line) => line.msg === 'Redis unreachable: rate-limited writes answer 503 until it is back').length;
    await expect.poll(outageLines).toBe(1);
    expect((await comment(app, blog)).statusCode).toBe(503);
    expect(outageLines()).toBe(1);
    expect(log.lines.filter((line) => typeof line.level === 'number' && line.level >= 50)).toEqual([]);

    await redis.start();

    // Back within a few seconds, the same app process, no restart.
    const deadline = Date.now() + 5000;
    let recovered = await comment(app, blog);
    while (recovered.statusCode === 503 && Date.now() < deadline) {
      await sleep(100);
      recovered = await comment(app, blog);
    }
    expect(recovered.statusCode).toBe(200);
    expect((await login(app)).statusCode).toBe(401);
    expect(log.lines.filter((line) => line.msg === 'Redis reachable again: rate-limited writes resume')).toHaveLength(1);
    expect(outageLines()).toBe(1);
  });

  it('starts while Redis is down, serves reads, and closes without waiting for it', async () => {
    await redis.kill();
    const log = captureLog();
    const app = await openApp(log);
    const blog = await insertBlog(ctx.database.db);

    expect((await get(app, API_PATHS.blogList)).statusCode).toBe(200);
    const refused = await comment(app, blog);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(UNAVAILABLE);
    expect((await login(app)).json()).toEqual(UNAVAILABLE);

    const closing = performance.now();
    await app.close();
    opened.splice(opened.indexOf(app), 1);
    expect(performance.now() - closing).toBeLessThan(1000);
  });
});
