// GET /api/search: the site search over published blogs (docs/decisions/0032) — weighted full text,
// websearch syntax, a prefix on the last word, typo-tolerant titles, highlights as plain-text runs.
import { API_PATHS, type HighlightedText, SEARCH_TOTAL_CAP, type SearchResponse, stripHtml } from '@studyhub/shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs } from '../../src/db/schema.ts';
import { searchPublishedBlogs } from '../../src/search/search-blogs.ts';
import { INVALID_SEARCH_LIMIT, parseSearchQuery } from '../../src/search/search-query.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

type Query = Record<string, string>;
type Values = Partial<typeof blogs.$inferInsert>;

const text = (runs: HighlightedText) => runs.map((run) => run.text).join('');
const marked = (runs: HighlightedText) => runs.filter((run) => run.mark).map((run) => run.text);
/** Neutral filler: words no test searches for. */
const filler = (words: number) => Array.from({ length: words }, (_, i) => `filler${i}`).join(' ');

// Written for this suite: syntax of every kind the parsers involved know, injection attempts,
// scripts, emoji, right-to-left text, control-looking text and nothing but punctuation or stop words.
const NAUGHTY = [
  '"',
  '""',
  '"unbalanced phrase',
  '((( graph',
  'graph )))',
  '& | ! : * < - >',
  'graph & tree',
  'graph | tree',
  '!graph',
  'graph:*',
  'graph <-> tree',
  '<2> tree',
  "'",
  "'; drop table blogs; --",
  "') OR 1=1 --",
  '1; SELECT pg_sleep(10)',
  '\\',
  '\\\\\' \\"',
  '%_%',
  '$1 $$ $tag$',
  '<script>alert(1)</script>',
  '&lt;b&gt; &amp;',
  '\uE000graph\uE001',
  '😀 🚀 👩‍💻',
  'שלום עולם',
  'مرحبا بالعالم',
  '\u202Egraph\u202C',
  'ｇｒａｐｈ',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '-',
  '- - -',
  '-graph',
  'or',
  'OR OR OR',
  'the',
  'the and of',
  '...',
  '?!.,;',
  'a'.repeat(200),
  `${'x '.repeat(99)}y`,
];

