import type { BlogSource } from '@studyhub/shared-api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { blogs, media } from '../db/schema.ts';
import { createMediaRepository, mediaPath, type NewMedia } from '../media/media-repository.ts';
import { type BlogDraft, toBlogSource } from './blog-mapping.ts';
import { recordRevision } from './blog-revisions.ts';

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** A saved edit as the route hands it over: sanitised, its reader's HTML already rendered. */
export interface BlogEdit {
  /** The version the editor opened the post at. */
  baseVersion: number;
  draft: BlogDraft;
  bodyHtml: string;
  /** A new cover; without one the stored cover is kept. */
  cover?: NewMedia;
  /** The admin saving it, for the revision. */
  authorId?: string;
}

export type EditOutcome = { saved: BlogSource } | { missing: true } | { stale: true };

/** Thrown to roll back a transaction whose post moved on under it (never expected: the row is locked). */
class StaleEdit extends Error {}

/**
 * Saves an edit in `tx` (docs/decisions/0073): the post keeps its id, creation date, comments and
 * (unless a new one is given) its cover; its version goes up by one and `updated_at` is now. The
 * row is locked first, so the version compared here is the one the UPDATE replaces, and the
 * UPDATE still names it (`WHERE version = base`): a stale editor can never overwrite. A missing
 * post or another version changes nothing. A replaced cover of ours is deleted with the save.
 */
export async function saveEdit(tx: Transaction, id: string, edit: BlogEdit, publicApiUrl: string): Promise<EditOutcome> {
  const [current] = await tx.select({ version: blogs.version, mediaId: blogs.mediaId }).from(blogs).where(eq(blogs.id, id)).for('update');
  if (!current) return { missing: true };
  if (current.version !== edit.baseVersion) return { stale: true };
  const mediaId = edit.cover && (await createMediaRepository(tx).insert(edit.cover));
  const [row] = await tx
    .update(blogs)
    .set({
      ...edit.draft,
      bodyHtml: edit.bodyHtml,
      updatedAt: sql`now()`,
      version: sql`${blogs.version} + 1`,
      // Publishing by hand replaces a schedule (docs/decisions/0077); a draft saved as a draft keeps it.
      ...(edit.draft.isPublished ? { publishAt: null } : {}),
      ...(mediaId ? { image: mediaPath(mediaId), mediaId } : {}),
    })
    .where(and(eq(blogs.id, id), eq(blogs.version, edit.baseVersion)))
    .returning();
  if (!row) throw new StaleEdit(`blog ${id} moved past version ${edit.baseVersion} under its row lock`);
  if (mediaId && current.mediaId) await tx.delete(media).where(eq(media.id, current.mediaId));
  await recordRevision(tx, id, 'manual', edit.authorId);
  return { saved: toBlogSource(row, publicApiUrl) };
}
