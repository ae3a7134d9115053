// Scheduling a draft (issue 34, docs/decisions/0077): set, change and cancel a schedule against the
// version the editor opened; times in the past, published posts, bad input and strangers refused,
// changing nothing; publishing or unpublishing by hand clears a schedule.
import { API_PATHS, BLOG_EDIT_MESSAGES, type BlogSourceResponse, SCHEDULE_MESSAGES } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../../src/auth/admin-scope.ts';
import { auditLog, blogs } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, MISSING_IDS } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { useTestApp } from '../helpers/test-app.ts';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('PUT and DELETE /api/admin/blogs/:id/schedule', () => {
  const ctx = useTestApp();
  const path = (id: string) => API_PATHS.adminBlogSchedule.replace(':id', id);

  async function send(method: 'PUT' | 'DELETE', id: string, payload: unknown, headers?: Record<string, string>) {
    return ctx.app.inject({ method, url: path(id), payload: payload as object, headers: headers ?? asAdmin(await adminToken(ctx)) });
  }
  async function stored(id: string) {
    const [row] = await ctx.database.db.select({ publishAt: blogs.publishAt, version: blogs.version, isPublished: blogs.isPublished }).from(blogs).where(eq(blogs.id, id));
    return row;
  }
  const draft = () => insertBlog(ctx.database.db, { isPublished: false });

  it('schedules a draft, answering it with the time and a new version, and lists it as scheduled', async () => {
    const id = await draft();
    const publishAt = inMinutes(90);

    const response = await send('PUT', id, { publishAt, baseVersion: 1 });

    expect(response.statusCode).toBe(200);
    const body = response.json<BlogSourceResponse>();
    expect(body.message).toBe(SCHEDULE_MESSAGES.scheduled);
    expect(body.blog).toMatchObject({ _id: id, publishAt, version: 2, isPublished: false });
    expect(await stored(id)).toEqual({ publishAt: new Date(publishAt), version: 2, isPublished: false });
    const token = await adminToken(ctx);
    const page = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminBlogPage, headers: asAdmin(token) });
    expect(page.json().blogs[0]).toMatchObject({ _id: id, isPublished: false, publishAt });
    const source = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminBlog.replace(':id', id), headers: asAdmin(token) });
    expect(source.json<BlogSourceResponse>().blog.publishAt).toBe(publishAt);
  });

  it('changes a schedule, and cancels it leaving a draft', async () => {
    const id = await draft();
    await send('PUT', id, { publishAt: inMinutes(90), baseVersion: 1 });
    const later = inMinutes(60 * 24);

    const changed = await send('PUT', id, { publishAt: later, baseVersion: 2 });
    expect(changed.json<BlogSourceResponse>().blog).toMatchObject({ publishAt: later, version: 3 });

    const cancelled = await send('DELETE', id, { baseVersion: 3 });
    expect(cancelled.statusCode).toBe(200);
    const body = cancelled.json<BlogSourceResponse>();
    expect(body.message).toBe(SCHEDULE_MESSAGES.cancelled);
    expect(body.blog.publishAt).toBeUndefined();
    expect(await stored(id)).toEqual({ publishAt: null, version: 4, isPublished: false });
  });

  it.each([
    ['an hour ago', new Date(Date.now() - 3_600_000).toISOString()],
    ['now', new Date().toISOString()],
    ['two seconds ahead', new Date(Date.now() + 2_000).toISOString()],
  ])(`refuses a time %s with 400 "${SCHEDULE_MESSAGES.past}" and changes nothing`, async (_label, publishAt) => {
    const id = await draft();
    const response = await send('PUT', id, { publishAt, baseVersion: 1 });
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, message: SCHEDULE_MESSAGES.past }]);
    expect(await stored(id)).toEqual({ publishAt: null, version: 1, isPublished: false });
  });

  it('refuses a time years ahead with 400 and changes nothing', async () => {
    const id = await draft();
    const response = await send('PUT', id, { publishAt: '2200-01-01T00:00:00.000Z', baseVersion: 1 });
    expect([response.statusCode, response.json()]).toEqual([400, { success: false, message: SCHEDULE_MESSAGES.tooFar }]);
    expect((await stored(id))?.version).toBe(1);
  });

  it(`refuses a published post with 409 "${SCHEDULE_MESSAGES.published}"`, async () => {
    const id = await insertBlog(ctx.database.db, { isPublished: true });
    const response = await send('PUT', id, { publishAt: inMinutes(90), baseVersion: 1 });
    expect([response.statusCode, response.json()]).toEqual([409, { success: false, message: SCHEDULE_MESSAGES.published }]);
    expect(await stored(id)).toEqual({ publishAt: null, version: 1, isPublished: true });
  });

  it(`refuses to cancel a schedule that is not set with 409 "${SCHEDULE_MESSAGES.notScheduled}", changing nothing`, async () => {
    const id = await draft();
    const [before] = await ctx.database.db.select().from(blogs).where(eq(blogs.id, id));
    const response = await send('DELETE', id, { baseVersion: 1 });
    // No new version (the editor's next save still holds), no new date, no audit entry of a cancel.
    const [after] = await ctx.database.db.select().from(blogs).where(eq(blogs.id, id));
    expect(after).toMatchObject({ version: 1, publishAt: null, updatedAt: before!.updatedAt });
    expect(after).toEqual(before);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'post.unschedule'))).toEqual([]);
    expect([response.statusCode, response.json()]).toEqual([409, { success: false, message: SCHEDULE_MESSAGES.notScheduled }]);
  });

  it(`refuses a schedule from an older version with 409 "${BLOG_EDIT_MESSAGES.conflict}"`, async () => {
    const id = await draft();
    await send('PUT', id, { publishAt: inMinutes(90), baseVersion: 1 });
    const stale = await send('DELETE', id, { baseVersion: 1 });
    expect([stale.statusCode, stale.json()]).toEqual([409, { success: false, message: BLOG_EDIT_MESSAGES.conflict }]);
    expect((await stored(id))?.version).toBe(2);
  });

  it.each(MISSING_IDS)('answers 404 for %s', async (_label, id) => {
    for (const [method, payload] of [['PUT', { publishAt: inMinutes(90), baseVersion: 1 }], ['DELETE', { baseVersion: 1 }]] as const) {
      const response = await send(method, id, payload);
      expect([response.statusCode, response.json()]).toEqual([404, { success: false, message: 'Blog not found' }]);
    }
  });

  it.each([
    ['no time', { baseVersion: 1 }],
    ['a time that is not a date', { publishAt: 'tomorrow at nine', baseVersion: 1 }],
    ['a date without a time', { publishAt: '2030-01-01', baseVersion: 1 }],
    ['a time without its offset', { publishAt: '2030-01-01T09:00:00', baseVersion: 1 }],
    ['no version', { publishAt: inMinutes(90) }],
    ['a version that is text', { publishAt: inMinutes(90), baseVersion: '1' }],
    ['an unknown field', { publishAt: inMinutes(90), baseVersion: 1, isPublished: true }],
  ])('answers 400 for %s and changes nothing', async (_label, payload) => {
    const id = await draft();
    const response = await send('PUT', id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await stored(id)).toEqual({ publishAt: null, version: 1, isPublished: false });
  });

  it('answers 401 without a session and changes nothing', async () => {
    const id = await draft();
    for (const [method, payload] of [['PUT', { publishAt: inMinutes(90), baseVersion: 1 }], ['DELETE', { baseVersion: 1 }]] as const) {
      const response = await send(method, id, payload, {});
      expect([response.statusCode, response.json()]).toEqual([401, { success: false, message: NOT_LOGGED_IN }]);
    }
    expect(await stored(id)).toEqual({ publishAt: null, version: 1, isPublished: false });
  });

  it('clears a schedule when the post is published by hand, by the toggle or by a saved edit', async () => {
    const token = await adminToken(ctx);
    const toggled = await draft();
    await send('PUT', toggled, { publishAt: inMinutes(90), baseVersion: 1 });
    await ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id: toggled }, headers: asAdmin(token) });
    expect(await stored(toggled)).toEqual({ publishAt: null, version: 3, isPublished: true });

    const edited = await draft();
    await send('PUT', edited, { publishAt: inMinutes(90), baseVersion: 1 });
    const save = (isPublished: boolean, baseVersion: number) =>
      multipart([['blog', JSON.stringify({ title: 'Edited', subTitle: 'Sub', description: '<p>Body</p>', category: 'CSE', isPublished, baseVersion })]]).then((body) =>
        ctx.app.inject({ method: 'PUT', url: API_PATHS.adminBlog.replace(':id', edited), payload: body.payload, headers: { ...body.headers, ...asAdmin(token) } }),
      );
    expect((await save(false, 2)).statusCode).toBe(200);
    expect((await stored(edited))?.publishAt).not.toBeNull();
    expect((await save(true, 3)).statusCode).toBe(200);
    expect(await stored(edited)).toEqual({ publishAt: null, version: 4, isPublished: true });
  });
});
