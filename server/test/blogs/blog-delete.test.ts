import { API_PATHS } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN, SESSION_INVALID } from '../../src/auth/admin-scope.ts';
import { blogs, comments, media } from '../../src/db/schema.ts';
import { createMediaRepository, mediaPath } from '../../src/media/media-repository.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, insertComment, MISSING_IDS, pngImage, storedCounts } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('POST /api/blog/delete', () => {
  const ctx = useTestApp();

  async function deleteBlog(payload: unknown, headers?: Record<string, string>) {
    const auth = headers ?? asAdmin(await adminToken(ctx));
    return ctx.app.inject({ method: 'POST', url: API_PATHS.blogDelete, payload: payload as object, headers: auth });
  }

  /** A blog with a stored cover and two comments, plus an unrelated blog that must survive. */
  async function blogWithCoverAndComments() {
    const { db } = ctx.database;
    const mediaId = await createMediaRepository(db).insert({ mime: 'image/png', bytes: await pngImage() });
    const id = await insertBlog(db, { image: mediaPath(mediaId), mediaId });
    await insertComment(db, { blogId: id });
    await insertComment(db, { blogId: id, isApproved: false });
    const otherId = await insertBlog(db, { title: 'Other' });
    await insertComment(db, { blogId: otherId });
    return { id, mediaId, otherId };
  }

  it('deletes the blog, its comments and its cover in one go', async () => {
    const { id, mediaId, otherId } = await blogWithCoverAndComments();

    const response = await deleteBlog({ id });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Blog deleted successfully' });
    const { db } = ctx.database;
    expect(await db.$count(blogs, eq(blogs.id, id))).toBe(0);
    expect(await db.$count(comments, eq(comments.blogId, id))).toBe(0);
    expect(await db.$count(media, eq(media.id, mediaId))).toBe(0);
    expect(await storedCounts(db)).toEqual({ blogs: 1, media: 0, comments: 1 });
    expect(await db.$count(blogs, eq(blogs.id, otherId))).toBe(1);
    const cover = await ctx.app.inject({ method: 'GET', url: mediaPath(mediaId) });
    expect(cover.statusCode).toBe(404);
  });

  it('deletes a blog whose cover is an external URL', async () => {
    const id = await insertBlog(ctx.database.db);
    expect((await deleteBlog({ id })).statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 0 });
  });

  it.each(MISSING_IDS)('answers 404 for %s', async (_label, id) => {
    await insertBlog(ctx.database.db);
    const response = await deleteBlog({ id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Blog not found' });
    expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 1 });
  });

  it('answers 404 when the same blog is deleted twice', async () => {
    const id = await insertBlog(ctx.database.db);
    expect((await deleteBlog({ id })).statusCode).toBe(200);
    expect((await deleteBlog({ id })).statusCode).toBe(404);
  });

  it.each([
    ['a missing id', {}, 'id is required'],
    ['an unknown field', { id: '00000000-0000-4000-8000-000000000000', force: true }, 'Unknown field: force'],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const response = await deleteBlog(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it.each([
    ['without a token', {}, NOT_LOGGED_IN],
    ['with a token that is not a live session', asAdmin('forged-token'), SESSION_INVALID],
  ])('answers 401 %s and deletes nothing', async (_label, headers, message) => {
    const { id } = await blogWithCoverAndComments();
    const response = await deleteBlog({ id }, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message });
    expect(await storedCounts(ctx.database.db)).toEqual({ blogs: 2, media: 1, comments: 3 });
  });
});
