import { eq, inArray, sql } from 'drizzle-orm';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { uniqueSlug } from '../bylines/author-slugs.ts';
import { recordRevision } from '../blogs/blog-revisions.ts';
import type { AppDatabase, Database } from '../db/client.ts';
import { admins, blogs, comments, media, mediaVariants } from '../db/schema.ts';
import { mediaPath, strongEtag } from '../media/media-repository.ts';
import { renderOnWrite } from '../render/render-on-write.ts';
import { sanitizeBlogHtml } from '../sanitize/blog-html.ts';
import { unusablePasswordHash } from './imported-accounts.ts';
import { mediaOf, readExport } from './read-export.ts';
import { type ExportCounts, type ExportedAuthor, type ExportedSite, ExportError } from './site-format.ts';

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

const COMMENT_BATCH = 500;
const at = (instant: string | null) => (instant === null ? null : sql`${instant}::timestamptz`);

/** Refused unless the site has no posts and no comments: an import adds a whole site, it never merges. */
async function refuseUnlessFresh(db: Pick<AppDatabase, '$count'>): Promise<void> {
  const [posts, remarks] = await Promise.all([db.$count(blogs), db.$count(comments)]);
  if (posts > 0 || remarks > 0) {
    throw new ExportError(`This site already has ${posts} post${posts === 1 ? '' : 's'} and ${remarks} comment${remarks === 1 ? '' : 's'}: an export is imported only into a fresh site. Nothing was imported.`);
  }
}

/**
 * Loads an export (docs/export-format.md) into a fresh site, keeping ids, dates, authors, comments
 * and publish states. Everything is checked first (readExport), then written in one transaction:
 * the site gets all of it or none. The reader's HTML is rendered from each body as a save renders
 * it, and the search tables follow the posts by their triggers.
 */
export async function importSite(database: Database, file: string): Promise<ExportCounts> {
  await refuseUnlessFresh(database.db);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-import-'));
  try {
    const site = await readExport(file, dir);
    return await database.db.transaction(async (tx) => {
      await refuseUnlessFresh(tx);
      const authorIds = await importAuthors(tx, site.authors);
      const mediaCount = await importMedia(tx, site, dir);
      let commentCount = 0;
      for (const post of site.posts) {
        const authorId = post.authorId === null ? null : (authorIds.get(post.authorId.toLowerCase()) ?? null);
        // Sanitised as a save sanitises (a body this site wrote comes back unchanged) and rendered
        // as a save renders, a post at a time so the rendered HTML is never all in memory.
        const source = sanitizeBlogHtml(post.body);
        const cover = 'media' in post.cover ? { image: mediaPath(post.cover.media.id), mediaId: post.cover.media.id } : { image: post.cover.url, mediaId: null };
        await tx.insert(blogs).values({
          id: post.id,
          title: post.title,
          subTitle: post.subtitle,
          category: post.category,
          description: source,
          bodyHtml: await renderOnWrite(source),
          ...cover,
          isPublished: post.published,
          createdAt: at(post.createdAt)!,
          updatedAt: at(post.updatedAt),
          publishAt: at(post.publishAt),
          authorId,
          reviewState: post.review.state,
          reviewNote: post.review.note,
          submittedAt: at(post.review.submittedAt),
        });
        // The history starts with the post as imported, as it starts with a post as added.
        await recordRevision(tx, post.id, 'manual', authorId ?? undefined);
        for (let start = 0; start < post.comments.length; start += COMMENT_BATCH) {
          const batch = post.comments.slice(start, start + COMMENT_BATCH);
          await tx.insert(comments).values(batch.map((comment) => ({ id: comment.id, blogId: post.id, name: comment.name, content: comment.content, isApproved: comment.approved, createdAt: at(comment.createdAt)! })));
        }
        commentCount += post.comments.length;
      }
      return { authors: site.authors.length, posts: site.posts.length, comments: commentCount, media: mediaCount };
    });
  } finally {
    // The archive is unpacked synchronously, so nothing is still writing here; a failure to
    // remove the folder never hides the refusal.
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * Each author as an account: one with the same e-mail already here (the owner from ADMIN_EMAIL,
 * say) is that account, its password, role and state left as they are; any other is created with its id, name, slug and role,
 * suspended and without a usable password (src/export/imported-accounts.ts). Returns each exported
 * id's account here.
 */
async function importAuthors(tx: Transaction, authors: readonly ExportedAuthor[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const emails = authors.map((author) => author.email.toLowerCase());
  const existing = emails.length === 0 ? [] : await tx.select({ id: admins.id, email: admins.email, displayName: admins.displayName, slug: admins.slug }).from(admins).where(inArray(admins.email, emails));
  const byEmail = new Map(existing.map((row) => [row.email, row]));
  const now = new Date();
  // A slug taken here already (by another account) gives way: the account gets the next free one.
  const freeSlug = async (author: ExportedAuthor) => {
    if (author.slug === null) return null;
    const taken = (await tx.$count(admins, eq(admins.slug, author.slug))) > 0;
    return taken ? uniqueSlug(tx, author.displayName ?? author.email.split('@')[0]!) : author.slug;
  };
  for (const author of authors) {
    const email = author.email.toLowerCase();
    const match = byEmail.get(email);
    if (match) {
      // Its password, role and state stay; only a name or slug it lacks comes from the export.
      if (match.displayName === null || match.slug === null) {
        await tx
          .update(admins)
          .set({ displayName: match.displayName ?? author.displayName, slug: match.slug ?? (await freeSlug(author)) })
          .where(eq(admins.id, match.id));
      }
      ids.set(author.id.toLowerCase(), match.id);
      continue;
    }
    await tx.insert(admins).values({ id: author.id, email, passwordHash: unusablePasswordHash(), role: author.role, displayName: author.displayName, slug: await freeSlug(author), createdAt: at(author.createdAt)!, suspendedAt: now });
    ids.set(author.id.toLowerCase(), author.id);
  }
  return ids;
}

/** Every image with its widths, byte for byte; returns how many. */
async function importMedia(tx: Transaction, site: ExportedSite, dir: string): Promise<number> {
  let count = 0;
  for (const item of mediaOf(site)) {
    const bytes = await readFile(path.join(dir, item.file));
    await tx.insert(media).values({ id: item.id, mime: item.mime, bytes, etag: strongEtag(bytes) });
    for (const variant of item.widths) {
      const variantBytes = await readFile(path.join(dir, variant.file));
      await tx.insert(mediaVariants).values({ mediaId: item.id, width: variant.width, bytes: variantBytes, etag: strongEtag(variantBytes) });
    }
    count += 1;
  }
  return count;
}
