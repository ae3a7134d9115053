import { API_PATHS, BlogResponse } from '@studyhub/shared-api/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { adminToken, asAdmin } from './helpers/admin-session.ts';
import { insertBlog, MISSING_IDS } from './helpers/blog-fixtures.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from './helpers/test-app.ts';

const blogUrl = (id: string) => API_PATHS.blogById.replace(':id', id);

describe('GET /api/blog/:id', () => {
  const ctx = useTestApp();

  it('returns a published blog in the contract shape', async () => {
    const createdAt = new Date('2026-03-01T08:00:00.000Z');
    const id = await insertBlog(ctx.database.db, { title: 'Heaps', subTitle: 'Priority queues', image: '/api/media/abc', createdAt });

    const response = await ctx.app.inject({ method: 'GET', url: blogUrl(id) });

    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(BlogResponse, body)).toBe(true);
    expect(body).toEqual({
      success: true,
      blog: {
        _id: id,
        title: 'Heaps',
        subTitle: 'Priority queues',
        description: '<p>Body</p>',
        image: `${TEST_PUBLIC_API_URL}/api/media/abc`,
        category: 'CSE',
        createdAt: createdAt.toISOString(),
        isPublished: true,
      },
    });
  });

  it('hides an unpublished blog from visitors but shows it to an admin', async () => {
    const id = await insertBlog(ctx.database.db, { title: 'Draft', isPublished: false });

    const anonymous = await ctx.app.inject({ method: 'GET', url: blogUrl(id) });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ success: false, message: 'Blog not found' });

    const badToken = await ctx.app.inject({ method: 'GET', url: blogUrl(id), headers: asAdmin('not-a-live-token') });
    expect(badToken.statusCode).toBe(404);

    const admin = await ctx.app.inject({ method: 'GET', url: blogUrl(id), headers: asAdmin(await adminToken(ctx)) });
    expect(admin.statusCode).toBe(200);
    expect(admin.json<BlogResponse>().blog).toMatchObject({ _id: id, title: 'Draft', isPublished: false });
  });

  it.each(MISSING_IDS)('answers 404 for %s', async (_label, id) => {
    const response = await ctx.app.inject({ method: 'GET', url: blogUrl(id) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Blog not found' });
  });

  it('still serves the listing at /api/blog/all rather than a blog called "all"', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogAll });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, blogs: [] });
  });
});
