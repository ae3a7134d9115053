import { asc, eq, sql } from 'drizzle-orm';
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeArchive } from '../archive/archive.ts';
import { type Database, rowsOf } from '../db/client.ts';
import { media, mediaVariants } from '../db/schema.ts';
import { isExportMime, mediaFileName } from './media-files.ts';
import { EXPORT_KIND, type ExportCounts, type ExportedAuthor, type ExportedComment, type ExportedMedia, type ExportedPost, ExportError, SITE_FILE } from './site-format.ts';

/** Posts read per query: memory holds one page and its comments, whatever the site's size. */
const PAGE_SIZE = 200;
const BODY_MEDIA = /\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** A timestamp as text to the microsecond, in UTC: a JavaScript Date would drop the last three digits. */
const instant = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

interface PostRow {
  id: string;
  title: string;
  sub_title: string | null;
  category: string;
  description: string;
  is_published: boolean;
  created_at: string;
  updated_at: string | null;
  publish_at: string | null;
  author_id: string | null;
  image: string;
  media_id: string | null;
  review_state: ExportedPost['review']['state'];
  review_note: string | null;
  submitted_at: string | null;
}

/**
 * Writes the site (authors, posts with their comments, every stored image and its widths) to
 * `file`, an archive in the format docs/export-format.md describes. Posts are read a page at a
 * time by id (keyset) and each image on its own, so memory stays bounded at any size; site.json is
 * written as it is read. `file` is whole or absent (src/archive/archive.ts).
 */
export async function exportSite(database: Database, file: string, now = new Date()): Promise<ExportCounts> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'studyhub-export-'));
  try {
    await mkdir(path.join(work, 'media'));
    const counts = await writeContents(database, work, now);
    await writeArchive(work, file, EXPORT_KIND, { counts }, now);
    return counts;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function writeContents({ db }: Database, work: string, now: Date): Promise<ExportCounts> {
  const site = await open(path.join(work, SITE_FILE), 'w');
  const written = new Set<string>();
  const counts: ExportCounts = { authors: 0, posts: 0, comments: 0, media: 0 };

  /** The image's files, written once however many posts show it; undefined when it is gone. */
  async function exportMedia(id: string): Promise<ExportedMedia | undefined> {
    const [item] = await db.select({ mime: media.mime, bytes: media.bytes }).from(media).where(eq(media.id, id));
    if (!item) return undefined;
    if (!isExportMime(item.mime)) throw new ExportError(`The image ${id} is stored as ${item.mime}, which an export cannot hold.`);
    const mime = item.mime;
    const variants = await db.select({ width: mediaVariants.width, bytes: mediaVariants.bytes }).from(mediaVariants).where(eq(mediaVariants.mediaId, id)).orderBy(asc(mediaVariants.width));
    if (!written.has(id)) {
      await writeFile(path.join(work, mediaFileName(id, mime)), item.bytes);
      for (const variant of variants) await writeFile(path.join(work, mediaFileName(id, mime, variant.width)), variant.bytes);
      written.add(id);
      counts.media += 1;
    }
    return { id, mime, file: mediaFileName(id, mime), widths: variants.map(({ width }) => ({ width, file: mediaFileName(id, mime, width) })) };
  }

  try {
    // Every staff account, by e-mail; never a password hash, session or invite.
    const authors = await rowsOf<{ id: string; email: string; display_name: string | null; slug: string | null; role: ExportedAuthor['role']; created_at: string }>(
      db,
      sql`SELECT id, email, display_name, slug, role, ${instant('created_at')} AS created_at FROM admins ORDER BY email`,
    );
    const exportedAuthors: ExportedAuthor[] = authors.map((row) => ({ id: row.id, email: row.email, displayName: row.display_name, slug: row.slug, role: row.role, createdAt: row.created_at }));
    counts.authors = exportedAuthors.length;
    const head = JSON.stringify({ format: EXPORT_KIND.format, formatVersion: EXPORT_KIND.formatVersion, exportedAt: now.toISOString(), authors: exportedAuthors }, null, 1);
    // The posts array is appended a page at a time: the head without its closing brace, then each post on a line.
    await site.write(`${head.slice(0, -2)},\n "posts": [`);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await rowsOf<PostRow>(
        db,
        sql`SELECT id, title, sub_title, category, description, is_published, author_id, image, media_id, review_state, review_note,
                   ${instant('created_at')} AS created_at, ${instant('updated_at')} AS updated_at, ${instant('publish_at')} AS publish_at, ${instant('submitted_at')} AS submitted_at
            FROM blogs WHERE id > ${after}::uuid ORDER BY id LIMIT ${PAGE_SIZE}`,
      );
      if (page.length === 0) break;
      const commentsOf = await pageComments(db, page.map((row) => row.id));
      for (const row of page) {
        const post = await toPost(row, commentsOf.get(row.id) ?? [], exportMedia);
        counts.comments += post.comments.length;
        await site.write(`${counts.posts === 0 ? '\n' : ',\n'}  ${JSON.stringify(post)}`);
        counts.posts += 1;
      }
      after = page[page.length - 1]!.id;
    }
    await site.write('\n ]\n}\n');
  } finally {
    await site.close();
  }
  return counts;
}

async function toPost(row: PostRow, comments: ExportedComment[], exportMedia: (id: string) => Promise<ExportedMedia | undefined>): Promise<ExportedPost> {
  const coverMedia = row.media_id ? await exportMedia(row.media_id) : undefined;
  const bodyMedia: ExportedMedia[] = [];
  for (const id of new Set([...row.description.matchAll(BODY_MEDIA)].map((match) => match[1]!.toLowerCase()))) {
    const item = await exportMedia(id);
    if (item) bodyMedia.push(item);
  }
  return {
    id: row.id,
    title: row.title,
    subtitle: row.sub_title,
    category: row.category,
    body: row.description,
    published: row.is_published,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishAt: row.publish_at,
    authorId: row.author_id,
    cover: coverMedia ? { media: coverMedia } : { url: row.image },
    bodyMedia,
    review: { state: row.review_state, note: row.review_note, submittedAt: row.submitted_at },
    comments,
  };
}

/** The comments of a page of posts, oldest first per post. */
async function pageComments(db: Database['db'], ids: string[]): Promise<Map<string, ExportedComment[]>> {
  const rows = await rowsOf<{ id: string; blog_id: string; name: string; content: string; is_approved: boolean; created_at: string }>(
    db,
    sql`SELECT id, blog_id, name, content, is_approved, ${instant('created_at')} AS created_at FROM comments
        WHERE blog_id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) ORDER BY blog_id, created_at, id`,
  );
  const byPost = new Map<string, ExportedComment[]>();
  for (const row of rows) {
    const list = byPost.get(row.blog_id) ?? [];
    list.push({ id: row.id, name: row.name, content: row.content, approved: row.is_approved, createdAt: row.created_at });
    byPost.set(row.blog_id, list);
  }
  return byPost;
}
