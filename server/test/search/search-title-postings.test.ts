// The one-word search's title reads (docs/decisions/0061): search_title_postings, kept by the
// database for every writer, read newest first; the same answers as the title's GIN index.
import { type HighlightedText, SEARCH_PAGE_SIZE } from '@studyhub/shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { blogs } from '../../src/db/schema.ts';
import { searchPublishedBlogs } from '../../src/search/search-blogs.ts';
import { parseSearchQuery } from '../../src/search/search-query.ts';
import { RANKED_CANDIDATES } from '../../src/search/search-statement.ts';
import { bulkBlogWrites, insertBlog } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

const text = (runs: HighlightedText) => runs.map((run) => run.text).join('');

describe('search_title_postings (docs/decisions/0061)', () => {
  const ctx = useTestApp();

  let hour = 0;
  const blog = (values: Partial<typeof blogs.$inferInsert>) =>
    insertBlog(ctx.database.db, { createdAt: new Date(Date.UTC(2026, 0, 1, hour++)), description: '<p>Nothing to see.</p>', ...values });

  /** Each posting as `lexeme id`: what the table holds, and what the published titles say it should. */
  const postings = async () =>
    (await rowsOf<{ posting: string }>(ctx.database.db, sql`SELECT lexeme || ' ' || blog_id AS posting FROM search_title_postings ORDER BY 1`)).map((row) => row.posting);
  const expected = async () =>
    (
      await rowsOf<{ posting: string }>(
        ctx.database.db,
        sql`SELECT word.lexeme || ' ' || blogs.id AS posting FROM blogs, unnest(to_tsvector('english', title)) AS word WHERE is_published ORDER BY 1`,
      )
    ).map((row) => row.posting);
  const mirrored = async () => expect(await postings()).toEqual(await expected());

  /** The search with its title matches read from postings, or (forced) from the title's index. */
  const searchBy = (q: string, oneWord: boolean, limit: number = SEARCH_PAGE_SIZE.max) =>
    searchPublishedBlogs(ctx.database.prepared, { ...parseSearchQuery({ q, limit: String(limit) }), oneWord });
  const titlesOf = async (found: ReturnType<typeof searchBy>) => (await found).blogs.map((hit) => text(hit.title));

  it('mirrors every published title through each kind of write', async () => {
    const draft = await blog({ title: 'Kruskal spanning trees', isPublished: false });
    const live = await blog({ title: 'Graph kernels, compared' });
    await mirrored();
    expect(await postings()).toContain(`kernel ${live}`);
    expect((await postings()).some((posting) => posting.endsWith(draft))).toBe(false);

    await ctx.database.db.update(blogs).set({ isPublished: true }).where(eq(blogs.id, draft));
    await mirrored();
    await ctx.database.db.update(blogs).set({ title: 'Prim spanning forests' }).where(eq(blogs.id, draft));
    await mirrored();
    expect(await postings()).not.toContain(`kruskal ${draft}`);
    // A body edit leaves the title's postings as they are.
    await ctx.database.db.update(blogs).set({ description: '<p>Edited.</p>' }).where(eq(blogs.id, live));
    await mirrored();
    await ctx.database.db.update(blogs).set({ isPublished: false }).where(eq(blogs.id, live));
    await mirrored();
    expect((await postings()).some((posting) => posting.endsWith(live))).toBe(false);

    await bulkBlogWrites(ctx.database.db, mirrored);
    expect(await postings()).toEqual([]);
  });

  it('ranks the newest title matches when more titles than candidates have the word', async () => {
    // The oldest has the word three times, so it would rank first; it is past the newest candidates.
    await blog({ title: 'Lattice lattice lattice' });
    for (let i = 1; i <= RANKED_CANDIDATES + 4; i++) await blog({ title: `Lattice ${i}` });
    const found = await searchBy('lattice', true);
    expect(found.total).toBe(RANKED_CANDIDATES + 5);
    const newest = Array.from({ length: RANKED_CANDIDATES }, (_, i) => `Lattice ${RANKED_CANDIDATES + 4 - i}`);
    expect(found.blogs.map((hit) => text(hit.title)).sort()).toEqual(newest.sort());
  });

  it('matches a prefix across every lexeme it begins, each blog once', async () => {
    await blog({ title: 'Kernels' });
    await blog({ title: 'Kernighan notes' });
    await blog({ title: 'Kernel and Kernighan' });
    await blog({ title: 'Kerning fonts' });
    await blog({ title: 'Other', description: '<p>A kernel in the body only.</p>' });
    const found = await searchBy('kern', true);
    expect(found.total).toBe(5);
    expect(found.blogs.slice(0, 4).map((hit) => text(hit.title)).sort()).toEqual(['Kernel and Kernighan', 'Kernels', 'Kernighan notes', 'Kerning fonts']);
    expect(text(found.blogs[4]!.title)).toBe('Other');
  });

  it('answers as the title index does, whenever the candidates hold every title match', async () => {
    await blog({ title: 'Kernels' });
    await blog({ title: 'Kernighan notes', subTitle: 'On kernels' });
    await blog({ title: 'Kernel and Kernighan' });
    await blog({ title: 'Heaps', description: '<p>A kernel in the body only.</p>' });
    await blog({ title: 'Draft kernel', isPublished: false });
    for (const q of ['kern', 'kernel', 'kernels', 'kernle', 'kernighan', 'heap', 'heaps', 'zzyzx', 'the', 'ker']) {
      for (const limit of [1, 3, SEARCH_PAGE_SIZE.max]) {
        expect(await searchBy(q, true, limit), `${q} ${limit}`).toEqual(await searchBy(q, false, limit));
      }
    }
  });

  it('searches by the index a query that turns out to be more than one term', async () => {
    await blog({ title: 'Kernel notes' });
    await blog({ title: 'Kernel heaps' });
    expect(await titlesOf(searchBy('kernel notes', true))).toEqual(['Kernel notes']);
    expect(await searchBy('kernel notes', true)).toEqual(await searchBy('kernel notes', false));
  });
});