describe('GET /api/search', () => {
  const ctx = useTestApp();

  const get = (query: Query, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: API_PATHS.search, query, headers });
  const search = async (query: Query) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse>();
  };
  const titles = async (q: string, limit?: number) => (await search({ q, ...(limit ? { limit: String(limit) } : {}) })).blogs.map((hit) => text(hit.title));
  /** The search itself, with the count's cap as given. */
  const searchCapped = (q: string, cap?: number) => searchPublishedBlogs(ctx.database.prepared, parseSearchQuery({ q }), cap);
  const titleWords = async () => ((await ctx.database.db.execute(sql`SELECT word FROM search_title_words ORDER BY word`)) as { rows: { word: string }[] }).rows.map((row) => row.word);
  let hour = 0;
  /** Each blog an hour after the last, so ties in rank come out newest first, the same way every run. */
  const blog = (values: Values) => insertBlog(ctx.database.db, { createdAt: new Date(Date.UTC(2026, 0, 1, hour++)), description: `<p>${filler(12)}</p>`, ...values });

  it('ranks a title match above blogs that only mention the word in the body, however often', async () => {
    await blog({ title: 'Sorting notes', description: `<p>${'recursion '.repeat(100)}</p>` });
    await blog({ title: 'Recursion', description: `<p>${filler(200)}</p>` });
    await blog({ title: 'Queues', description: `<p>one recursion here. ${filler(20)}</p>` });
    // Plain words also match titles by trigrams; a quoted word is full text alone.
    for (const q of ['recursion', '"recursion"']) {
      const found = await search({ q });
      expect(found.blogs.map((hit) => text(hit.title)), q).toEqual(['Recursion', 'Sorting notes', 'Queues']);
      expect(found.total, q).toBe(3);
    }
  });

  it('weighs the title over the subtitle, the subtitle over the category and the category over the body', async () => {
    await blog({ title: 'Body', description: `<p>lattice ${filler(12)}</p>` });
    await blog({ title: 'Category', category: 'Lattice' });
    await blog({ title: 'Subtitle', subTitle: 'About a lattice' });
    await blog({ title: 'Title lattice' });
    await blog({ title: 'Unrelated', subTitle: 'Trees', category: 'CSE' });
    expect(await titles('lattice')).toEqual(['Title lattice', 'Subtitle', 'Category', 'Body']);
  });

  it('matches the last word as a prefix while typing, and only the last word', async () => {
    await blog({ title: 'Graph algorithms' });
    await blog({ title: 'Notes', description: '<p>Sorting algorithmic puzzles</p>' });
    await blog({ title: 'Heaps', description: '<p>Sorting with a heap</p>' });
    expect(await titles('algor')).toEqual(['Graph algorithms', 'Notes']);
    expect(await titles('sorting algor')).toEqual(['Notes']);
    expect(await titles('algor sorting')).toEqual([]);
    expect(await titles('sorting algorithms')).toEqual(['Notes']);
    // Too short to be worth completing: "al" is a word of its own, and no blog has it.
    expect(await titles('al')).toEqual([]);
  });

  it('understands websearch syntax: a quoted phrase, -exclusion and OR', async () => {
    await blog({ title: 'First', description: '<p>A binary search tree keeps keys in order.</p>' });
    await blog({ title: 'Second', description: '<p>To search a binary heap, look at every node.</p>' });
    await blog({ title: 'Third', description: '<p>Tries store strings.</p>' });
    // Both words, closer together in the first.
    expect(await titles('binary search')).toEqual(['First', 'Second']);
    expect(await titles('"binary search"')).toEqual(['First']);
    expect(await titles('binary search -heap')).toEqual(['First']);
    expect(await titles('heap or tries')).toEqual(['Third', 'Second']);
    expect(await titles('HEAP OR TRIES')).toEqual(['Third', 'Second']);
    expect(await titles('heap tries')).toEqual([]);
    // A title match is still excluded by a word elsewhere in the blog.
    await blog({ title: 'Binary search in arrays', description: '<p>Not a heap in sight. Well, one heap.</p>' });
    expect(await titles('binary search -heap')).toEqual(['First']);
    expect(await titles('binary search -tries')).toEqual(['Binary search in arrays', 'First', 'Second']);
  });

  it('tolerates typos in titles, marking the words that look like the query', async () => {
    await blog({ title: 'Graph algorithms' });
    await blog({ title: 'Recursion explained' });
    await blog({ title: 'Notes', description: '<p>Recursion in the body only.</p>' });
    await blog({ title: 'Misspelt', description: '<p>The same typo, recursoin, in a body.</p>' });
    const typo = await search({ q: 'recursoin' });
    // The title like the query ranks above the body that has it as typed; typos are forgiven in
    // titles only, so the body's "Recursion" is not found.
    expect(typo.blogs.map((hit) => text(hit.title))).toEqual(['Recursion explained', 'Misspelt']);
    expect(marked(typo.blogs[0]!.title)).toEqual(['Recursion']);
    expect(marked(typo.blogs[1]!.snippet)).toEqual(['recursoin']);
    expect(typo.total).toBe(2);
    expect((await search({ q: 'recursoin', limit: '1' })).total).toBe(2);
    expect(await titles('algoritms')).toEqual(['Graph algorithms']);
    expect(await titles('algoeithm')).toEqual(['Graph algorithms']);
    expect(await titles('grahp algorithms')).toEqual(['Graph algorithms']);
    expect(marked((await search({ q: 'grahp algoritms' })).blogs[0]!.title)).toEqual(['Graph', 'algorithms']);
    // Every word must be like a title word: one that is like none leaves no typo match at all.
    expect(await titles('recursoin algoritms')).toEqual([]);
    expect(await titles('recursoin zzyzx')).toEqual([]);
  });

  it('corrects typos against the words of published titles, which the database keeps as blogs are written', async () => {
    await blog({ title: 'Dijkstra and the 2nd shortest path, 2024 edition: CSE101 notes' });
    // Letters, or letters and digits; 3 characters or more; no numbers, no stop words.
    expect(await titleWords()).toEqual(['2nd', 'cse101', 'dijkstra', 'edition', 'notes', 'path', 'shortest']);
    expect(await titles('dijsktra')).toEqual(['Dijkstra and the 2nd shortest path, 2024 edition: CSE101 notes']);

    // Drafts add nothing until published; a new title adds its words and the old ones stay.
    const draft = await blog({ title: 'Kruskal spanning trees', isPublished: false });
    expect(await titleWords()).not.toContain('kruskal');
    await ctx.database.db.update(blogs).set({ isPublished: true }).where(eq(blogs.id, draft));
    expect(await titleWords()).toEqual(expect.arrayContaining(['kruskal', 'spanning', 'trees']));
    await ctx.database.db.update(blogs).set({ title: 'Prim spanning forests' }).where(eq(blogs.id, draft));
    expect(await titleWords()).toEqual(expect.arrayContaining(['forests', 'kruskal', 'prim', 'spanning', 'trees']));
    ctx.app.dropPublicCache();
    expect(await titles('primm forrests')).toEqual(['Prim spanning forests']);
    // A stale word finds nothing.
    expect(await titles('kruskall')).toEqual([]);

    // One statement of many rows: every title's words, once each.
    await ctx.database.db.execute(sql`INSERT INTO blogs (title, description, image, category, is_published)
      SELECT 'Bellman-Ford run ' || i, '<p>Body</p>', 'https://cdn.example.org/cover.webp', 'CSE', true FROM generate_series(1, 50) AS i`);
    const words = await titleWords();
    expect(words).toEqual(expect.arrayContaining(['bellman', 'ford', 'run']));
    expect(words.filter((word) => /^\d+$/.test(word))).toEqual([]);
    ctx.app.dropPublicCache();
    expect((await search({ q: 'belman' })).total).toBe(50);
  });

  it('never finds an unpublished blog, by any kind of match', async () => {
    await blog({ title: 'Recursion published', description: '<p>Published body</p>' });
    await blog({ title: 'Recursion draft', description: '<p>Secret draft body about recursion</p>', isPublished: false });
    for (const q of ['recursion', 'recur', 'recursoin', 'draft', 'secret', '"draft body"']) {
      const found = await search({ q });
      expect(found.blogs.map((hit) => text(hit.title)), q).not.toContain('Recursion draft');
      expect(found.total, q).toBe(found.blogs.length);
    }
    expect((await search({ q: 'secret' })).total).toBe(0);
  });

  it('marks the matched words in the title and returns it as plain text, markup and all', async () => {
    const title = 'Learn <script>alert(1)</script> & <b>recursion</b> safely';
    await blog({ title, description: '<p>Recursion, then &lt;tags&gt; &amp; more about recursive calls.</p>' });
    const [hit] = (await search({ q: 'recursion' })).blogs;
    expect(text(hit!.title)).toBe(title);
    expect(hit!.title).toContainEqual({ text: 'recursion', mark: true });
    expect(marked(hit!.title)).toEqual(['recursion']);
    expect(text(hit!.snippet)).toBe('Recursion, then <tags> & more about recursive calls.');
    expect(marked(hit!.snippet)).toEqual(['Recursion', 'recursive']);
  });

  it("keeps the marker characters out of the text, so a title holding them cannot forge a mark", async () => {
    await blog({ title: 'Fake \uE000mark\uE001 and recursion' });
    const [hit] = (await search({ q: 'recursion' })).blogs;
    expect(marked(hit!.title)).toEqual(['recursion']);
    expect(text(hit!.title)).toBe('Fake mark and recursion');
  });

  it('takes the snippet from around the match in the body, or the start of the body when the match is elsewhere', async () => {
    const words = Array.from({ length: 120 }, (_, i) => `w${i}`);
    words[80] = 'dijkstra';
    const description = `<h2>Start here</h2><p>${words.join(' ')}</p>`;
    await blog({ title: 'Shortest paths', description });
    await blog({ title: 'Dijkstra in the title', description });
    const found = await search({ q: 'dijkstra' });
    expect(found.blogs.map((hit) => text(hit.title))).toEqual(['Dijkstra in the title', 'Shortest paths']);

    const around = found.blogs[1]!.snippet;
    expect(marked(around)).toEqual(['dijkstra']);
    const aroundWords = text(around).split(' ');
    expect(aroundWords.length).toBeGreaterThanOrEqual(15);
    expect(aroundWords.length).toBeLessThanOrEqual(35);
    expect(aroundWords).not.toContain('Start');
    expect(stripHtml(description)).toContain(text(around));

    // The title blog's body has the word too: its snippet is centred on it as well.
    expect(marked(found.blogs[0]!.snippet)).toEqual(['dijkstra']);
    // Only in the title: the snippet is the start of the body, nothing marked.
    await blog({ title: 'Bellman-Ford', description });
    const [start] = (await search({ q: 'bellman' })).blogs;
    expect(marked(start!.snippet)).toEqual([]);
    expect(text(start!.snippet).startsWith('Start here w0 w1 w2')).toBe(true);
  });

  it('reads the body as the listing preview does: tags gone, entities decoded', async () => {
    const description = '<h1>Heading</h1><p>x &lt; y &amp;&amp; y &gt; z,&nbsp;quoted "text"</p><ol><li data-list="bullet">item <em>one</em></li></ol>';
    await blog({ title: 'Entities', description });
    const [hit] = (await search({ q: 'entities' })).blogs;
    expect(text(hit!.snippet)).toBe(stripHtml(description));
    expect(text(hit!.snippet)).not.toMatch(/[<>]\w|&\w+;/);
  });

  it('counts every match in total but returns at most limit hits: 10 by default, up to 20', async () => {
    for (let i = 0; i < 25; i++) await blog({ title: `Kernel note ${i}` });
    await blog({ title: 'Unrelated' });
    expect(await search({ q: 'kernel' })).toMatchObject({ success: true, total: 25, totalCapped: false, blogs: expect.any(Array) });
    expect((await search({ q: 'kernel' })).blogs).toHaveLength(10);
    expect((await search({ q: 'kernel', limit: '20' })).blogs).toHaveLength(20);
    expect((await search({ q: 'kernel', limit: '3' })).blogs).toHaveLength(3);
    const hit = (await search({ q: 'kernel', limit: '1' })).blogs[0]!;
    expect(Object.keys(hit).sort()).toEqual(['_id', 'category', 'createdAt', 'snippet', 'title']);
    expect(hit.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('counts up to a cap, past which it says the count stopped', async () => {
    for (let i = 0; i < 5; i++) await blog({ title: `Kernel note ${i}` });
    for (let i = 0; i < 3; i++) await blog({ title: `Notes ${i}`, description: '<p>The kernel scheduler.</p>' });
    expect(await searchCapped('kernel')).toMatchObject({ total: 8, totalCapped: false });
    expect(await searchCapped('kernel', 8)).toMatchObject({ total: 8, totalCapped: false });
    // More titles than the cap: counted from titles alone.
    const capped = await searchCapped('kernel', 4);
    expect(capped).toMatchObject({ total: 4, totalCapped: true });
    expect(capped.blogs).toHaveLength(8);
    // Titles under the cap, all matches over it.
    expect(await searchCapped('kernel', 6)).toMatchObject({ total: 6, totalCapped: true });
    // Body matches alone.
    expect(await searchCapped('scheduler', 2)).toMatchObject({ total: 2, totalCapped: true });
    expect(await searchCapped('scheduler', 3)).toMatchObject({ total: 3, totalCapped: false });
    // Typo matches count too.
    expect(await searchCapped('kernle', 4)).toMatchObject({ total: 4, totalCapped: true });
    expect(await searchCapped('kernle')).toMatchObject({ total: 5, totalCapped: false });
    expect(await searchCapped('zzyzx')).toEqual({ blogs: [], total: 0, totalCapped: false });
  });

  it(`counts at most ${SEARCH_TOTAL_CAP} matches`, async () => {
    await ctx.database.db.execute(sql`INSERT INTO blogs (title, description, image, category, is_published, created_at)
      SELECT 'Lattice ' || i, '<p>Body</p>', 'https://cdn.example.org/cover.webp', 'CSE', true, timestamptz '2026-01-01' + i * interval '1 hour'
      FROM generate_series(1, ${SEARCH_TOTAL_CAP + 1}) AS i`);
    expect(await searchCapped('lattice')).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(await searchCapped('latt')).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    await ctx.database.db.execute(sql`DELETE FROM blogs WHERE title = 'Lattice 1'`);
    expect(await searchCapped('lattice')).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: false });
    const found = await search({ q: 'lattice' });
    expect(found.total).toBe(SEARCH_TOTAL_CAP);
    expect(found.blogs).toHaveLength(10);
  });

  it('finds nothing, with a 200, for whitespace, stop words, punctuation or exclusions alone', async () => {
    await blog({ title: 'Graph theory', description: '<p>The graph of the function.</p>' });
    for (const q of [' ', '   \t ', 'the', 'the of and', '?!...', '-graph', '"the"']) {
      expect(await search({ q }), JSON.stringify(q)).toMatchObject({ success: true, blogs: [], total: 0 });
    }
  });

  it('never fails on hostile search text: every naughty string is a 200', async () => {
    await blog({ title: 'Graph theory <script>', description: '<p>Graphs, trees &amp; heaps; drop table blogs; -- \\ "quoted"</p>' });
    await blog({ title: 'שלום עולם', description: '<p>مرحبا بالعالم 😀</p>' });
    for (const q of NAUGHTY) {
      const response = await get({ q });
      expect(response.statusCode, JSON.stringify(q)).toBe(200);
      const body = response.json<SearchResponse>();
      expect(body.total, JSON.stringify(q)).toBeGreaterThanOrEqual(body.blogs.length);
    }
    // Hostile text still searches for its words: the table is there and the words are found.
    expect(await titles("'; drop table blogs; --")).toEqual(['Graph theory <script>']);
    expect(await titles('graph & tree')).toEqual(['Graph theory <script>']);
    expect(await titles('שלום')).toEqual(['שלום עולם']);
  });

  it.each<[string, Query, string | RegExp]>([
    ['a limit of 0', { q: 'graph', limit: '0' }, INVALID_SEARCH_LIMIT],
    ['a limit past the maximum', { q: 'graph', limit: '21' }, INVALID_SEARCH_LIMIT],
    ['a limit that is not a number', { q: 'graph', limit: 'ten' }, /limit/],
    ['a search over 200 characters', { q: 'x'.repeat(201) }, /q/],
    ['an empty search', { q: '' }, /q/],
    ['no search at all', {}, /q/],
    ['an unknown parameter', { q: 'graph', page: '2' }, /page|additional/i],
  ])('answers 400 with a message for %s', async (_label, query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ success: boolean; message: string }>()).toMatchObject({ success: false, message: expect.stringMatching(message) });
  });

  it('answers 304 to a current copy and new results after a write', async () => {
    await blog({ title: 'Compilers' });
    const before = await get({ q: 'compilers' });
    expect(before.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect((await get({ q: 'compilers' }, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

    await blog({ title: 'Compilers, part two' });
    ctx.app.dropPublicCache();

    const after = await get({ q: 'compilers' }, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<SearchResponse>().total).toBe(2);
  });
});
