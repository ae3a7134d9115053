import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type CachedBody, cachedBody } from './cached-body.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Up to this size a whole-archive answer is kept whole, served as the other public reads are
 * (strong ETag, 304, compressed once: decisions 0023 and 0036); past it, it is streamed from the
 * database on every request, never held in memory (docs/decisions/0085).
 */
export const MAX_WHOLE_ANSWER_BYTES = 1024 * 1024;

/**
 * The text of `{ ...head, [key]: [...every item of every page] }` in pieces, byte for byte what
 * JSON.stringify of the whole object writes: `head`'s fields first, then the array, one page at a time.
 */
export async function* jsonArrayChunks(head: Record<string, unknown>, key: string, pages: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  const opening = JSON.stringify({ ...head, [key]: [] });
  // `…"key":[]}`: the array's items go between its brackets.
  yield opening.slice(0, -2);
  let first = true;
  for await (const page of pages) {
    // One piece per item, not per page: a page's text (600 KB of full posts) would be allocated
    // straight into V8's old generation and kept until a full collection (docs/decisions/0086).
    for (const item of page) {
      const text = JSON.stringify(item);
      yield first ? text : `,${text}`;
      first = false;
    }
  }
  yield ']}';
}

/** The whole text as one cached body when it is at most `maxBytes`; undefined (and reading stopped) past it. */
export async function wholeIfSmall(chunks: AsyncIterable<string>, maxBytes = MAX_WHOLE_ANSWER_BYTES, type = JSON_TYPE): Promise<CachedBody | undefined> {
  const parts: string[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += Buffer.byteLength(chunk);
    // Leaving the loop returns the generator: its database pages stop being read.
    if (size > maxBytes) return undefined;
    parts.push(chunk);
  }
  return cachedBody(parts.join(''), type);
}

/**
 * Sends the pieces as they come, read only as fast as the client takes them (the stream's back
 * pressure pulls the next database page). Compressed on the way by @fastify/compress; no ETag,
 * since the body's hash is known only at its end: `no-cache` as every public read, unless the
 * route's scope said more (the admin scope's `no-store`).
 */
export function sendStreamed(reply: FastifyReply, chunks: AsyncIterable<string>, type = JSON_TYPE): FastifyReply {
  if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-cache');
  reply.type(type);
  return reply.send(Readable.from(toBuffers(chunks), { objectMode: false }));
}

async function* toBuffers(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield Buffer.from(chunk);
}
