// Finding: a client that sent headers and then its body slowly held a connection for ever.
import { API_PATHS } from '@studyhub/shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { adminToken } from '../helpers/admin-session.ts';
import { newBlog, pngImage, storedCounts } from '../helpers/blog-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { stallingClient } from '../helpers/stalling-client.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('request timeouts', () => {
  const ctx = useTestApp();
  let app: App;
  let port: number;
  beforeAll(async () => {
    const timeouts = { requestMs: 2_000, headersMs: 1_000, keepAliveMs: 5_000 };
    app = await buildApp({ config: { ...ctx.config, timeouts }, database: ctx.database });
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => app.close());

  it('cuts a stalled upload with 408 and stores nothing', async () => {
    const form = await multipart([
      ['blog', JSON.stringify(newBlog())],
      ['image', { bytes: await pngImage(), filename: 'cover.png', type: 'image/png' }],
    ]);
    const head = [
      `POST ${API_PATHS.blogAdd} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: ${await adminToken(ctx)}`,
      `Content-Type: ${form.headers['content-type']}`,
      `Content-Length: ${form.payload.length}`,
      '',
      '',
    ].join('\r\n');

    const { answer, elapsedMs } = await stallingClient(port, [Buffer.from(head), form.payload.subarray(0, form.payload.length - 100)]);

    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('{"success":false,"message":"The request took too long to arrive. Please try again."}');
    expect(elapsedMs).toBeGreaterThanOrEqual(1_900);
    expect(await storedCounts(ctx.database.db)).toEqual({ blogs: 0, media: 0, comments: 0 });
  });

  it('cuts a client that never finishes its headers with 408', async () => {
    const { answer } = await stallingClient(port, [`GET ${API_PATHS.ping} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `]);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });
});
