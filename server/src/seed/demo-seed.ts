import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { appMeta, blogs } from '../db/schema.ts';
import { createMediaRepository, mediaPath } from '../media/media-repository.ts';
import { renderCoverImage } from './cover-image.ts';
import { DEMO_BLOGS } from './demo-blogs.ts';

/** Set once demo content was written; deleting the demo blogs later must not bring them back. */
export const DEMO_SEEDED_KEY = 'demo_seeded';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_NOTE = '<p><em>Demo article: sample content for trying out StudyHub.</em></p>';

/**
 * Writes the demo blogs and their covers on the first start only, all in one transaction.
 * Returns whether this call seeded.
 */
export async function seedDemoContent(db: AppDatabase, now = new Date()): Promise<boolean> {
  if (await isSeeded(db)) return false;
  // Rendering is CPU work; do it before the transaction so the transaction stays short.
  const prepared = await Promise.all(
    DEMO_BLOGS.map(async (blog) => ({ blog, cover: await renderCoverImage({ title: blog.title, category: blog.category, colors: blog.coverColors }) })),
  );
  return db.transaction(async (tx) => {
    // Claiming the key first makes concurrent starts against one PostgreSQL seed only once.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_SEEDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    for (const { blog, cover } of prepared) {
      const mediaId = await createMediaRepository(tx).insert(cover);
      await tx.insert(blogs).values({
        title: blog.title,
        subTitle: blog.subTitle ?? null,
        description: `${blog.description}\n${DEMO_NOTE}`,
        image: mediaPath(mediaId),
        mediaId,
        category: blog.category,
        isPublished: true,
        createdAt: new Date(now.getTime() - blog.daysAgo * DAY_MS),
      });
    }
    return true;
  });
}

async function isSeeded(db: AppDatabase): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY)).limit(1);
  return rows.length > 0;
}
