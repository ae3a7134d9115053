import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { appMeta, blogs, media, mediaVariants } from '../../src/db/schema.ts';
import { HttpError } from '../../src/http/http-error.ts';
import { encodeImage } from '../../src/media/image-encoding.ts';
import { INLINE_IMAGES_CURSOR_KEY, INLINE_IMAGES_MOVED_KEY, type MigrationLog, moveInlineImages } from '../../src/media/inline-image-migration.ts';
import { TEST_DRIVER, useTestApp } from '../helpers/test-app.ts';

const dataUrl = (mime: string, bytes: Buffer) => `data:image/${mime};base64,${bytes.toString('base64')}`;
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();
const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();

function captureLog() {
  const warnings: object[] = [];
  const log: MigrationLog = { info: () => undefined, warn: (details) => warnings.push(details) };
  return { log, warnings };
}

describe('moving the images inside post bodies into the media store (start-up data migration)', () => {
  const ctx = useTestApp();

  /** Written by SQL, as bodies were stored before issue 33. */
  async function insertBody(title: string, description: string): Promise<string> {
    const rows = await ctx.database.db.execute(sql`INSERT INTO blogs (title, description, image, category, is_published)
      VALUES (${title}, ${description}, 'https://cdn.example.org/cover.webp', 'CSE', true) RETURNING id`);
    return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
  }

  const bodyOf = async (id: string) => (await ctx.database.db.select({ description: blogs.description }).from(blogs).where(eq(blogs.id, id)))[0]!.description;

  async function fixtures() {
    const graph = await png(800, 400);
    const photo = await jpeg(200, 150);
    const withImages = `<h2>Graphs</h2><p>Before &amp; after <strong>BFS</strong>:</p><p><img src="${dataUrl('png', graph)}" alt="A graph of five nodes"></p><p>Photo: <img src="${dataUrl('jpeg', photo)}" alt=""> end</p>`;
    const plain = '<p>No images, only &lt;text&gt; and a <a href="https://example.edu" target="_blank" rel="noopener noreferrer">link</a>.</p>';
    const mentions = '<p>Write <code>data:image/png;base64,AAAA</code> in CSS</p><p><img src="https://example.edu/a.png" alt="remote"></p>';
    const broken = `<p>Broken: <img src="data:image/png;base64,bm90IGFuIGltYWdl" alt="broken"> and good <img src="${dataUrl('png', await png(100, 50))}" alt="small"></p>`;
    return {
      withImages: { id: await insertBody('With images', withImages), before: withImages },
      plain: { id: await insertBody('Plain', plain), before: plain },
      mentions: { id: await insertBody('Mentions', mentions), before: mentions },
      broken: { id: await insertBody('Broken', broken), before: broken },
    };
  }

  async function storedImage(path: string) {
    const id = path.replace('/api/media/', '');
    const [row] = await ctx.database.db.select().from(media).where(eq(media.id, id));
    expect(row?.mime).toBe('image/webp');
    const variants = await ctx.database.db.select({ width: mediaVariants.width }).from(mediaVariants).where(eq(mediaVariants.mediaId, id)).orderBy(mediaVariants.width);
    return { metadata: await sharp(row!.bytes).metadata(), widths: variants.map(({ width }) => width) };
  }

  it('stores each decodable image as an upload would be, rewrites its src with width and height, keeps alt and every other byte', async () => {
    const rows = await fixtures();
    const { log, warnings } = captureLog();

    expect(await moveInlineImages(ctx.database.db, log, { batchSize: 2 })).toEqual({ blogs: 2, images: 3, kept: 1 });

    const moved = await bodyOf(rows.withImages.id);
    const srcs = [...moved.matchAll(/<img src="(\/api\/media\/[0-9a-f-]{36})"/g)].map((match) => match[1]!);
    expect(srcs).toHaveLength(2);
    expect(moved).toBe(
      `<h2>Graphs</h2><p>Before &amp; after <strong>BFS</strong>:</p><p><img src="${srcs[0]}" alt="A graph of five nodes" width="800" height="400"></p>` +
        `<p>Photo: <img src="${srcs[1]}" alt="" width="200" height="150"> end</p>`,
    );
    expect(await storedImage(srcs[0]!)).toMatchObject({ metadata: { format: 'webp', width: 800, height: 400 }, widths: [320, 480, 720] });
    expect(await storedImage(srcs[1]!)).toMatchObject({ metadata: { format: 'webp', width: 200, height: 150 }, widths: [] });
    // Readers get the moved images with their widths (decision 0071), the rest untouched.
    const [reader] = await ctx.database.db.select({ bodyHtml: blogs.bodyHtml }).from(blogs).where(eq(blogs.id, rows.withImages.id));
    expect(reader?.bodyHtml).toContain(`srcset="${srcs[0]}?w=320 320w`);
    const [untouched] = await ctx.database.db.select({ bodyHtml: blogs.bodyHtml }).from(blogs).where(eq(blogs.id, rows.plain.id));
    expect(untouched?.bodyHtml).toBeNull();

    // The undecodable image stays as it was, logged; the good one beside it moves.
    const broken = await bodyOf(rows.broken.id);
    expect(broken).toContain('<img src="data:image/png;base64,bm90IGFuIGltYWdl" alt="broken">');
    expect(broken).toMatch(/and good <img src="\/api\/media\/[0-9a-f-]{36}" alt="small" width="100" height="50"><\/p>$/);
    expect(warnings).toEqual([{ blogId: rows.broken.id, reason: 'not a JPEG, PNG, WebP or GIF image, or damaged' }]);

    expect(await bodyOf(rows.plain.id)).toBe(rows.plain.before);
    expect(await bodyOf(rows.mentions.id)).toBe(rows.mentions.before);
    expect(await ctx.database.db.$count(media)).toBe(3);
    expect(await ctx.database.db.$count(appMeta, eq(appMeta.key, INLINE_IMAGES_MOVED_KEY))).toBe(1);
    expect(await ctx.database.db.$count(appMeta, eq(appMeta.key, INLINE_IMAGES_CURSOR_KEY))).toBe(0);
  });

  it('is done once: a second run changes nothing, even with a new inline image', async () => {
    const rows = await fixtures();
    await moveInlineImages(ctx.database.db, captureLog().log);
    const after = await bodyOf(rows.withImages.id);
    const later = await insertBody('Later', `<p><img src="${dataUrl('png', await png(10, 10))}"></p>`);

    expect(await moveInlineImages(ctx.database.db, captureLog().log)).toEqual({ blogs: 0, images: 0, kept: 0 });
    expect(await bodyOf(rows.withImages.id)).toBe(after);
    expect(await bodyOf(later)).toContain('data:image/png');
    expect(await ctx.database.db.$count(media)).toBe(3);
  });

  it('resumes after a failed batch: committed batches stay, the failed one is done again, nothing stored twice', async () => {
    const rows = await fixtures();
    let calls = 0;
    const failing: typeof encodeImage = async (bytes, refusals) => {
      calls += 1;
      if (calls === 2) throw new Error('the process died');
      return encodeImage(bytes, refusals);
    };
    // One blog per batch, in id order: whichever batch the second image falls in rolls back whole.
    await expect(moveInlineImages(ctx.database.db, captureLog().log, { batchSize: 1, encode: failing })).rejects.toThrow('the process died');
    expect(await ctx.database.db.$count(appMeta, eq(appMeta.key, INLINE_IMAGES_MOVED_KEY))).toBe(0);

    expect(await moveInlineImages(ctx.database.db, captureLog().log, { batchSize: 1 })).toMatchObject({ kept: 1 });
    expect(await ctx.database.db.$count(media)).toBe(3);
    for (const row of [rows.withImages, rows.broken]) {
      const paths = [...(await bodyOf(row.id)).matchAll(/src="(\/api\/media\/[0-9a-f-]{36})"/g)].map((match) => match[1]!);
      for (const path of paths) expect((await storedImage(path)).metadata.format).toBe('webp');
    }
    expect([...(await bodyOf(rows.withImages.id)).matchAll(/\/api\/media\//g)]).toHaveLength(2);
  });

  it('refusals of the encoder are the only errors that keep an image inline', async () => {
    const rows = await fixtures();
    const refusing: typeof encodeImage = async () => {
      throw new HttpError(415, 'refused');
    };
    expect(await moveInlineImages(ctx.database.db, captureLog().log, { encode: refusing })).toEqual({ blogs: 0, images: 0, kept: 4 });
    expect(await bodyOf(rows.withImages.id)).toBe(rows.withImages.before);
  });

  it.runIf(TEST_DRIVER === 'postgres')('two instances starting at once store each image once', async () => {
    const rows = await fixtures();
    const other = await openDatabase(ctx.config);
    try {
      const runs = await Promise.all([
        moveInlineImages(ctx.database.db, captureLog().log, { batchSize: 1 }),
        moveInlineImages(other.db, captureLog().log, { batchSize: 1 }),
      ]);
      expect(runs.reduce((sum, run) => sum + run.images, 0)).toBe(3);
    } finally {
      await other.close();
    }
    expect(await ctx.database.db.$count(media)).toBe(3);
    expect([...(await bodyOf(rows.withImages.id)).matchAll(/\/api\/media\//g)]).toHaveLength(2);
  });

  it('two runs at once on one database store each image once', async () => {
    await fixtures();
    const runs = await Promise.all([1, 2].map(() => moveInlineImages(ctx.database.db, captureLog().log, { batchSize: 1 })));
    expect(runs.reduce((sum, run) => sum + run.images, 0)).toBe(3);
    expect(await ctx.database.db.$count(media)).toBe(3);
  });
});
