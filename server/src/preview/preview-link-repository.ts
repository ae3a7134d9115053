import type { Blog, PreviewLink } from '@studyhub/shared-api/contract';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { hashSessionToken, newSessionToken } from '../auth/tokens.ts';
import { type AppDatabase, rowsOf } from '../db/client.ts';
import { blogRevisions, blogs, previewLinks } from '../db/schema.ts';
import { isUuid } from '../http/uuid.ts';
import { toBlog } from '../blogs/blog-mapping.ts';
import { renderOnWrite } from '../render/render-on-write.ts';

const HOUR_MS = 3_600_000;
/** Drafts whose reader HTML is kept in memory; each at most the body limit. */
const RENDERS_KEPT = 50;

/** A link is alive until its expiry, and not once revoked. */
const alive = (now: Date) => and(isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now));

const toLink = (row: { tokenHash: string; createdAt: Date; expiresAt: Date }): PreviewLink => ({
  id: row.tokenHash,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Draft links (docs/decisions/0078): tokens made like session tokens (256 random bits) and stored
 * only as their SHA-256, so the table cannot open a draft; a link's id is that hash.
 */
export function createPreviewLinkRepository(db: AppDatabase, publicApiUrl: string) {
  // A revision is never changed (a trigger refuses it), so its rendering is kept by its key: the
  // page host's check and the page's own read, and every reload, render a draft once.
  const renders = new Map<string, Promise<string>>();
  function rendered(key: string, source: string): Promise<string> {
    const known = renders.get(key);
    if (known) return known;
    if (renders.size >= RENDERS_KEPT) renders.delete(renders.keys().next().value!);
    const html = renderOnWrite(source);
    renders.set(key, html);
    html.catch(() => renders.delete(key));
    return html;
  }

  return {
    /** A new link to the post, or undefined when there is no such post. The token is in the answer only; expired links are deleted first. */
    async create(blogId: string, hours: number, adminId: string | undefined, now = new Date()): Promise<(PreviewLink & { token: string }) | undefined> {
      if (!isUuid(blogId)) return undefined;
      // An expired link answers as an unknown one does, so its row serves nothing: each new link
      // deletes the expired ones (any post's), and the table holds only live links and those that
      // died since the last one was made. One statement, no timer of its own.
      await db.delete(previewLinks).where(lte(previewLinks.expiresAt, now));
      const token = newSessionToken();
      const expiresAt = new Date(now.getTime() + hours * HOUR_MS);
      // One statement: a post deleted meanwhile makes no row, not a foreign-key error.
      const [row] = await rowsOf<{ token_hash: string; created_at: string | Date; expires_at: string | Date }>(
        db,
        sql`
          INSERT INTO preview_links (token_hash, blog_id, created_by, created_at, expires_at)
          SELECT ${hashSessionToken(token)}, id, ${adminId ?? null}::uuid, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
          FROM blogs WHERE id = ${blogId}::uuid
          RETURNING token_hash, created_at, expires_at`,
      );
      if (!row) return undefined;
      return { ...toLink({ tokenHash: row.token_hash, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) }), token };
    },

    /** The post's live links, newest first; undefined when there is no such post. */
    async listLive(blogId: string, now = new Date()): Promise<PreviewLink[] | undefined> {
      if (!isUuid(blogId)) return undefined;
      const [post] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, blogId)).limit(1);
      if (!post) return undefined;
      const rows = await db.select().from(previewLinks).where(and(eq(previewLinks.blogId, blogId), alive(now))).orderBy(desc(previewLinks.createdAt));
      return rows.map(toLink);
    },

    /** Revokes one live link of the post; false when there is none (unknown, expired or already revoked). */
    async revoke(blogId: string, linkId: string, now = new Date()): Promise<boolean> {
      if (!isUuid(blogId) || !/^[0-9a-f]{64}$/.test(linkId)) return false;
      const rows = await db
        .update(previewLinks)
        .set({ revokedAt: now })
        .where(and(eq(previewLinks.tokenHash, linkId), eq(previewLinks.blogId, blogId), alive(now)))
        .returning({ id: previewLinks.tokenHash });
      return rows.length > 0;
    },

    /**
     * The post's current draft for a live token: its newest revision (of any kind) rendered as a
     * save renders it, with the post's cover and dates. Every dead token, whatever the reason,
     * takes this same path: one lookup by the token's hash.
     */
    async draftFor(token: string, now = new Date()): Promise<Blog | undefined> {
      const [row] = await db
        .select({ post: blogs, revision: { number: blogRevisions.revision, title: blogRevisions.title, subTitle: blogRevisions.subTitle, category: blogRevisions.category, description: blogRevisions.description, createdAt: blogRevisions.createdAt } })
        .from(previewLinks)
        .innerJoin(blogs, eq(blogs.id, previewLinks.blogId))
        .leftJoin(blogRevisions, eq(blogRevisions.blogId, blogs.id))
        .where(and(eq(previewLinks.tokenHash, hashSessionToken(token)), alive(now)))
        .orderBy(desc(blogRevisions.revision))
        .limit(1);
      if (!row) return undefined;
      const { post, revision } = row;
      // A post written by SQL has no revision: its stored text is its draft.
      const text = revision ?? { title: post.title, subTitle: post.subTitle, category: post.category, description: post.description, createdAt: post.updatedAt ?? post.createdAt };
      const bodyHtml = revision ? await rendered(`${post.id}:${revision.number}`, text.description) : await renderOnWrite(text.description);
      const draft = toBlog({ ...post, ...text, createdAt: post.createdAt, updatedAt: revision ? text.createdAt : post.updatedAt, bodyHtml }, publicApiUrl);
      return draft;
    },
  };
}

export type PreviewLinkRepository = ReturnType<typeof createPreviewLinkRepository>;
