import { API_PATHS } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN, SESSION_INVALID } from '../../src/auth/admin-scope.ts';
import { blogs } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, MISSING_IDS } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('POST /api/blog/toggle-publish', () => {
  const ctx = useTestApp();

  async function toggle(id: string, headers?: Record<string, string>) {
    const auth = headers ?? asAdmin(await adminToken(ctx));
    return ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id }, headers: auth });
  }

  async function isPublished(id: string): Promise<boolean | undefined> {
    const [row] = await ctx.database.db.select({ isPublished: blogs.isPublished }).from(blogs).where(eq(blogs.id, id));
    return row?.isPublished;
  }

  it('publishes a draft, then unpublishes it, saying which happened', async () => {
    const id = await insertBlog(ctx.database.db, { isPublished: false });

    const published = await toggle(id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ success: true, message: 'Blog published' });
    expect(await isPublished(id)).toBe(true);
    const listed = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogById.replace(':id', id) });
    expect(listed.statusCode).toBe(200);

    const unpublished = await toggle(id);
    expect(unpublished.json()).toEqual({ success: true, message: 'Blog unpublished' });
    expect(await isPublished(id)).toBe(false);
  });

  it('changes only the blog it names', async () => {
    const id = await insertBlog(ctx.database.db, { isPublished: true });
    const other = await insertBlog(ctx.database.db, { isPublished: true });
    await toggle(id);
    expect(await isPublished(id)).toBe(false);
    expect(await isPublished(other)).toBe(true);
  });

  it.each(MISSING_IDS)('answers 404 for %s', async (_label, id) => {
    const response = await toggle(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Blog not found' });
  });

  it.each([
    ['without a token', {}, NOT_LOGGED_IN],
    ['with a token that is not a live session', asAdmin('forged-token'), SESSION_INVALID],
  ])('answers 401 %s and changes nothing', async (_label, headers, message) => {
    const id = await insertBlog(ctx.database.db, { isPublished: false });
    const response = await toggle(id, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message });
    expect(await isPublished(id)).toBe(false);
  });
});
