import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';

export type RevisionKind = 'manual' | 'autosave';

/**
 * Writes the post's text as the writing transaction stored it as the post's next revision
 * (docs/decisions/0073): copied from the row itself, so the history holds exactly what readers
 * were served, with the post's version, the author's account and its e-mail as they are now. A
 * manual revision is dated as the post says it was saved (its update, else its creation: a seed's
 * back-dated posts too); an autosave, now.
 * Called inside the transaction that wrote the post, after the write: its row lock keeps a
 * second writer of the post from taking the same revision number.
 */
export async function recordRevision(tx: Pick<AppDatabase, 'execute'>, blogId: string, kind: RevisionKind, authorId: string | undefined): Promise<void> {
  const author = authorId ?? null;
  await tx.execute(sql`
    INSERT INTO blog_revisions (blog_id, revision, version, kind, author_id, author_name, title, sub_title, category, description, size_bytes, created_at)
    SELECT post.id, coalesce((SELECT max(revision) FROM blog_revisions WHERE blog_id = post.id), 0) + 1, post.version, ${kind}::text,
           ${author}::uuid, (SELECT email FROM admins WHERE id = ${author}::uuid),
           post.title, post.sub_title, post.category, post.description, octet_length(post.description),
           CASE WHEN ${kind}::text = 'manual' THEN coalesce(post.updated_at, post.created_at) ELSE now() END
    FROM blogs AS post WHERE post.id = ${blogId}::uuid`);
}
