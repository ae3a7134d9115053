// A cached answer's compressed forms: small ones compressed at once, big ones on the thread pool
// (decision 0057); both decode to the same bytes, and each encoding is compressed once.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import { cachedJson, SYNC_COMPRESS_BYTES } from '../../src/http/cached-body.ts';
import { appendVary } from '../../src/http/vary.ts';

describe('cachedJson', () => {
  const small = { hits: Array.from({ length: 10 }, (_, i) => ({ id: i, text: `hit ${i}` })) };
  const big = { rows: Array.from({ length: 4000 }, (_, i) => ({ id: i, text: `row ${i} ${'x'.repeat(i % 17)}` })) };

  it.each([
    ['a small body', small],
    ['a big body', big],
  ])('%s: brotli and gzip decode to its JSON, each compressed once', async (_, value) => {
    const body = cachedJson(value);
    const [br, gzip] = await Promise.all([body.encoded('br'), body.encoded('gzip')]);
    expect(brotliDecompressSync(br).equals(body.identity)).toBe(true);
    expect(gunzipSync(gzip).equals(body.identity)).toBe(true);
    expect(br.length).toBeLessThan(body.identity.length);
    expect(await body.encoded('br')).toBe(br);
  });

  it.each([
    ['a small body', small],
    ['a big body', big],
  ])('%s: each compressed form holds its own bytes only, not the compressor’s output chunk (decision 0066)', async (_, value) => {
    const body = cachedJson(value);
    for (const encoded of await Promise.all([body.encoded('br'), body.encoded('gzip')])) expect(encoded.buffer.byteLength).toBe(encoded.length);
  });

  it('sizes the examples on each side of the limit', () => {
    expect(cachedJson(small).identity.length).toBeLessThan(SYNC_COMPRESS_BYTES);
    expect(cachedJson(big).identity.length).toBeGreaterThan(SYNC_COMPRESS_BYTES);
  });
});

describe('appendVary', () => {
  const replyWith = (vary?: string) => {
    const headers: Record<string, string | undefined> = { vary };
    const reply = { getHeader: (name: string) => headers[name], header: (name: string, value: string) => ((headers[name] = value), reply) };
    return { reply: reply as unknown as FastifyReply, vary: () => headers.vary };
  };

  it.each([
    [undefined, 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    ['Origin, accept-encoding', 'Origin, accept-encoding'],
    ['*', '*'],
  ])('Vary %s plus Accept-Encoding is %s', (before, after) => {
    const { reply, vary } = replyWith(before);
    appendVary(reply, 'Accept-Encoding');
    expect(vary()).toBe(after);
  });
});
