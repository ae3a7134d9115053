// Every answer is compressed when the client accepts it (decision 0072): the whole-archive reads
// kept for API clients, the admin's answers, and the cached public reads, each encoded once.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adminToken, asAdmin } from '../helpers/admin-session.ts';
import { insertBlog, insertComment } from '../helpers/blog-fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';

const BODY = `<p>${'Dijkstra relaxes every edge once per pop. '.repeat(40)}</p>`;

describe('compressed answers', () => {
  const ctx = useTestApp();

  async function seed() {
    for (let i = 0; i < 12; i++) {
      const blogId = await insertBlog(ctx.database.db, { title: `Shortest paths ${i}`, description: BODY, isPublished: i % 2 === 0 });
      await insertComment(ctx.database.db, { blogId, content: `Question ${i} about the proof of correctness`, isApproved: false });
    }
  }

  const ADMIN_READS = [API_PATHS.adminBlogs, API_PATHS.adminComments, API_PATHS.adminDashboard, API_PATHS.adminBlogPage, `${API_PATHS.adminCommentPage}?status=all`];
  const PUBLIC_READS = [API_PATHS.blogAll, `${API_PATHS.blogAll}?view=summary`, API_PATHS.blogList];

  it.each([...ADMIN_READS, ...PUBLIC_READS])('%s is brotli or gzip as asked, the same JSON decoded, and plain without asking', async (url) => {
    await seed();
    const headers = ADMIN_READS.includes(url) ? asAdmin(await adminToken(ctx)) : {};
    const get = (accept?: string) => ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...(accept ? { 'accept-encoding': accept } : {}) } });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers plain: compressing them gains nothing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.health, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
