import { API_PATHS, BlogListResponse, DashboardResponse } from '@studyhub/shared-api/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, insertComment } from '../helpers/blog-fixtures.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe('admin dashboard and blog list', () => {
  const ctx = useTestApp();

  const get = async (url: string) => ctx.app.inject({ method: 'GET', url, headers: asAdmin(await adminToken(ctx)) });

  /** Seven blogs on days 1..7, the odd days published; comments on two of them, approved or not. */
  async function seed() {
    const ids: string[] = [];
    for (let n = 1; n <= 7; n += 1) {
      ids.push(await insertBlog(ctx.database.db, { title: `Blog ${n}`, isPublished: n % 2 === 1, createdAt: day(n), image: `/api/media/cover-${n}` }));
    }
    await insertComment(ctx.database.db, { blogId: ids[0]!, isApproved: true });
    await insertComment(ctx.database.db, { blogId: ids[0]!, isApproved: false });
    await insertComment(ctx.database.db, { blogId: ids[5]!, isApproved: false });
  }

  it('counts every blog, every comment and the drafts, and shows the 5 newest blogs including drafts', async () => {
    await seed();

    const response = await get(API_PATHS.adminDashboard);

    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(DashboardResponse, body)).toBe(true);
    const { success, data } = body as DashboardResponse;
    expect(success).toBe(true);
    expect({ blogs: data.blogs, comments: data.comments, drafts: data.drafts }).toEqual({ blogs: 7, comments: 3, drafts: 3 });
    expect(data.recentBlogs.map((blog) => [blog.title, blog.isPublished])).toEqual([
      ['Blog 7', true],
      ['Blog 6', false],
      ['Blog 5', true],
      ['Blog 4', false],
      ['Blog 3', true],
    ]);
    expect(data.recentBlogs[0]).toMatchObject({ createdAt: day(7).toISOString(), image: `${TEST_PUBLIC_API_URL}/api/media/cover-7` });
  });

  it('answers zero counts and no blogs on an empty site', async () => {
    const response = await get(API_PATHS.adminDashboard);
    expect(response.statusCode).toBe(200);
    // The owner reviews: it gets the count of drafts waiting (issue 36).
    expect(response.json()).toEqual({ success: true, data: { blogs: 0, comments: 0, drafts: 0, pendingReview: 0, recentBlogs: [] } });
  });

  it('lists every blog, drafts included, newest first', async () => {
    await seed();

    const response = await get(API_PATHS.adminBlogs);

    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Value.Check(BlogListResponse, body)).toBe(true);
    const { blogs } = body as BlogListResponse;
    expect(blogs.map((blog) => blog.title)).toEqual(['Blog 7', 'Blog 6', 'Blog 5', 'Blog 4', 'Blog 3', 'Blog 2', 'Blog 1']);
    expect(blogs.filter((blog) => !blog.isPublished)).toHaveLength(3);
  });
});
