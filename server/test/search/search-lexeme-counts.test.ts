// The search's count of a word in more blogs than the cap (docs/decisions/0063): search_lexeme_counts,
// kept by the database for every writer, settles it without the body's GIN bitmap.
import { SEARCH_PAGE_SIZE } from '@studyhub/shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { blogs } from '../../src/db/schema.ts';
import { searchPublishedBlogs } from '../../src/search/search-blogs.ts';
import { parseSearchQuery } from '../../src/search/search-query.ts';
import { bulkBlogWrites, insertBlog } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('search_lexeme_counts (docs/decisions/0063)', () => {
  const ctx = useTestApp();

  let hour = 0;
  const blog = (values: Partial<typeof blogs.$inferInsert>) =>
    insertBlog(ctx.database.db, { createdAt: new Date(Date.UTC(2026, 0, 1, hour++)), description: '<p>Nothing to see.</p>', ...values });

  /** Each count as `lexeme blogs`: what the table holds, and what the published search vectors say. */
  const counts = async () =>
    (await rowsOf<{ count: string }>(ctx.database.db, sql`SELECT lexeme || ' ' || blogs AS count FROM search_lexeme_counts ORDER BY lexeme`)).map((row) => row.count);
  const expected = async () =>
    (
      await rowsOf<{ count: string }>(
        ctx.database.db,
        sql`SELECT lexeme || ' ' || count(*) AS count FROM blogs, unnest(tsvector_to_array(search_vector)) AS lexeme
            WHERE is_published GROUP BY lexeme ORDER BY lexeme COLLATE "C"`,
      )
    ).map((row) => row.count);
  const mirrored = async () => expect(await counts()).toEqual(await expected());

  /** The search with its title matches read from postings (where the counts are read), or (forced) from the title's index. */
  const searchBy = (q: string, oneWord: boolean, limit: number, cap: number) =>
    searchPublishedBlogs(ctx.database.prepared, { ...parseSearchQuery({ q, limit: String(limit) }), oneWord }, cap);

  it('counts every published search vector through each kind of write', async () => {
    const draft = await blog({ title: 'Kruskal spanning trees', isPublished: false });
    const live = await blog({ title: 'Graph kernels, compared', description: '<p>A kernel and a graph.</p>' });
    await mirrored();
    expect(await counts()).toContain('kernel 1');
    expect((await counts()).some((count) => count.startsWith('kruskal '))).toBe(false);

    await ctx.database.db.update(blogs).set({ isPublished: true }).where(eq(blogs.id, draft));
    await mirrored();
    await ctx.database.db.update(blogs).set({ title: 'Prim spanning forests' }).where(eq(blogs.id, draft));
    await mirrored();
    await ctx.database.db.update(blogs).set({ description: '<p>Edited: Dijkstra.</p>' }).where(eq(blogs.id, live));
    await mirrored();
    // An update that changes no search vector changes no count.
    await ctx.database.db.update(blogs).set({ image: 'https://cdn.example.org/other.webp' }).where(eq(blogs.id, live));
    await mirrored();
    await ctx.database.db.update(blogs).set({ isPublished: false }).where(eq(blogs.id, live));
    await mirrored();
    // No published blog has "dijkstra" any more: its row is gone, not kept at zero.
    expect((await counts()).some((count) => count.startsWith('dijkstra '))).toBe(false);

    await bulkBlogWrites(ctx.database.db, mirrored);
    expect(await counts()).toEqual([]);
  });

  it('caps the count of a word in more blogs than the cap, as the index does, titles or not', async () => {
    const cap = 3;
    await blog({ title: 'Lattice notes' });
    for (let i = 1; i <= 5; i++) await blog({ title: `Notes ${i}`, description: `<p>A lattice, ${i}.</p>` });
    await blog({ title: 'Kernels' });
    await blog({ title: 'Heaps', description: '<p>A kernel.</p>' });
    for (const q of ['lattice', 'latt', 'lattices', 'kernel', 'kern', 'note', 'notes']) {
      for (const limit of [1, 3, SEARCH_PAGE_SIZE.max]) {
        expect(await searchBy(q, true, limit, cap), `${q} ${limit}`).toEqual(await searchBy(q, false, limit, cap));
      }
    }
    const lattice = await searchBy('lattice', true, SEARCH_PAGE_SIZE.max, cap);
    expect([lattice.total, lattice.totalCapped, lattice.blogs.length]).toEqual([cap, true, 6]);
  });

  it('takes the count from the table, not from the bodies', async () => {
    await blog({ title: 'Lattice notes' });
    await blog({ title: 'Heaps', description: '<p>A lattice.</p>' });
    expect(await searchBy('lattice', true, 1, 3)).toMatchObject({ total: 2, totalCapped: false });
    // What the table says is what the count is: were it read from the bodies, this would still be 2.
    await ctx.database.db.execute(sql`UPDATE search_lexeme_counts SET blogs = 4 WHERE lexeme = 'lattic'`);
    expect(await searchBy('lattice', true, 1, 3)).toMatchObject({ total: 3, totalCapped: true });
  });
});
