import sharp from 'sharp';
import type { AppDatabase } from '../../src/db/client.ts';
import { blogs, comments, media } from '../../src/db/schema.ts';
import type { Ledger } from './crash-ledger.ts';
import { checkConsistency, type Consistency } from './consistency.ts';

export interface Verified extends Consistency {
  drafts: number;
  problems: string[];
}

/**
 * Reads the store straight from its tables after a crash and holds it against the ledger: every
 * acknowledged write present and identical, nothing deleted come back, nothing unknown, no
 * half-written blog or orphan cover. Writes whose answer was lost are settled to what is stored.
 */
export async function verifyStore(db: AppDatabase, ledger: Ledger): Promise<Verified> {
  const problems: string[] = [];
  const blogRows = await db.select().from(blogs);
  const covers = new Map((await db.select({ id: media.id, mime: media.mime, bytes: media.bytes }).from(media)).map((row) => [row.id, row]));
  const byTitle = new Map<string, (typeof blogRows)[number]>();
  for (const row of blogRows) {
    if (byTitle.has(row.title)) problems.push(`blog "${row.title}" stored twice`);
    byTitle.set(row.title, row);
    if (!ledger.blogs.has(row.title)) problems.push(`blog "${row.title}" was never sent`);
  }

  for (const [title, blog] of ledger.blogs) {
    const row = byTitle.get(title);
    if (!row) {
      if (blog.durable && blog.deleted === false) problems.push(`acknowledged blog "${title}" is missing`);
      if (!blog.durable) ledger.blogs.delete(title);
      else blog.deleted = true;
      continue;
    }
    if (blog.deleted === true) problems.push(`deleted blog "${title}" is back`);
    const same = row.subTitle === blog.subTitle && row.description === blog.description && row.category === blog.category;
    if (!same) problems.push(`blog "${title}" differs from what was sent`);
    if (blog.published !== undefined && row.isPublished !== blog.published) problems.push(`blog "${title}" published=${row.isPublished}, acknowledged ${blog.published}`);
    const cover = row.mediaId ? covers.get(row.mediaId) : undefined;
    if (!cover) {
      problems.push(`blog "${title}" has no stored cover`);
    } else {
      const { width, height, format } = await sharp(cover.bytes).metadata();
      if (format !== 'webp' || width !== blog.width || height !== blog.height) {
        problems.push(`blog "${title}" cover is ${format} ${width}x${height}, uploaded ${blog.width}x${blog.height}`);
      }
    }
    Object.assign(blog, { id: row.id, durable: true, deleted: false, published: row.isPublished });
  }

  const commentRows = await db.select({ blogId: comments.blogId, name: comments.name, content: comments.content }).from(comments);
  const byContent = new Map(commentRows.map((row) => [row.content, row]));
  for (const row of commentRows) if (!ledger.comments.has(row.content)) problems.push(`comment "${row.content}" was never sent`);
  for (const [content, comment] of ledger.comments) {
    const row = byContent.get(content);
    const blogRow = byTitle.get(comment.blogTitle);
    if (row && !blogRow) problems.push(`comment "${content}" outlived its blog`);
    if (row && blogRow && (row.blogId !== blogRow.id || row.name !== comment.name)) problems.push(`comment "${content}" differs from what was sent`);
    if (!row && blogRow && comment.durable) problems.push(`acknowledged comment "${content}" is missing`);
    if (row) comment.durable = true;
    else ledger.comments.delete(content);
  }

  const consistency = await checkConsistency(db);
  if (consistency.orphanMedia > 0) problems.push(`${consistency.orphanMedia} stored covers belong to no blog`);
  if (consistency.blogsMissingCover > 0) problems.push(`${consistency.blogsMissingCover} blogs point at a missing cover`);
  return { ...consistency, drafts: blogRows.filter((row) => !row.isPublished).length, problems };
}
