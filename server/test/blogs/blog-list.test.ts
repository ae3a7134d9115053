import { API_PATHS, BlogListResponse, BlogSummaryListResponse } from '@studyhub/shared-api/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { blogs } from '../../src/db/schema.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';

describe('GET /api/blog/all', () => {
  const ctx = useTestApp();

  const base = { description: '<p>Body</p>', category: 'CSE' };
  const older = new Date('2026-01-10T09:00:00.000Z');
  const newer = new Date('2026-02-20T15:30:00.000Z');
  const newest = new Date('2026-03-01T08:00:00.000Z');

  it('returns only published blogs, newest first, in the contract shape', async () => {
    await ctx.database.db.insert(blogs).values([
      { ...base, title: 'Older', image: 'https://cdn.example.org/older.webp', isPublished: true, createdAt: older },
      { ...base, title: 'Draft', image: '/api/media/draft', isPublished: false, createdAt: newest },
      { ...base, title: 'Newer', subTitle: 'With a subtitle', image: '/api/media/abc', isPublished: true, createdAt: newer },
    ]);

    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogAll });

    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(BlogListResponse, body)).toBe(true);
    const { success, blogs: listed } = body as BlogListResponse;
    expect(success).toBe(true);
    expect(listed.map((blog) => blog.title)).toEqual(['Newer', 'Older']);

    const [first, second] = listed;
    expect(first).toMatchObject({
      subTitle: 'With a subtitle',
      createdAt: newer.toISOString(),
      image: `${TEST_PUBLIC_API_URL}/api/media/abc`,
      category: 'CSE',
      isPublished: true,
    });
    expect(first?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toHaveProperty('subTitle');
    expect(second?.createdAt).toBe(older.toISOString());
    expect(second?.image).toBe('https://cdn.example.org/older.webp');
  });

  it('answers an empty list when nothing is published', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogAll });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, blogs: [] });
  });

  it('lists summaries without bodies when asked for view=summary', async () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    await ctx.database.db.insert(blogs).values({
      ...base,
      title: 'Long read',
      description: `<h2>Intro</h2><p>${words} &amp; more</p>`,
      image: '/api/media/abc',
      isPublished: true,
      createdAt: newer,
    });

    const response = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.blogAll}?view=summary` });

    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(BlogSummaryListResponse, body)).toBe(true);
    const [summary] = (body as BlogSummaryListResponse).blogs;
    expect(summary).not.toHaveProperty('description');
    expect(summary?.excerpt).toBe(`Intro ${words.split(' ').slice(0, 14).join(' ')}…`);
    expect(summary).toMatchObject({ title: 'Long read', image: `${TEST_PUBLIC_API_URL}/api/media/abc`, createdAt: newer.toISOString() });
  });

  it('refuses an unknown view with a 400 and a message', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.blogAll}?view=tiny` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
