import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { backedUpColumns, columnList, quoteIdentifier, type SqlRunner } from '../../src/backup/backup-tables.ts';
import { type AppDatabase, rowsOf } from '../../src/db/client.ts';
import { admins, auditLog, blogDrafts, blogRevisions, blogs, comments, media, mediaVariants, previewLinks, staffInvites, appMeta } from '../../src/db/schema.ts';

/** Bytes no two covers share, so a mixed-up cover shows as a difference. */
const noise = (size: number) => randomBytes(size);

/**
 * A site with a row in every backed-up table: staff accounts, posts with covers (and their narrower
 * widths), revisions, comments, a draft, a preview link, an invite and audit entries. Returns the
 * title of a published post the site search must find.
 */
export async function populateSite(db: AppDatabase): Promise<string> {
  const [owner, author] = await db
    .insert(admins)
    .values([
      { email: 'owner@backup.test', passwordHash: '$argon2id$owner', role: 'owner', displayName: 'Olive Owner', slug: 'olive' },
      { email: 'author@backup.test', passwordHash: '$argon2id$author', role: 'author', displayName: 'Arun “Author”', slug: 'arun' },
    ])
    .returning({ id: admins.id });
  await db.insert(appMeta).values({ key: 'backup.test', value: 'line one\nline two \u00e9' });
  for (let post = 0; post < 3; post++) {
    const [cover] = await db.insert(media).values({ mime: 'image/webp', bytes: noise(40_000 + post), etag: `"cover-${post}"` }).returning({ id: media.id });
    await db.insert(mediaVariants).values([320, 640].map((width) => ({ mediaId: cover!.id, width, bytes: noise(width * 10), etag: `"cover-${post}-${width}"` })));
    const [blog] = await db
      .insert(blogs)
      .values({
        title: post === 0 ? 'Dijkstra shortest paths' : `Post ${post} with \u00fcnicode and "quotes"`,
        subTitle: post === 1 ? null : 'Sub',
        description: `<p>Body ${post}</p>`,
        bodyHtml: `<p>Body ${post}</p>`,
        image: `/api/media/${cover!.id}`,
        mediaId: cover!.id,
        category: 'CSE',
        isPublished: post !== 2,
        authorId: post === 1 ? author!.id : owner!.id,
        version: post + 1,
        reviewState: post === 2 ? 'submitted' : 'none',
        submittedAt: post === 2 ? new Date() : null,
        publishAt: post === 2 ? new Date(Date.UTC(2031, 0, 1, 12, 0, 0, 123)) : null,
      })
      .returning({ id: blogs.id });
    for (let revision = 1; revision <= post + 1; revision++) {
      await db.insert(blogRevisions).values({ blogId: blog!.id, revision, version: revision, kind: revision === 2 ? 'autosave' : 'manual', authorId: owner!.id, authorName: 'owner@backup.test', title: `Rev ${revision}`, category: 'CSE', description: `<p>r${revision}</p>`, sizeBytes: 9 });
    }
    await db.insert(comments).values({ blogId: blog!.id, name: 'Ada', content: `Comment on ${post}`, isApproved: post !== 1 });
    if (post === 2) await db.insert(previewLinks).values({ tokenHash: `preview-${post}`, blogId: blog!.id, createdBy: owner!.id, expiresAt: new Date(Date.now() + 86_400_000) });
  }
  await db.insert(blogDrafts).values({ adminId: author!.id, title: 'Half written', subTitle: '', category: 'CSE', description: '<p>draft</p>' });
  await db.insert(staffInvites).values({ tokenHash: 'invite-hash', email: 'new@backup.test', role: 'editor', invitedBy: owner!.id, expiresAt: new Date(Date.now() + 86_400_000) });
  await db.insert(auditLog).values([
    { actorId: owner!.id, actorName: 'owner@backup.test', action: 'staff.invite', targetType: 'invite', detail: '{"role":"editor"}', address: '127.0.0.1' },
    { actorId: owner!.id, actorName: 'owner@backup.test', action: 'post.publish', targetType: 'post' },
  ]);
  return 'Dijkstra shortest paths';
}

/** Runs a statement and returns its rows: a drizzle handle or a driver client. */
export type RowReader = (text: string) => Promise<{ line: string }[]>;

export const readerOf =
  (db: SqlRunner): RowReader =>
  (text) =>
    rowsOf<{ line: string }>(db as AppDatabase, sql.raw(text));

/**
 * Every backed-up table's stored columns (generated ones are computed), each row as row_to_json
 * text (bytea as hex: every media byte), sorted: two stores hold the same data when these are equal.
 */
export async function everyRow(db: SqlRunner, read: RowReader = readerOf(db)): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const [table, columns] of await backedUpColumns(db)) {
    const rows = await read(`SELECT row_to_json(r)::text AS line FROM (SELECT ${columnList(columns)} FROM ${quoteIdentifier(table)}) r`);
    tables[table] = rows.map((row) => row.line).sort();
  }
  return tables;
}

/**
 * Writes while a backup is made: two workers adding comments, audit entries and posts (with a
 * revision) and editing a post, each write awaited. `writes()` counts those acknowledged.
 */
export function startWriteLoad(db: AppDatabase, blogId: string): { writes: () => number; stop: () => Promise<void> } {
  let stopped = false;
  let acknowledged = 0;
  const worker = async (id: number) => {
    for (let step = 0; !stopped; step++) {
      await db.transaction(async (tx) => {
        await tx.insert(comments).values({ blogId, name: `Load ${id}`, content: `Write ${step}`, isApproved: true });
        await tx.insert(auditLog).values({ action: 'load.write', targetId: `${id}-${step}` });
        await tx.execute(sql`UPDATE blogs SET title = ${`Edited by ${id} at ${step}`}, version = version + 1 WHERE id = ${blogId}`);
        const [post] = await tx.insert(blogs).values({ title: `Load post ${id}-${step}`, description: '<p>load</p>', image: '/x', category: 'CSE', isPublished: true }).returning({ id: blogs.id });
        await tx.insert(blogRevisions).values({ blogId: post!.id, revision: 1, version: 1, kind: 'manual', title: 'Load', category: 'CSE', description: '<p>load</p>', sizeBytes: 11 });
      });
      acknowledged++;
      // PGlite answers through promises alone: without a turn of the event loop here the load
      // would starve every timer and socket (as requests arriving over HTTP would not).
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const running = Promise.all([worker(1), worker(2)]);
  return {
    writes: () => acknowledged,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** Resolves once `condition` holds, checking between the load's writes (no clock involved). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
