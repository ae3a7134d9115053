import { and, asc, eq, gt, ilike, sql } from 'drizzle-orm';
import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';
import type { AppDatabase } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import { appMeta, blogs } from '../db/schema.ts';
import { renderOnWrite } from '../render/render-on-write.ts';
import { encodeImage, type ImageRefusals, MAX_INPUT_PIXELS } from './image-encoding.ts';
import { createMediaRepository, mediaPath } from './media-repository.ts';

// Bodies written before issue 33 carry their images inline, as <img src="data:image/…;base64,…">.
// At start each such image moves to the media store, stored as an upload would be, and its src
// becomes /api/media/<id> with the stored width and height; the rest of the body is kept byte for
// byte. An image that cannot be decoded stays inline and is logged: nothing is lost.

/** Set in app_meta once every body was looked at. */
export const INLINE_IMAGES_MOVED_KEY = 'inline_images_moved';
/** The last blog id a committed batch looked at, so a restart resumes after it. */
export const INLINE_IMAGES_CURSOR_KEY = 'inline_images_cursor';
/** Any number fixed for the app (the schema migrations use 5_307_001): batches run one at a time. */
const LOCK_KEY = 5_307_002;
const BATCH_BLOGS = 10;
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]*)$/i;

const REFUSALS: ImageRefusals = {
  wrongType: 'not a JPEG, PNG, WebP or GIF image, or damaged',
  tooManyPixels: `more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
};

export interface MigrationLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MoveInlineImagesOptions {
  batchSize?: number;
  /** How an image is stored; tests hand in one that fails to see a batch roll back. */
  encode?: typeof encodeImage;
}

export interface MovedImages {
  blogs: number;
  images: number;
  /** Inline images left as they were because they could not be decoded. */
  kept: number;
}

/**
 * Moves the images inside post bodies into the media store, in batches of blogs, each batch one
 * transaction under a transaction-scoped advisory lock: instances started together take turns,
 * each batch reading what the previous one committed, so no image is stored twice. A crash loses
 * only the batch in progress; the next start resumes after the cursor. Done once for good.
 */
export async function moveInlineImages(db: AppDatabase, log: MigrationLog, { batchSize = BATCH_BLOGS, encode = encodeImage }: MoveInlineImagesOptions = {}): Promise<MovedImages> {
  const total: MovedImages = { blogs: 0, images: 0, kept: 0 };
  if (await readMeta(db, INLINE_IMAGES_MOVED_KEY)) return total;
  for (;;) {
    const finished = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
      if (await readMeta(tx, INLINE_IMAGES_MOVED_KEY)) return true;
      const cursor = await readMeta(tx, INLINE_IMAGES_CURSOR_KEY);
      const rows = await tx
        .select({ id: blogs.id, description: blogs.description })
        .from(blogs)
        .where(and(cursor ? gt(blogs.id, cursor) : undefined, ilike(blogs.description, '%data:image/%')))
        .orderBy(asc(blogs.id))
        .limit(batchSize);
      if (rows.length === 0) {
        await tx.insert(appMeta).values({ key: INLINE_IMAGES_MOVED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
        await tx.delete(appMeta).where(eq(appMeta.key, INLINE_IMAGES_CURSOR_KEY));
        return true;
      }
      const media = createMediaRepository(tx);
      for (const row of rows) {
        const moved = await moveImagesOf(row.description, async (bytes) => {
          let encoded;
          try {
            encoded = await encode(bytes, REFUSALS);
          } catch (error) {
            // Only the image's own problems keep it inline; anything else ends the batch.
            if (error instanceof HttpError) return error.message;
            throw error;
          }
          const { width, height, ...stored } = encoded;
          return { path: mediaPath(await media.insert(stored)), width, height };
        });
        for (const reason of moved.kept) log.warn({ blogId: row.id, reason }, 'An inline image in a post body could not be decoded and stays inline');
        total.kept += moved.kept.length;
        if (moved.images === 0) continue;
        // The reader's HTML follows the new source: images with their widths (decision 0071).
        await tx.update(blogs).set({ description: moved.html, bodyHtml: await renderOnWrite(moved.html) }).where(eq(blogs.id, row.id));
        total.blogs += 1;
        total.images += moved.images;
      }
      const last = rows.at(-1)!.id;
      await tx.insert(appMeta).values({ key: INLINE_IMAGES_CURSOR_KEY, value: last }).onConflictDoUpdate({ target: appMeta.key, set: { value: last } });
      return false;
    });
    if (finished) break;
  }
  if (total.images > 0 || total.kept > 0) log.info({ ...total }, 'Moved the images inside post bodies into the media store');
  return total;
}

async function readMeta(db: Pick<AppDatabase, 'select'>, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value;
}

interface StoredImage {
  path: string;
  width: number;
  height: number;
}

interface MovedBody {
  html: string;
  images: number;
  kept: string[];
}

/**
 * `html` with each inline image stored by `store` and pointed at; only those <img> tags change
 * (found by their offsets in the source), every other byte stays as it was. `store` answers a
 * reason instead when the image cannot be stored and stays inline.
 */
export async function moveImagesOf(html: string, store: (bytes: Buffer) => Promise<StoredImage | string>): Promise<MovedBody> {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const edits: { start: number; end: number; tag: string }[] = [];
  const kept: string[] = [];
  for (const image of dom.window.document.querySelectorAll('img')) {
    const match = DATA_IMAGE.exec((image.getAttribute('src') ?? '').trim());
    if (!match) continue;
    const location = dom.nodeLocation(image);
    if (!location) continue;
    const bytes = Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64');
    const stored = bytes.length === 0 ? 'no image bytes' : await store(bytes);
    if (typeof stored === 'string') {
      kept.push(stored);
      continue;
    }
    image.setAttribute('src', stored.path);
    image.setAttribute('width', String(stored.width));
    image.setAttribute('height', String(stored.height));
    edits.push({ start: location.startOffset, end: location.endOffset, tag: image.outerHTML });
  }
  let rewritten = html;
  // From the end, so the earlier offsets still hold.
  for (const { start, end, tag } of edits.reverse()) rewritten = rewritten.slice(0, start) + tag + rewritten.slice(end);
  return { html: rewritten, images: edits.length, kept };
}
