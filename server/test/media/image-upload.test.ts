import { API_PATHS, LIMITS } from '@studyhub/shared-api/contract';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { media, mediaVariants } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { newBlog, pngImage, storedCounts } from '../helpers/blog-fixtures.ts';
import { type FilePart, multipart } from '../helpers/multipart.ts';
import { useTestApp } from '../helpers/test-app.ts';

const WRONG_TYPE = 'The thumbnail must be a JPEG, PNG, WebP or GIF image';

describe('cover uploads on POST /api/blog/add', () => {
  const ctx = useTestApp();

  async function upload(image: FilePart) {
    const body = await multipart([
      ['blog', JSON.stringify(newBlog())],
      ['image', image],
    ]);
    const headers = { ...body.headers, ...asAdmin(await adminToken(ctx)) };
    return ctx.app.inject({ method: 'POST', url: API_PATHS.blogAdd, payload: body.payload, headers });
  }

  /** The one stored cover, decoded. */
  async function storedCover() {
    const rows = await ctx.database.db.select({ mime: media.mime, bytes: media.bytes }).from(media);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no media row');
    expect(row.mime).toBe('image/webp');
    return sharp(row.bytes).metadata();
  }

  async function expectRefused(image: FilePart, status: number, message: string): Promise<void> {
    const response = await upload(image);
    expect(response.json()).toEqual({ success: false, message });
    expect(response.statusCode).toBe(status);
    expect(await storedCounts(ctx.database.db)).toMatchObject({ blogs: 0, media: 0 });
    expect(await ctx.database.db.$count(mediaVariants)).toBe(0);
  }

  /** The stored narrower copies, decoded, narrowest first. */
  async function storedVariants() {
    const rows = await ctx.database.db.select().from(mediaVariants).orderBy(mediaVariants.width);
    return Promise.all(
      rows.map(async (row) => {
        const { format, width, height } = await sharp(row.bytes).metadata();
        expect(width).toBe(row.width);
        return { format, width, height };
      }),
    );
  }

  it('judges by content: a PNG named x.txt and sent as text/plain is accepted, stored as WebP at most 1280 px wide', async () => {
    const response = await upload({ bytes: await pngImage(2000, 1000), filename: 'x.txt', type: 'text/plain' });

    expect(response.statusCode).toBe(200);
    const stored = await storedCover();
    expect(stored).toMatchObject({ format: 'webp', width: 1280, height: 640 });
  });

  it('stores a WebP copy at each contract width below the cover, in its proportions', async () => {
    expect((await upload({ bytes: await pngImage(2000, 1000), filename: 'wide.png', type: 'image/png' })).statusCode).toBe(200);
    expect(await storedVariants()).toEqual([
      { format: 'webp', width: 320, height: 160 },
      { format: 'webp', width: 480, height: 240 },
      { format: 'webp', width: 720, height: 360 },
      { format: 'webp', width: 960, height: 480 },
    ]);
  });

  it('stores only the widths narrower than a cover that is narrower than the widest', async () => {
    await upload({ bytes: await pngImage(600, 300), filename: 'mid.png', type: 'image/png' });
    expect(await storedCover()).toMatchObject({ width: 600, height: 300 });
    expect((await storedVariants()).map(({ width }) => width)).toEqual([320, 480]);
  });

  it('never enlarges a small image', async () => {
    await upload({ bytes: await pngImage(300, 200), filename: 'small.png', type: 'image/png' });
    expect(await storedCover()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(await storedVariants()).toEqual([]);
  });

  it.each([
    ['JPEG', (image: Sharp) => image.jpeg()],
    ['WebP', (image: Sharp) => image.webp()],
    ['GIF', (image: Sharp) => image.gif()],
  ])('accepts a %s cover', async (_format, encode) => {
    const bytes = await encode(sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } })).toBuffer();
    const response = await upload({ bytes, filename: 'cover', type: 'application/octet-stream' });
    expect(response.statusCode).toBe(200);
    expect(await storedCover()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('drops EXIF metadata', async () => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888888' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'x', Artist: 'Camera owner' } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    expect((await upload({ bytes, filename: 'photo.jpg', type: 'image/jpeg' })).statusCode).toBe(200);

    const stored = await storedCover();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('applies the EXIF orientation before dropping it', async () => {
    // Stored 200x100 in landscape; orientation 6 says "rotate 90° clockwise to display".
    const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);

    expect((await upload({ bytes, filename: 'phone.jpg', type: 'image/jpeg' })).statusCode).toBe(200);
    expect(await storedCover()).toMatchObject({ width: 100, height: 200 });
  });

  it('answers 415 for an SVG, even named .png', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>';
    await expectRefused({ bytes: Buffer.from(svg), filename: 'cover.png', type: 'image/png' }, 415, WRONG_TYPE);
  });

  it('answers 415 for a text file named .png', async () => {
    await expectRefused({ bytes: Buffer.from('just some notes, not a picture'), filename: 'cover.png', type: 'image/png' }, 415, WRONG_TYPE);
  });

  it('answers 415 for a readable image format that is not allowed (TIFF)', async () => {
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } }).tiff().toBuffer();
    await expectRefused({ bytes: tiff, filename: 'cover.tiff', type: 'image/tiff' }, 415, WRONG_TYPE);
  });

  it('answers 415 for a PNG whose pixel data is cut off', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .png()
      .toBuffer();
    await expectRefused({ bytes: png.subarray(0, Math.floor(png.length / 2)), filename: 'cut.png', type: 'image/png' }, 415, WRONG_TYPE);
  });

  it('answers 413 for a small file that claims too many pixels to decode safely', async () => {
    const bytes = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000000' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bytes.length).toBeLessThan(LIMITS.imageBytes);
    await expectRefused({ bytes, filename: 'bomb.png', type: 'image/png' }, 413, 'The thumbnail has more than 60 megapixels');
  });

  it('answers 413 for a file over 5 MB', async () => {
    const bytes = Buffer.alloc(LIMITS.imageBytes + 1024 * 1024, 1);
    await expectRefused({ bytes, filename: 'huge.png', type: 'image/png' }, 413, 'The thumbnail is larger than 5 MB');
  });
});
