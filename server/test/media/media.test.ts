import { API_PATHS, COVER_WIDTHS, type BlogListResponse } from '@studyhub/shared-api/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_BLOGS } from '../../src/seed/demo-blogs.ts';
import { seedDemoContent } from '../../src/seed/demo-seed.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';

const mediaUrl = (id: string) => API_PATHS.media.replace(':id', id);

describe('GET /api/media/:id', () => {
  const ctx = useTestApp();

  async function seededCoverPaths(): Promise<string[]> {
    await seedDemoContent(ctx.database.db);
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.blogAll });
    const { blogs } = response.json<BlogListResponse>();
    expect(blogs).toHaveLength(DEMO_BLOGS.length);
    return blogs.map((blog) => {
      expect(blog.image.startsWith(`${TEST_PUBLIC_API_URL}/api/media/`)).toBe(true);
      return blog.image.slice(TEST_PUBLIC_API_URL.length);
    });
  }

  it('serves the seeded covers as WebP with a strong ETag and long-lived caching', async () => {
    for (const path of await seededCoverPaths()) {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers.etag).toMatch(/^"[^"]+"$/);
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('serves the seeded covers at every contract width', async () => {
    const [path] = await seededCoverPaths();
    for (const width of COVER_WIDTHS) {
      const response = await ctx.app.inject({ method: 'GET', url: `${path ?? ''}?w=${width}` });
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: (width * 9) / 16 });
    }
  });

  it('answers 304 without a body when If-None-Match matches, and 200 when it does not', async () => {
    const [path] = await seededCoverPaths();
    const first = await ctx.app.inject({ method: 'GET', url: path ?? '' });
    const etag = String(first.headers.etag);

    const revalidated = await ctx.app.inject({ method: 'GET', url: path ?? '', headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(etag);

    const changed = await ctx.app.inject({ method: 'GET', url: path ?? '', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 with the envelope for %s', async (_label, id) => {
    const response = await ctx.app.inject({ method: 'GET', url: mediaUrl(id) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Media not found' });
  });
});
