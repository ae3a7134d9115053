import { AUTOSAVES_KEPT, type PostAutosave, type PostAutosaveInput } from '@studyhub/shared-api/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { absoluteBodyMedia } from '../blogs/body-media-urls.ts';

export type AutosaveOutcome = { savedAt: Date } | { missing: true } | { futureVersion: true };

/** The rows of a raw query, in the database or in a transaction (both drivers answer `rows`). */
async function rowsIn<T>(db: Pick<AppDatabase, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

interface AutosaveRow {
  revision: number;
  version: number;
  title: string;
  sub_title: string | null;
  description: string;
  category: string;
  created_at: Date | string;
}

/**
 * An edit's autosave (docs/decisions/0076): a revision of kind `autosave` holding what the editor
 * typed over `baseVersion`. The post's row is only locked, never written: readers see nothing, its
 * version stays (the editor's own save gets no 409) and no cache is dropped. The lock keeps a
 * concurrent save or autosave from taking the same revision number. In the same transaction the
 * post's autosaves beyond the newest AUTOSAVES_KEPT are deleted; manual revisions never are.
 */
export async function writePostAutosave(db: AppDatabase, blogId: string, input: PostAutosaveInput, authorId: string): Promise<AutosaveOutcome> {
  return db.transaction(async (tx) => {
    const [post] = await rowsIn<{ version: number }>(tx, sql`SELECT version FROM blogs WHERE id = ${blogId}::uuid FOR UPDATE`);
    if (!post) return { missing: true };
    if (input.baseVersion > post.version) return { futureVersion: true };
    const [row] = await rowsIn<{ created_at: Date | string }>(
      tx,
      sql`
        INSERT INTO blog_revisions (blog_id, revision, version, kind, author_id, author_name, title, sub_title, category, description, size_bytes)
        SELECT ${blogId}::uuid, coalesce((SELECT max(revision) FROM blog_revisions WHERE blog_id = ${blogId}::uuid), 0) + 1,
               ${input.baseVersion}::int, 'autosave', ${authorId}::uuid, (SELECT email FROM admins WHERE id = ${authorId}::uuid),
               ${input.title}, ${input.subTitle}, ${input.category}, ${input.description}, octet_length(${input.description}::text)
        RETURNING created_at`,
    );
    await tx.execute(sql`
      DELETE FROM blog_revisions WHERE blog_id = ${blogId}::uuid AND kind = 'autosave' AND revision < (
        SELECT min(revision) FROM (
          SELECT revision FROM blog_revisions WHERE blog_id = ${blogId}::uuid AND kind = 'autosave' ORDER BY revision DESC LIMIT ${AUTOSAVES_KEPT}
        ) AS kept)`);
    return { savedAt: new Date(row!.created_at) };
  });
}

/**
 * The newest autosave of the post by `authorId`, if it came after the post's last manual save
 * (a higher revision number): what an editor opened again may restore. Another admin's unsaved
 * text is never offered.
 */
export async function readPostAutosave(db: AppDatabase, blogId: string, authorId: string, publicApiUrl: string): Promise<PostAutosave | null> {
  const [row] = await rowsIn<AutosaveRow>(
    db,
    sql`
      SELECT revision, version, title, sub_title, description, category, created_at FROM blog_revisions
      WHERE blog_id = ${blogId}::uuid AND kind = 'autosave' AND author_id = ${authorId}::uuid
        AND revision > coalesce((SELECT max(revision) FROM blog_revisions WHERE blog_id = ${blogId}::uuid AND kind = 'manual'), 0)
      ORDER BY revision DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    revision: row.revision,
    version: row.version,
    title: row.title,
    subTitle: row.sub_title ?? '',
    description: absoluteBodyMedia(row.description, publicApiUrl),
    category: row.category,
    savedAt: new Date(row.created_at).toISOString(),
  };
}

/** Whether the post exists. */
export async function postExists(db: AppDatabase, blogId: string): Promise<boolean> {
  return (await rowsIn(db, sql`SELECT 1 FROM blogs WHERE id = ${blogId}::uuid`)).length > 0;
}
