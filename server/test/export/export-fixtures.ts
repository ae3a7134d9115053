import { sql } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readArchive } from '../../src/archive/archive.ts';
import type { AppDatabase } from '../../src/db/client.ts';
import { admins } from '../../src/db/schema.ts';
import { encodeCover } from '../../src/media/cover-upload.ts';
import { createMediaRepository, mediaPath } from '../../src/media/media-repository.ts';
import { EXPORT_KIND, type ExportedSite, SITE_FILE } from '../../src/export/site-format.ts';
import { insertBlog, insertComment, pngImage } from '../helpers/blog-fixtures.ts';
import { makeTempDir } from '../helpers/test-app.ts';

export const OWNER_EMAIL = 'owner@export.example.edu';

/** Ids of the sample site's parts that the tests look at. */
export interface SampleSite {
  ownerId: string;
  authorId: string;
  contributorId: string;
  published: string;
  scheduled: string;
  returned: string;
  submitted: string;
}

/**
 * A small site with one of everything an export must carry: accounts of three roles, a published
 * post with a stored cover and its widths and a body image, a scheduled post, a returned and a
 * submitted draft, an approved and an unapproved comment, dates with microseconds.
 */
export async function populateSite(db: AppDatabase): Promise<SampleSite> {
  const account = async (email: string, role: 'owner' | 'author' | 'contributor', displayName: string | null, slug: string | null) => {
    const [row] = await db.insert(admins).values({ email, passwordHash: 'no-login', role, displayName, slug }).returning({ id: admins.id });
    return row!.id;
  };
  const ownerId = await account(OWNER_EMAIL, 'owner', 'Olga Owner', 'olga-owner');
  const authorId = await account('ada@export.example.edu', 'author', 'Ada Lovelace', 'ada-lovelace');
  const contributorId = await account('carl@export.example.edu', 'contributor', null, null);
  const mediaStore = createMediaRepository(db);
  const coverId = await mediaStore.insert(await encodeCover(await pngImage(800, 400)));
  const bodyImageId = await mediaStore.insert({ mime: 'image/png', bytes: await pngImage(40, 20) });
  const published = await insertBlog(db, {
    title: 'Dijkstra with a binary heap',
    subTitle: 'Shortest paths, step by step',
    description: `<h2>Relaxation</h2><p>Every edge is relaxed once.</p><p><img src="${mediaPath(bodyImageId)}" alt="A heap"></p>`,
    image: mediaPath(coverId),
    mediaId: coverId,
    authorId,
    isPublished: true,
    createdAt: new Date('2024-03-01T10:00:00.000Z'),
    updatedAt: new Date('2024-03-02T11:30:00.000Z'),
  });
  // Microseconds a JavaScript Date cannot hold must come back too.
  await db.execute(sql`UPDATE blogs SET created_at = '2024-03-01T10:00:00.123456Z' WHERE id = ${published}::uuid`);
  const scheduled = await insertBlog(db, { title: 'Scheduled: tries and radix trees', isPublished: false, publishAt: new Date('2031-01-01T08:00:00Z'), authorId: ownerId });
  const returned = await insertBlog(db, {
    title: 'Returned draft on hashing',
    subTitle: null,
    isPublished: false,
    authorId: contributorId,
    reviewState: 'returned',
    reviewNote: 'Please cite the source.',
    submittedAt: new Date('2024-04-01T09:00:00Z'),
    category: 'Elective',
  });
  const submitted = await insertBlog(db, { title: 'Submitted draft on heaps', isPublished: false, authorId: contributorId, reviewState: 'submitted', submittedAt: new Date('2024-04-02T09:00:00Z') });
  await insertComment(db, { blogId: published, name: 'Grace', content: 'Clear explanation', isApproved: true, createdAt: new Date('2024-03-03T12:00:00Z') });
  await insertComment(db, { blogId: published, name: 'Spam Bot', content: 'Buy now', isApproved: false, createdAt: new Date('2024-03-04T12:00:00Z') });
  return { ownerId, authorId, contributorId, published, scheduled, returned, submitted };
}

/** The export's site.json and every other file's bytes, by name. */
export async function unpackExport(file: string): Promise<{ site: ExportedSite; files: Map<string, Buffer> }> {
  const dir = await makeTempDir();
  await readArchive(file, dir, EXPORT_KIND);
  const site = JSON.parse(await readFile(path.join(dir, SITE_FILE), 'utf8')) as ExportedSite;
  const files = new Map<string, Buffer>();
  for (const name of await readdir(path.join(dir, 'media'))) files.set(`media/${name}`, await readFile(path.join(dir, 'media', name)));
  return { site, files };
}
