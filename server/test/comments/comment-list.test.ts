import { API_PATHS, CommentListResponse } from '@studyhub/shared-api/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, insertComment, MISSING_IDS } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('POST /api/blog/comments', () => {
  const ctx = useTestApp();

  const listComments = (blogId: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: API_PATHS.blogComments, payload: { blogId }, headers });

  it("returns the blog's approved comments only, newest first, in the contract shape", async () => {
    const { db } = ctx.database;
    const blogId = await insertBlog(db);
    const otherBlog = await insertBlog(db, { title: 'Other' });
    const older = new Date('2026-01-05T10:00:00.000Z');
    const newer = new Date('2026-01-06T10:00:00.000Z');
    const olderId = await insertComment(db, { blogId, name: 'Ada', content: 'First!', createdAt: older });
    const newerId = await insertComment(db, { blogId, name: 'Linus', content: '<b>not bold</b>', createdAt: newer });
    await insertComment(db, { blogId, name: 'Pending', content: 'Awaiting review', isApproved: false });
    await insertComment(db, { blogId: otherBlog, name: 'Elsewhere', content: 'Other blog' });

    const response = await listComments(blogId);

    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(CommentListResponse, body)).toBe(true);
    expect(body).toEqual({
      success: true,
      comments: [
        { _id: newerId, blog: blogId, name: 'Linus', content: '<b>not bold</b>', createdAt: newer.toISOString(), isApproved: true },
        { _id: olderId, blog: blogId, name: 'Ada', content: 'First!', createdAt: older.toISOString(), isApproved: true },
      ],
    });
  });

  it('answers an empty list for a blog without approved comments', async () => {
    const blogId = await insertBlog(ctx.database.db);
    const response = await listComments(blogId);
    expect(response.json()).toEqual({ success: true, comments: [] });
  });

  it("hides an unpublished blog's comments from visitors but not from an admin", async () => {
    const blogId = await insertBlog(ctx.database.db, { isPublished: false });
    await insertComment(ctx.database.db, { blogId });

    const anonymous = await listComments(blogId);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ success: false, message: 'Blog not found' });

    const admin = await listComments(blogId, asAdmin(await adminToken(ctx)));
    expect(admin.statusCode).toBe(200);
    expect(admin.json<CommentListResponse>().comments).toHaveLength(1);
  });

  it.each(MISSING_IDS)('answers 404 for %s', async (_label, id) => {
    const response = await listComments(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Blog not found' });
  });

  it('answers 400 without a blogId', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogComments, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'blogId is required' });
  });
});
