import { API_PATHS, COMMENT_MESSAGES, LIMITS } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { comments } from '../../src/db/schema.ts';
import { insertBlog, MISSING_IDS, storedCounts } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('POST /api/blog/add-comment', () => {
  const ctx = useTestApp();

  // Comments are limited per browser and per address (comment-rate-limit.test.ts): each request
  // here comes from its own address so no limit decides an outcome in this file.
  let sent = 0;
  const nextAddress = () => `10.0.${Math.floor(sent / 256)}.${sent++ % 256}`;
  const addComment = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: API_PATHS.blogAddComment, payload, remoteAddress: nextAddress() });

  async function expectRefused(payload: object, status: number, message: string): Promise<void> {
    const response = await addComment(payload);
    expect(response.json()).toEqual({ success: false, message });
    expect(response.statusCode).toBe(status);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 0 });
  }

  it('stores a trimmed, not yet approved comment as plain text and says it awaits review', async () => {
    const blog = await insertBlog(ctx.database.db);
    const content = '  <script>alert("hi")</script> & <b>bold?</b>  ';

    const response = await addComment({ blog, name: '  Ada Lovelace ', content });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: COMMENT_MESSAGES.submitted });
    const rows = await ctx.database.db.select().from(comments);
    expect(rows).toEqual([
      expect.objectContaining({ blogId: blog, name: 'Ada Lovelace', content: content.trim(), isApproved: false }),
    ]);

    // Not approved yet, so not public.
    const listed = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogComments, payload: { blogId: blog } });
    expect(listed.json()).toEqual({ success: true, comments: [] });
  });

  it('accepts a name and a comment at their maximum length', async () => {
    const blog = await insertBlog(ctx.database.db);
    const response = await addComment({ blog, name: 'n'.repeat(LIMITS.commentName), content: 'c'.repeat(LIMITS.commentContent) });
    expect(response.statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 1 });
  });

  it('pretends to accept what a bot puts in the hidden website field, and stores nothing', async () => {
    const blog = await insertBlog(ctx.database.db);
    const response = await addComment({ blog, name: 'Spammer', content: 'Buy now', website: 'https://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: COMMENT_MESSAGES.submitted });
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 0 });
  });

  it('stores the comment when the hidden website field is sent empty', async () => {
    const blog = await insertBlog(ctx.database.db);
    expect((await addComment({ blog, name: 'Ada', content: 'Hello', website: '' })).statusCode).toBe(200);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ comments: 1 });
  });

  it.each([
    ['a blank name', { name: '   ', content: 'Hello' }, 'Please enter your name'],
    ['a blank comment', { name: 'Ada', content: ' \n\t ' }, 'Please write a comment'],
    ['a missing name', { content: 'Hello' }, 'name is required'],
    ['a missing comment', { name: 'Ada' }, 'content is required'],
    ['a name over 80 characters', { name: 'n'.repeat(LIMITS.commentName + 1), content: 'Hello' }, `name must be at most ${LIMITS.commentName} characters`],
    ['a comment over 2000 characters', { name: 'Ada', content: 'c'.repeat(LIMITS.commentContent + 1) }, `content must be at most ${LIMITS.commentContent} characters`],
    ['an unknown field', { name: 'Ada', content: 'Hello', department: 'CS' }, 'Unknown field: department'],
    ['a name that is not text', { name: 42, content: 'Hello' }, 'name must be a string'],
  ])('answers 400 for %s and stores nothing', async (_label, fields, message) => {
    const blog = await insertBlog(ctx.database.db);
    await expectRefused({ blog, ...fields }, 400, message);
  });

  it.each(MISSING_IDS)('answers 404 for %s', async (_label, blog) => {
    await expectRefused({ blog, name: 'Ada', content: 'Hello' }, 404, 'Blog not found');
  });

  it('answers 404 for an unpublished blog', async () => {
    const blog = await insertBlog(ctx.database.db, { isPublished: false });
    await expectRefused({ blog, name: 'Ada', content: 'Hello' }, 404, 'Blog not found');
  });
});
