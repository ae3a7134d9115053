import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';

export interface Consistency {
  blogs: number;
  comments: number;
  media: number;
  /** Covers no blog points at: an upload stored half-way, or a delete that left its image. */
  orphanMedia: number;
  /** Blogs whose cover is served from here but whose stored image is gone. */
  blogsMissingCover: number;
}

const count = (value: unknown): number => Number(value);

/** Counts straight from the tables; a consistent store has no orphan and no blog without its cover. */
export async function checkConsistency(db: AppDatabase): Promise<Consistency> {
  // PGlite answers { rows }, node-postgres a result with rows too; both are read the same way.
  const result: unknown = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM blogs) AS blogs,
      (SELECT count(*) FROM comments) AS comments,
      (SELECT count(*) FROM media) AS media,
      (SELECT count(*) FROM media m WHERE NOT EXISTS (SELECT 1 FROM blogs b WHERE b.media_id = m.id)) AS orphan_media,
      (SELECT count(*) FROM blogs b WHERE b.image LIKE '/api/media/%'
         AND (b.media_id IS NULL OR b.image <> '/api/media/' || b.media_id::text
              OR NOT EXISTS (SELECT 1 FROM media m WHERE m.id = b.media_id))) AS blogs_missing_cover`);
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  if (!row) throw new Error('consistency query returned no row');
  return {
    blogs: count(row.blogs),
    comments: count(row.comments),
    media: count(row.media),
    orphanMedia: count(row.orphan_media),
    blogsMissingCover: count(row.blogs_missing_cover),
  };
}
