import { type BlogSource, type BlogUpdate, DEFAULT_BLOG_CATEGORY, type NewBlog } from '@studyhub/shared-api/contract';
import sharp from 'sharp';
import type { AppDatabase } from '../../src/db/client.ts';
import { sql } from 'drizzle-orm';
import { blogs, comments, media } from '../../src/db/schema.ts';

/** An edit form's fields as the editor opened `source`, with `changes` typed over them. */
export const editedFields = (source: BlogSource, changes: Partial<BlogUpdate> = {}): BlogUpdate => ({
  title: source.title,
  subTitle: source.subTitle ?? '',
  description: source.description,
  category: source.category as BlogUpdate['category'],
  isPublished: source.isPublished,
  baseVersion: source.version,
  ...changes,
});

/** Ids that must find nothing: well-formed but absent, and not a UUID at all. */
export const MISSING_IDS = [
  ['an unknown id', '00000000-0000-4000-8000-000000000000'],
  ['a malformed id', 'not-a-uuid'],
] as const;

/** A valid `blog` field for POST /api/blog/add. */
export function newBlog(overrides: Partial<Record<keyof NewBlog, unknown>> = {}): NewBlog {
  return {
    title: 'Graph algorithms',
    subTitle: 'BFS, DFS and friends',
    description: '<h2>Breadth first</h2><p>Visit <strong>level</strong> by level.</p>',
    category: DEFAULT_BLOG_CATEGORY,
    isPublished: true,
    ...overrides,
  } as NewBlog;
}

/** A blog row written straight to the database; returns its id. */
export async function insertBlog(db: AppDatabase, values: Partial<typeof blogs.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(blogs)
    .values({ title: 'Stored blog', description: '<p>Body</p>', image: 'https://cdn.example.org/cover.webp', category: 'CSE', isPublished: true, ...values })
    .returning({ id: blogs.id });
  if (!row) throw new Error('no blog inserted');
  return row.id;
}

/**
 * Writes many blogs in one statement (every other one published), checks, deletes some of them in
 * one statement, checks, then truncates: what a table kept by statement triggers must follow.
 */
export async function bulkBlogWrites(db: AppDatabase, check: () => Promise<void>): Promise<void> {
  await db.execute(sql`INSERT INTO blogs (title, description, image, category, is_published)
    SELECT 'Bellman-Ford run ' || i, '<p>Body</p>', 'https://cdn.example.org/cover.webp', 'CSE', i % 2 = 0 FROM generate_series(1, 40) AS i`);
  await check();
  await db.execute(sql`DELETE FROM blogs WHERE title LIKE 'Bellman-Ford run 1%'`);
  await check();
  await db.execute(sql`TRUNCATE blogs CASCADE`);
}

export async function insertComment(db: AppDatabase, values: Partial<typeof comments.$inferInsert> & { blogId: string }): Promise<string> {
  const [row] = await db
    .insert(comments)
    .values({ name: 'Ada', content: 'Nice notes', isApproved: true, ...values })
    .returning({ id: comments.id });
  if (!row) throw new Error('no comment inserted');
  return row.id;
}

/** How many rows the tables holding uploads have: nothing may be stored half-way. */
export async function storedCounts(db: AppDatabase): Promise<{ blogs: number; media: number; comments: number }> {
  const [blogCount, mediaCount, commentCount] = await Promise.all([db.$count(blogs), db.$count(media), db.$count(comments)]);
  return { blogs: blogCount, media: mediaCount, comments: commentCount };
}

/** A solid-colour PNG, a real image whatever name it is sent under. */
export function pngImage(width = 64, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();
}
