import { API_PATHS, LIMITS, type UploadedImageResponse } from '@studyhub/shared-api/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media, mediaVariants } from '../../src/db/schema.ts';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { pngImage } from '../helpers/blog-fixtures.ts';
import { type FilePart, multipart } from '../helpers/multipart.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';

/** A real 2x2 24-bit BMP: an image sharp would read, but not a type we accept. */
function bmpImage(): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + 16, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(16, 34);
  // Two rows of two blue pixels, each row padded to 4 bytes.
  const rows = Buffer.from([255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0]);
  return Buffer.concat([header, rows]);
}

describe('POST /api/media/upload (images in post bodies)', () => {
  const ctx = useTestApp();

  async function upload(image: FilePart | undefined, headers: Record<string, string> | 'admin' = 'admin') {
    const body = await multipart(image ? [['image', image]] : [['other', 'x']]);
    const auth = headers === 'admin' ? asAdmin(await adminToken(ctx)) : headers;
    return ctx.app.inject({ method: 'POST', url: API_PATHS.mediaUpload, payload: body.payload, headers: { ...body.headers, ...auth } });
  }

  async function expectNothingStored() {
    expect(await ctx.database.db.$count(media)).toBe(0);
    expect(await ctx.database.db.$count(mediaVariants)).toBe(0);
  }

  it('stores a PNG as WebP with its narrower widths and answers the absolute src and the stored pixels', async () => {
    const response = await upload({ bytes: await pngImage(1000, 500), filename: 'graph.png', type: 'image/png' });

    expect(response.statusCode).toBe(200);
    const body = response.json<UploadedImageResponse>();
    expect(body).toEqual({ success: true, image: { src: expect.stringMatching(/^http:\/\/api\.test\/api\/media\/[0-9a-f-]{36}$/), width: 1000, height: 500 } });
    expect(body.image.src.startsWith(TEST_PUBLIC_API_URL)).toBe(true);
    const [row] = await ctx.database.db.select().from(media);
    expect(row?.mime).toBe('image/webp');
    expect(body.image.src.endsWith(row!.id)).toBe(true);
    expect(await sharp(row!.bytes).metadata()).toMatchObject({ format: 'webp', width: 1000, height: 500 });
    const variants = await ctx.database.db.select({ width: mediaVariants.width }).from(mediaVariants).orderBy(mediaVariants.width);
    expect(variants.map(({ width }) => width)).toEqual([320, 480, 720, 960]);

    const served = await ctx.app.inject({ method: 'GET', url: new URL(body.image.src).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('caps the stored image at 1280 px and answers its own pixels', async () => {
    const response = await upload({ bytes: await pngImage(2560, 1440), filename: 'screenshot.png', type: 'image/png' });
    expect(response.json<UploadedImageResponse>().image).toMatchObject({ width: 1280, height: 720 });
  });

  it('answers 415 naming the file for a BMP named .png, and stores nothing', async () => {
    const response = await upload({ bytes: bmpImage(), filename: 'diagram.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'diagram.png is not a JPEG, PNG, WebP or GIF image' });
    await expectNothingStored();
  });

  it('answers 413 naming the file for 6 MB, and stores nothing', async () => {
    const bytes = Buffer.alloc(6 * 1024 * 1024, 1);
    expect(bytes.length).toBeGreaterThan(LIMITS.imageBytes);
    const response = await upload({ bytes, filename: 'photo.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'photo.png is larger than 5 MB' });
    await expectNothingStored();
  });

  it('answers 401 without a token, and stores nothing', async () => {
    const response = await upload({ bytes: await pngImage(), filename: 'graph.png', type: 'image/png' }, {});
    expect(response.statusCode).toBe(401);
    await expectNothingStored();
  });

  it('answers 400 for a form without the image field', async () => {
    const response = await upload(undefined);
    expect(response.statusCode).toBe(400);
    await expectNothingStored();
  });

  it('shows a hostile file name as plain text only: control characters dropped, length capped', async () => {
    const filename = `<img src=x onerror=alert(1)>\u0007${'a'.repeat(200)}.png`;
    const response = await upload({ bytes: Buffer.from('not an image'), filename, type: 'image/png' });
    expect(response.statusCode).toBe(415);
    const { message } = response.json<{ message: string }>();
    expect(message).toMatch(/^<img src=x onerror=alert\(1\)>a+… is not a JPEG, PNG, WebP or GIF image$/);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
