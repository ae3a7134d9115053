import { API_PATHS, type BlogSource, type BlogSourceResponse, type BlogUpdate } from '@studyhub/shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { blogRevisions, blogs } from '../../src/db/schema.ts';
import { asAdmin } from './admin-session.ts';
import { editedFields, newBlog, pngImage } from './blog-fixtures.ts';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

const withId = (path: string, id: string, revision?: number | string) => path.replace(':id', id).replace(':revision', String(revision ?? ''));

export const revisionsUrl = (id: string, query = '') => `${withId(API_PATHS.adminBlogRevisions, id)}${query}`;
export const revisionUrl = (id: string, revision: number | string) => withId(API_PATHS.adminBlogRevision, id, revision);
export const restoreUrl = (id: string, revision: number | string) => withId(API_PATHS.adminBlogRevisionRestore, id, revision);

/** A post written and edited through the API as the admin does it (docs/decisions/0073), and its history as stored. */
export function postEditing(ctx: TestApp, token: () => string) {
  const adminGet = (url: string) => ctx.app.inject({ method: 'GET', url, headers: asAdmin(token()) });

  async function open(id: string): Promise<BlogSource> {
    const response = await adminGet(API_PATHS.adminBlog.replace(':id', id));
    expect(response.statusCode).toBe(200);
    return response.json<BlogSourceResponse>().blog;
  }

  return {
    adminGet,
    open,

    /** Adds a post with a cover; returns its id. */
    async add(overrides: Parameters<typeof newBlog>[0] = {}): Promise<string> {
      const blog = newBlog(overrides);
      const body = await multipart([['blog', JSON.stringify(blog)], ['image', { bytes: await pngImage(64, 32), filename: 'cover.png', type: 'image/png' }]]);
      const response = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers: { ...body.headers, ...asAdmin(token()) } });
      expect(response.statusCode).toBe(200);
      const [row] = await ctx.database.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.title, blog.title.trim()));
      return row!.id;
    },

    /** Opens the post and saves it with `changes` typed over its fields; answers the post as saved. */
    async edit(id: string, changes: Partial<BlogUpdate>): Promise<BlogSource> {
      const source = await open(id);
      const body = await multipart([['blog', JSON.stringify(editedFields(source, changes))]]);
      const response = await ctx.app.inject({ method: 'PUT', url: API_PATHS.adminBlog.replace(':id', id), payload: body.payload, headers: { ...body.headers, ...asAdmin(token()) } });
      expect(response.statusCode).toBe(200);
      return response.json<BlogSourceResponse>().blog;
    },

    restore: (id: string, revision: number | string, payload: unknown, headers: Record<string, string> = asAdmin(token())) =>
      ctx.app.inject({ method: 'POST', url: restoreUrl(id, revision), payload: payload as Record<string, unknown>, headers }),

    /** Every stored revision of the post, oldest first, as the table holds it. */
    stored: (id: string) => ctx.database.db.select().from(blogRevisions).where(eq(blogRevisions.blogId, id)).orderBy(blogRevisions.revision),

    /**
     * An autosave row as the autosave code writes one (kind `autosave`, the post's version kept),
     * written here directly: this suite reads and restores autosaves, it does not make them.
     */
    async autosave(id: string, description: string): Promise<void> {
      await ctx.database.db.execute(sql`
        INSERT INTO blog_revisions (blog_id, revision, version, kind, author_id, author_name, title, sub_title, category, description, size_bytes)
        SELECT id, (SELECT max(revision) + 1 FROM blog_revisions WHERE blog_id = ${id}::uuid), version, 'autosave', NULL, 'autosave@test.example.edu',
               title, sub_title, category, ${description}, octet_length(${description}::text)
        FROM blogs WHERE id = ${id}::uuid`);
    },
  };
}
