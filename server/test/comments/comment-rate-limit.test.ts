import { COMMENT_ALLOWANCE, COMMENT_MESSAGES } from '@studyhub/shared-api/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import type { RateLimits } from '../../src/config.ts';
import { insertBlog, storedCounts } from '../helpers/blog-fixtures.ts';
import { newBrowserId, postComment } from '../helpers/comment-poster.ts';
import { useTestApp } from '../helpers/test-app.ts';

const HALL = '203.0.113.7';
const ELSEWHERE = '198.51.100.9';
const refusal = (response: Awaited<ReturnType<typeof postComment>>) => ({ status: response.statusCode, body: response.json() as unknown });

// docs/decisions/0068: comments are counted per browser (its id, or its address's one strict
// bucket without one) and per address, the backstop sized for a lecture hall.
describe('POST /api/blog/add-comment limits per browser and per address', () => {
  const ctx = useTestApp();
  const opened: App[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((app) => app.close()));
  });

  /** A separate app on the same database; its limits are the defaults unless `limits` says otherwise. */
  async function appWith(limits: Partial<RateLimits> = {}): Promise<App> {
    const app = await buildApp({ config: { ...ctx.config, rateLimits: { ...ctx.config.rateLimits, ...limits } }, database: ctx.database });
    opened.push(app);
    return app;
  }

  it('takes a comment from each of forty browsers behind one address within one window', async () => {
    const app = await appWith();
    const blog = await insertBlog(ctx.database.db);
    const statuses = [];
    for (let student = 0; student < 40; student++) statuses.push((await postComment(app, { blog, from: HALL, browser: newBrowserId() })).statusCode);
    expect(statuses).toEqual(Array(40).fill(200));
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 40 });
  });

  it("refuses a browser's sixth comment in the window with a message saying when to try again, storing nothing", async () => {
    const app = await appWith();
    const blog = await insertBlog(ctx.database.db);
    const browser = newBrowserId();
    for (let n = 0; n < COMMENT_ALLOWANCE.perBrowser; n++) expect((await postComment(app, { blog, from: HALL, browser })).statusCode).toBe(200);

    const sixth = await postComment(app, { blog, from: HALL, browser });
    expect(refusal(sixth)).toEqual({ status: 429, body: { success: false, message: COMMENT_MESSAGES.browserLimit(5, '10 minutes', '10 minutes') } });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(590);
    // The browser is counted wherever it goes; its neighbours keep their own allowance.
    expect((await postComment(app, { blog, from: ELSEWHERE, browser })).statusCode).toBe(429);
    expect((await postComment(app, { blog, from: HALL, browser: newBrowserId() })).statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 6 });
  });

  it('counts every request without a browser id from one address as one browser', async () => {
    const app = await appWith();
    const blog = await insertBlog(ctx.database.db);
    for (let n = 0; n < COMMENT_ALLOWANCE.perBrowser; n++) expect((await postComment(app, { blog, from: HALL })).statusCode).toBe(200);

    const refused = await postComment(app, { blog, from: HALL });
    expect(refusal(refused)).toEqual({ status: 429, body: { success: false, message: COMMENT_MESSAGES.browserLimit(5, '10 minutes', '10 minutes') } });
    // Leaving the id out buys nothing, and costs the browsers that send one nothing either.
    expect((await postComment(app, { blog, from: HALL, browser: newBrowserId() })).statusCode).toBe(200);
    expect((await postComment(app, { blog, from: ELSEWHERE })).statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 7 });
  });

  it('holds a script that invents a new browser id for every comment to the per-address limit', async () => {
    const app = await appWith({ commentsPerAddress: 8 });
    const blog = await insertBlog(ctx.database.db);
    for (let n = 0; n < 7; n++) expect((await postComment(app, { blog, from: HALL, browser: newBrowserId() })).statusCode).toBe(200);
    // Bot submissions count too: the honeypot does not open a way around the limit.
    expect((await postComment(app, { blog, from: HALL, browser: newBrowserId(), website: 'https://spam.example' })).statusCode).toBe(200);

    const refused = await postComment(app, { blog, from: HALL, browser: newBrowserId() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many comments from your network right now\. Please try again in (10 minutes|\d+ seconds)\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect((await postComment(app, { blog, from: ELSEWHERE, browser: newBrowserId() })).statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 8 });
  });

  it('gives every allowance back once its window has passed', async () => {
    const app = await appWith({ commentsPerBrowser: 1, commentsPerAddress: 2, commentWindowMs: 1000 });
    const blog = await insertBlog(ctx.database.db);
    const [first, second, third] = [newBrowserId(), newBrowserId(), newBrowserId()];
    const text = 'Is the proof on slide 4 complete?';

    expect((await postComment(app, { blog, from: HALL, browser: first, content: text })).statusCode).toBe(200);
    expect((await postComment(app, { blog, from: ELSEWHERE, browser: first })).json()).toEqual({ success: false, message: COMMENT_MESSAGES.browserLimit(1, '1 second', '1 second') });
    expect((await postComment(app, { blog, from: HALL, browser: second })).statusCode).toBe(200);
    expect((await postComment(app, { blog, from: HALL, browser: third })).statusCode).toBe(429);
    // The duplicate-text check has the same window.
    expect((await postComment(app, { blog, from: ELSEWHERE, browser: newBrowserId(), content: text })).statusCode).toBe(409);

    await sleep(1100);
    expect((await postComment(app, { blog, from: HALL, browser: first, content: text })).statusCode).toBe(200);
    expect((await postComment(app, { blog, from: HALL, browser: third })).statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 4 });
  });

  it('refuses a browser id that is not one', async () => {
    const app = await appWith();
    const blog = await insertBlog(ctx.database.db);
    for (const browser of ['short', 'x'.repeat(65), 'a'.repeat(20) + ' ' + 'b'.repeat(5)]) {
      expect(refusal(await postComment(app, { blog, from: HALL, browser }))).toEqual({ status: 400, body: { success: false, message: 'browserId has an invalid format' } });
    }
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 0 });
  });
});
