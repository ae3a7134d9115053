import { API_PATHS, CommentListResponse } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { comments } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, insertComment, MISSING_IDS } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('admin comment moderation', () => {
  const ctx = useTestApp();

  const post = async (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: asAdmin(await adminToken(ctx)) });

  const stored = async (id: string) => (await ctx.database.db.select().from(comments).where(eq(comments.id, id)))[0];

  it('lists every comment, approved or not, newest first, each with its blog id and title', async () => {
    const draft = await insertBlog(ctx.database.db, { title: 'Draft blog', isPublished: false });
    const published = await insertBlog(ctx.database.db, { title: 'Published blog' });
    const oldest = await insertComment(ctx.database.db, { blogId: published, name: 'Ada', content: 'First', isApproved: true, createdAt: new Date('2026-01-01T10:00:00Z') });
    await insertComment(ctx.database.db, { blogId: draft, name: 'Grace', content: 'Second', isApproved: false, createdAt: new Date('2026-01-02T10:00:00Z') });
    await insertComment(ctx.database.db, { blogId: published, name: 'Alan', content: 'Third', isApproved: false, createdAt: new Date('2026-01-03T10:00:00Z') });

    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminComments, headers: asAdmin(await adminToken(ctx)) });

    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(CommentListResponse, body)).toBe(true);
    const listed = (body as CommentListResponse).comments;
    expect(listed.map((comment) => comment.content)).toEqual(['Third', 'Second', 'First']);
    expect(listed[1]?.blog).toEqual({ _id: draft, title: 'Draft blog' });
    expect(listed[2]).toEqual({
      _id: oldest,
      blog: { _id: published, title: 'Published blog' },
      name: 'Ada',
      content: 'First',
      createdAt: '2026-01-01T10:00:00.000Z',
      isApproved: true,
    });
  });

  it('approves a comment', async () => {
    const id = await insertComment(ctx.database.db, { blogId: await insertBlog(ctx.database.db), isApproved: false });

    const response = await post(API_PATHS.adminApproveComment, { id });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Comment approved' });
    expect((await stored(id))?.isApproved).toBe(true);
  });

  it('deletes a comment and leaves the others', async () => {
    const blogId = await insertBlog(ctx.database.db);
    const doomed = await insertComment(ctx.database.db, { blogId, isApproved: true });
    const kept = await insertComment(ctx.database.db, { blogId, isApproved: false });

    const response = await post(API_PATHS.adminDeleteComment, { id: doomed });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Comment deleted' });
    expect(await stored(doomed)).toBeUndefined();
    expect(await stored(kept)).toBeDefined();
  });

  describe.each([API_PATHS.adminApproveComment, API_PATHS.adminDeleteComment])('%s', (url) => {
    it.each(MISSING_IDS)('answers 404 for %s', async (_label, id) => {
      const response = await post(url, { id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Comment not found' });
    });

    it('answers 400 without an id or with unknown fields', async () => {
      expect((await post(url, {})).statusCode).toBe(400);
      expect((await post(url, { id: 'x', extra: true })).statusCode).toBe(400);
    });
  });
});
