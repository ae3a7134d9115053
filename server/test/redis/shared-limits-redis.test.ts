import { API_PATHS, COMMENT_MESSAGES } from '@studyhub/shared-api/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { createAdminAccounts } from '../../src/auth/admin-accounts.ts';
import type { RateLimits } from '../../src/config.ts';
import { TEST_ADMIN, adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, storedCounts } from '../helpers/blog-fixtures.ts';
import { newBrowserId, postComment } from '../helpers/comment-poster.ts';
import { useFakeLlm } from '../helpers/fake-llm.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { REDIS_AVAILABLE, TEST_REDIS_URL, countRedisKeys, deleteRedisKeys, uniqueRedisPrefix } from '../helpers/shared-redis.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

// Two API instances on one database and one Redis, as behind a load balancer: every limit
// must count the requests of both.
describe.skipIf(!REDIS_AVAILABLE)('limits shared through REDIS_URL by two instances', () => {
  const ctx = useTestApp();
  const llm = useFakeLlm();
  const opened: App[] = [];
  const prefixes: string[] = [];

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((app) => app.close()));
    await Promise.all(prefixes.splice(0).map((prefix) => deleteRedisKeys(TEST_REDIS_URL, prefix)));
  });

  async function twoInstances(limits: Partial<RateLimits>, log?: ReturnType<typeof captureLog>): Promise<[App, App, string]> {
    const prefix = uniqueRedisPrefix('shared-limits');
    prefixes.push(prefix);
    const config = {
      ...ctx.config,
      logLevel: log ? ('info' as const) : ctx.config.logLevel,
      redisUrl: TEST_REDIS_URL,
      rateLimits: { ...NO_RATE_LIMITS, ...limits },
      llm: { baseUrl: llm.url, model: 'test-model', apiKey: undefined, timeoutMs: 5_000 },
    };
    for (let i = 0; i < 2; i += 1) opened.push(await buildApp({ config, database: ctx.database, logStream: log?.stream, redisKeyPrefix: prefix }));
    return [opened[0]!, opened[1]!, prefix];
  }

  const login = (app: App, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email: TEST_ADMIN.email, password }, remoteAddress });

  it('counts the comments of one browser whichever instance takes them', async () => {
    const [a, b] = await twoInstances({ commentsPerBrowser: 3, commentsPerAddress: 100, commentWindowMs: 60_000 });
    const blog = await insertBlog(ctx.database.db);
    const browser = newBrowserId();
    const post = (app: App, from = '203.0.113.7') => postComment(app, { blog, from, browser });

    expect([(await post(a)).statusCode, (await post(b)).statusCode, (await post(a)).statusCode]).toEqual([200, 200, 200]);
    const refusedByB = await post(b);
    expect(refusedByB.json()).toEqual({ success: false, message: expect.stringMatching(/^You can post 3 comments every 60 seconds\. Please try again in \d+ seconds?\.$/) });
    expect(refusedByB.statusCode).toBe(429);
    expect(Number(refusedByB.headers['retry-after'])).toBeGreaterThan(50);
    expect((await post(a, '198.51.100.9')).statusCode).toBe(429);
    // Another browser behind the same address has its own allowance, on either instance.
    expect((await postComment(b, { blog, from: '203.0.113.7', browser: newBrowserId() })).statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 4 });
  });

  it('counts the comments of one address whichever instance takes them, whatever browser ids it sends', async () => {
    const [a, b, prefix] = await twoInstances({ commentsPerBrowser: 100, commentsPerAddress: 3, commentWindowMs: 60_000 });
    const blog = await insertBlog(ctx.database.db);
    const post = (app: App, from = '203.0.113.7') => postComment(app, { blog, from, browser: newBrowserId() });

    expect([(await post(a)).statusCode, (await post(b)).statusCode, (await post(a)).statusCode]).toEqual([200, 200, 200]);
    const refusedByB = await post(b);
    expect(refusedByB.statusCode).toBe(429);
    expect(refusedByB.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many comments from your network right now\. Please try again in \d+ seconds?\.$/) });
    expect(Number(refusedByB.headers['retry-after'])).toBeGreaterThan(50);
    expect((await post(a)).statusCode).toBe(429);
    // Another address has its own allowance, on either instance.
    expect((await post(b, '198.51.100.9')).statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 4 });
    // Every count is in Redis under this app's prefix, each expiring with its window: per address
    // (2), per browser (one per request that passed the address limit: 4) and the duplicate-text
    // keys of the 4 stored comments (2 each).
    expect(await countRedisKeys(TEST_REDIS_URL, prefix)).toBe(2 + 4 + 8);
  });

  it('refuses a text already posted through the other instance, and a refusal takes no key', async () => {
    const [a, b] = await twoInstances({ commentsPerBrowser: 100, commentsPerAddress: 100, commentWindowMs: 60_000 });
    const blog = await insertBlog(ctx.database.db);
    const content = 'Is the master theorem on the exam?';

    // Refused for its links on one instance: nothing is held, so the other one takes it afterwards.
    expect((await postComment(a, { blog, from: '203.0.113.7', browser: newBrowserId(), content, name: 'a.com b.com c.com' })).statusCode).toBe(400);
    expect((await postComment(b, { blog, from: '203.0.113.7', browser: newBrowserId(), content })).statusCode).toBe(200);
    const again = await postComment(a, { blog, from: '198.51.100.9', browser: newBrowserId(), content });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: COMMENT_MESSAGES.duplicate });
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 1 });
  });

  it('locks an address out of an account after failures spread over both instances', async () => {
    const [a, b] = await twoInstances({ loginPerAccount: 2, loginWindowMs: 10 * 60_000 });
    await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);

    expect((await login(a, 'wrong-password', '203.0.113.7')).statusCode).toBe(401);
    expect((await login(b, 'wrong-password', '203.0.113.7')).statusCode).toBe(401);
    for (const app of [a, b]) {
      const blocked = await login(app, TEST_ADMIN.password, '203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ success: false, message: 'Too many failed logins for this account from your address. Try again in 10 minutes.' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(9 * 60);
    }
    // Only that address: the administrator still logs in from elsewhere, through either instance.
    expect((await login(b, TEST_ADMIN.password, '198.51.100.9')).statusCode).toBe(200);
  });

  it('slows an account down by its failures on both instances, and a success on one clears it for both', async () => {
    const log = captureLog();
    const [a, b] = await twoInstances({ loginPerAccount: 2, loginWindowMs: 60_000, loginSlowdownBaseMs: 150, loginSlowdownMaxMs: 300 }, log);
    await createAdminAccounts(ctx.database.db).setPassword(TEST_ADMIN.email, TEST_ADMIN.password);

    for (let attempt = 0; attempt < 4; attempt += 1) {
      const app = attempt % 2 === 0 ? a : b;
      expect((await login(app, 'wrong-password', `203.0.113.${attempt + 1}`)).statusCode).toBe(401);
    }
    expect(log.events('login.failed').map((line) => line.delayMs)).toEqual([undefined, undefined, 150, 300]);

    expect((await login(a, TEST_ADMIN.password, '198.51.100.9')).statusCode).toBe(200);
    expect((await login(b, 'wrong-password', '198.51.100.10')).statusCode).toBe(401);
    expect(log.events('login.failed').at(-1)?.delayMs).toBeUndefined();
  });

  it('counts the AI drafts of one administrator on both instances', async () => {
    const [a, b] = await twoInstances({ aiDraftsPerMinute: 2 });
    const headers = asAdmin(await adminToken(ctx));
    const generate = (app: App) => app.inject({ method: 'POST', url: API_PATHS.blogGenerate, payload: { prompt: 'Binary search explained' }, headers });

    expect((await generate(a)).statusCode).toBe(200);
    expect((await generate(b)).statusCode).toBe(200);
    expect((await generate(a)).statusCode).toBe(429);
    expect((await generate(b)).statusCode).toBe(429);
    expect(llm.requests).toHaveLength(2);
  });
});
