import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client.ts';
import { appMeta, blogs } from '../db/schema.ts';
import { createMediaRepository, mediaPath } from '../media/media-repository.ts';
import { recordRevision } from '../blogs/blog-revisions.ts';
import { renderOnWrite } from '../render/render-on-write.ts';
import { renderCoverImage } from './cover-image.ts';
import { DEMO_BLOGS } from './demo-blogs.ts';
import { figureImage, renderFigure } from './demo-figures.ts';

/** Set once demo content was written; deleting the demo blogs later must not bring them back. */
export const DEMO_SEEDED_KEY = 'demo_seeded';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_NOTE = '<p><em>Demo article: sample content for trying out StudyHub.</em></p>';

/**
 * Writes the demo blogs, their covers and the images in their bodies on the first start only, all
 * in one transaction, each body with its reader's HTML as a saved blog has. Returns whether this call seeded.
 */
export async function seedDemoContent(db: AppDatabase, now = new Date()): Promise<boolean> {
  if (await isSeeded(db)) return false;
  // Drawing and rendering are CPU work; done before the transaction so it stays short. A body with
  // figures is rendered inside it: its images' paths are known once they are stored.
  const prepared = await Promise.all(
    DEMO_BLOGS.map(async (blog) => {
      const description = `${blog.description}\n${DEMO_NOTE}`;
      return {
        blog,
        description,
        bodyHtml: blog.figures?.length ? undefined : await renderOnWrite(description),
        cover: await renderCoverImage({ title: blog.title, category: blog.category, colors: blog.coverColors }),
        figures: await Promise.all((blog.figures ?? []).map(async (figure) => ({ figure, media: await renderFigure(figure) }))),
      };
    }),
  );
  return db.transaction(async (tx) => {
    // Claiming the key first makes concurrent starts against one PostgreSQL seed only once.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_SEEDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    const stored = createMediaRepository(tx);
    for (const { blog, cover, figures, ...body } of prepared) {
      const mediaId = await stored.insert(cover);
      let { description, bodyHtml } = body;
      for (const { figure, media } of figures) {
        const image = figureImage(figure, mediaPath(await stored.insert(media)));
        description = description.replace(`<p>{{figure:${figure.key}}}</p>`, `<p>${image}</p>`);
      }
      bodyHtml ??= await renderOnWrite(description);
      const [row] = await tx.insert(blogs).values({
        title: blog.title,
        subTitle: blog.subTitle ?? null,
        description,
        bodyHtml,
        image: mediaPath(mediaId),
        mediaId,
        category: blog.category,
        isPublished: true,
        createdAt: new Date(now.getTime() - blog.daysAgo * DAY_MS),
      }).returning({ id: blogs.id });
      // Its first revision, of no author: history starts with the post (docs/decisions/0073).
      if (row) await recordRevision(tx, row.id, 'manual', undefined);
    }
    return true;
  });
}

async function isSeeded(db: AppDatabase): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY)).limit(1);
  return rows.length > 0;
}
