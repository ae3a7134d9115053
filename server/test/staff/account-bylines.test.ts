// A post's byline follows its author's account (issue 36, docs/decisions/0083): the public reads
// are cached until the next write, and a rename, an operator's direct change of a name, or a removal
// that hands the posts to another account is such a write for every cached read that shows a byline.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { type StaffSession, staffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

describe("a post's byline after its author's account changes", () => {
  const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const rename = (who: StaffSession, displayName: string) => ctx.app.inject({ method: 'PUT', url: API_PATHS.adminAccount, headers: { authorization: who.token }, payload: { displayName } });

  /** A published post by an author named `name`, its author page's slug given; every cached read filled. */
  async function publishedPostBy(name: string) {
    const author = await staffSession(ctx, 'author');
    expect((await rename(author, name)).statusCode).toBe(200);
    const id = await insertBlog(ctx.database.db, { title: 'Graphs by hand', authorId: author.id });
    ctx.app.dropPublicCache();
    const slug = (await ctx.database.db.select({ slug: admins.slug }).from(admins).where(eq(admins.id, author.id)))[0]!.slug!;
    const reads = {
      post: API_PATHS.blogById.replace(':id', id),
      archive: API_PATHS.blogAll,
      cards: `${API_PATHS.blogAll}?view=summary`,
      listing: `${API_PATHS.blogList}?sort=newest`,
      search: `${API_PATHS.search}?q=graphs`,
      rss: API_PATHS.siteRss,
      authorRss: API_PATHS.authorRss.replace(':slug', slug),
    };
    return { author, id, slug, reads };
  }

  /** Which of the reads name `name` (each read's answer, cached or not). */
  async function naming(reads: Record<string, string>, name: string): Promise<Record<string, boolean>> {
    const shown: Record<string, boolean> = {};
    for (const [read, url] of Object.entries(reads)) {
      const response = await get(url);
      expect(response.statusCode, read).toBe(200);
      shown[read] = response.body.includes(name);
    }
    return shown;
  }
  const every = (reads: Record<string, string>, value: boolean) => Object.fromEntries(Object.keys(reads).map((read) => [read, value]));

  it('shows a rename in every cached read as soon as the rename is answered, the slug kept', async () => {
    const { author, id, slug, reads } = await publishedPostBy('Ada Lovelace');
    expect(await naming(reads, 'Ada Lovelace')).toEqual(every(reads, true));
    // Now cached: the post's answer is served from memory until the next write.
    expect((await get(reads.post)).json()).toMatchObject({ blog: { _id: id, author: { name: 'Ada Lovelace', slug } } });

    const renamed = await rename(author, 'Ada King');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().account).toMatchObject({ displayName: 'Ada King', slug });

    // No waiting: the answer to the rename came after this process dropped its cached reads.
    expect((await get(reads.post)).json()).toMatchObject({ blog: { author: { name: 'Ada King', slug } } });
    expect(await naming(reads, 'Ada King')).toEqual(every(reads, true));
    expect(await naming(reads, 'Ada Lovelace')).toEqual(every(reads, false));
  });

  it("shows an operator's direct change of a display name through the database's notification", async () => {
    const { author, reads } = await publishedPostBy('Grace Hopper');
    expect(await naming(reads, 'Grace Hopper')).toEqual(every(reads, true));
    await ctx.database.db.update(admins).set({ displayName: 'Rear Admiral Hopper' }).where(eq(admins.id, author.id));
    await expect.poll(() => naming(reads, 'Rear Admiral Hopper')).toEqual(every(reads, true));
  });

  it("gives the heir's byline to handed-over posts as soon as the removal is answered", async () => {
    const { author, id, reads } = await publishedPostBy('Ada Lovelace');
    const owner = await staffSession(ctx, 'owner', 'owner@test.example.edu');
    expect((await rename(owner, 'Grace Owner')).statusCode).toBe(200);
    expect((await get(reads.post)).json()).toMatchObject({ blog: { author: { name: 'Ada Lovelace' } } });

    const removed = await ctx.app.inject({ method: 'DELETE', url: API_PATHS.adminStaffMember.replace(':id', author.id), headers: { authorization: owner.token }, payload: { handOverTo: owner.id } });
    expect(removed.statusCode).toBe(200);
    expect((await get(reads.post)).json()).toMatchObject({ blog: { _id: id, author: { name: 'Grace Owner' } } });
    expect((await get(reads.archive)).body).not.toContain('Ada Lovelace');
  });
});
