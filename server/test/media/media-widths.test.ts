import { API_PATHS, COVER_WIDTHS } from '@studyhub/shared-api/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media, mediaVariants } from '../../src/db/schema.ts';
import { encodeCover } from '../../src/media/cover-upload.ts';
import { createMediaRepository, mediaPath } from '../../src/media/media-repository.ts';
import { pngImage } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

const BAD_WIDTH = `w must be one of ${COVER_WIDTHS.join(', ')}`;

describe('GET /api/media/:id?w=<width>', () => {
  const ctx = useTestApp();

  /** A cover stored through the upload pipeline: real sharp, real database. */
  async function storeCover(width: number, height: number): Promise<string> {
    return createMediaRepository(ctx.database.db).insert(await encodeCover(await pngImage(width, height)));
  }

  const get = (path: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: path, headers });

  async function servedWidth(path: string): Promise<number | undefined> {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    return (await sharp(response.rawPayload).metadata()).width;
  }

  it.each([
    [320, 320],
    [480, 480],
    [720, 720],
    [960, 960],
    [1280, 1280],
  ])('serves w=%i of a wide cover at %i px', async (asked, served) => {
    const id = await storeCover(2400, 1350);
    expect(await servedWidth(`${mediaPath(id)}?w=${asked}`)).toBe(served);
  });

  it('answers a narrower cover with the nearest stored width not smaller than asked, else the cover itself', async () => {
    const id = await storeCover(600, 400);
    expect(await servedWidth(`${mediaPath(id)}?w=320`)).toBe(320);
    expect(await servedWidth(`${mediaPath(id)}?w=480`)).toBe(480);
    expect(await servedWidth(`${mediaPath(id)}?w=720`)).toBe(600);
    expect(await servedWidth(`${mediaPath(id)}?w=1280`)).toBe(600);
    expect(await servedWidth(mediaPath(id))).toBe(600);
  });

  it('gives each width its own strong ETag, immutable caching and 304', async () => {
    const id = await storeCover(1600, 900);
    const small = await get(`${mediaPath(id)}?w=320`);
    const whole = await get(mediaPath(id));
    expect(small.headers.etag).toMatch(/^"[^"]+"$/);
    expect(small.headers.etag).not.toBe(whole.headers.etag);
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(small.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const revalidated = await get(`${mediaPath(id)}?w=320`, { 'if-none-match': String(small.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    // Another width's validator does not match.
    expect((await get(`${mediaPath(id)}?w=480`, { 'if-none-match': String(small.headers.etag) })).statusCode).toBe(200);
  });

  it('serves a cover stored before widths existed whole, whatever width is asked', async () => {
    const bytes = await pngImage(1280, 720);
    const id = await createMediaRepository(ctx.database.db).insert({ mime: 'image/png', bytes });
    const whole = await get(mediaPath(id));
    for (const width of COVER_WIDTHS) {
      const response = await get(`${mediaPath(id)}?w=${width}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers.etag).toBe(whole.headers.etag);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it.each(['500', '0', '-320', '320.0', '1e3', 'abc', '', '99999999999999999999'])('answers 400 for w=%s and changes nothing', async (width) => {
    const id = await storeCover(800, 450);
    const before = await Promise.all([ctx.database.db.$count(media), ctx.database.db.$count(mediaVariants)]);
    const response = await get(`${mediaPath(id)}?w=${encodeURIComponent(width)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: BAD_WIDTH });
    expect(await Promise.all([ctx.database.db.$count(media), ctx.database.db.$count(mediaVariants)])).toEqual(before);
  });

  it('answers 400 for two widths at once', async () => {
    const id = await storeCover(800, 450);
    const response = await get(`${mediaPath(id)}?w=320&w=480`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/^w /) });
  });

  it('answers 404 with the envelope for an unknown id with a valid width', async () => {
    const response = await get(`${API_PATHS.media.replace(':id', '00000000-0000-4000-8000-000000000000')}?w=320`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Media not found' });
  });

  it('drops the narrower copies with the cover', async () => {
    const id = await storeCover(1600, 900);
    expect(await ctx.database.db.$count(mediaVariants)).toBe(4);
    await ctx.database.db.delete(media);
    expect(await ctx.database.db.$count(mediaVariants)).toBe(0);
    expect((await get(`${mediaPath(id)}?w=320`)).statusCode).toBe(404);
  });
});
