import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from './if-none-match.ts';
import { appendVary } from './vary.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A response (JSON, XML, text) serialised once, with a strong ETag, and compressed lazily once per
 * encoding: a big one on the thread pool, so the event loop keeps serving while a big list
 * compresses, a small one at once (SYNC_COMPRESS_BYTES).
 */
export interface CachedBody {
  readonly identity: Buffer;
  /** The Content-Type it is served with. */
  readonly type: string;
  /** Each encoding's own strong validator (RFC 9110 §8.8.3): `"<hash>"`, `"<hash>-br"`, `"<hash>-gzip"`. */
  readonly etags: Readonly<Record<Encoding, string>>;
  encoded(encoding: Exclude<Encoding, 'identity'>): Promise<Buffer>;
}

/**
 * How hard a body is compressed. `thorough` (brotli 5, gzip 6) for what is served many times
 * until the next write: a list, a page, a blog. `fast` (brotli 1, gzip 1) for what is mostly
 * served once, a search's answer: under the search load brotli 5 was a fifth of the API's CPU
 * (decision 0065), and brotli 1 makes a 6 KB answer about 15 % bigger in well under half the time.
 */
export type Compression = 'thorough' | 'fast';
const EFFORT = { thorough: { brotli: 5, gzip: 6 }, fast: { brotli: 1, gzip: 1 } } as const satisfies Record<Compression, unknown>;

// The size hint lets the encoder set up for a small input: a search's answer of 1.4 KB compressed
// to the same bytes in half the time (64 against 31 µs), since most of it was the setup.
export const brotliOptions = (size: number, compression: Compression) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: EFFORT[compression].brotli, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
export const gzipOptions = (compression: Compression) => ({ level: EFFORT[compression].gzip });

/**
 * Up to this size a body is compressed on the event loop (decision 0057). Handing it to the thread
 * pool costs the event loop more than compressing it there: a stream, its native handle and its
 * callbacks, about 140 µs against brotli's 50–100 µs for a search's answer or a listing page.
 */
export const SYNC_COMPRESS_BYTES = 32 * 1024;

async function compress(identity: Buffer, encoding: Exclude<Encoding, 'identity'>, compression: Compression): Promise<Buffer> {
  const big = identity.length > SYNC_COMPRESS_BYTES;
  if (encoding === 'br') {
    const options = brotliOptions(identity.length, compression);
    return ownBytes(big ? await brotli(identity, options) : brotliCompressSync(identity, options));
  }
  return ownBytes(big ? await gzipAsync(identity, gzipOptions(compression)) : gzipSync(identity, gzipOptions(compression)));
}

/**
 * The bytes on their own. zlib answers with a slice of its 16 KB output chunk, which a cached body
 * would keep whole: under the search load that memory outside the heap set off a full collection
 * every two seconds or so (decision 0066).
 */
function ownBytes(compressed: Buffer): Buffer {
  if (compressed.buffer.byteLength === compressed.length) return compressed;
  const own = Buffer.allocUnsafeSlow(compressed.length);
  compressed.copy(own);
  return own;
}

export function cachedJson(value: unknown, compression: Compression = 'thorough'): CachedBody {
  return cachedBody(JSON.stringify(value), 'application/json; charset=utf-8', compression);
}

/** Any text body, e.g. an XML document (`application/rss+xml; charset=utf-8`) or robots.txt. */
export function cachedBody(text: string, type: string, compression: Compression = 'thorough'): CachedBody {
  const identity = Buffer.from(text);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const variants = new Map<string, Promise<Buffer>>();
  return {
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` },
    identity,
    type,
    encoded(encoding) {
      let variant = variants.get(encoding);
      if (!variant) {
        variant = compress(identity, encoding, compression);
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

/** The best encoding the client accepts (q=0 refuses); brotli before gzip. */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

// Browsers send a handful of distinct Accept-Encoding values; parse each once.
const negotiated = new Map<string, Encoding>();
const MAX_REMEMBERED_HEADERS = 64;

function encodingFor(header: string | undefined): Encoding {
  if (header === undefined) return 'identity';
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    if (negotiated.size >= MAX_REMEMBERED_HEADERS) negotiated.clear();
    encoding = negotiateEncoding(header);
    negotiated.set(header, encoding);
  }
  return encoding;
}

/**
 * Sends a cached body: 304 when the client's copy is current, else the best encoding. Any
 * encoding's validator revalidates: they name the same data.
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): Promise<FastifyReply> {
  const encoding = encodingFor(request.headers['accept-encoding']);
  // Public data: shared caches may keep it, but must revalidate so a write shows at once.
  reply.header('ETag', body.etags[encoding]).header('Cache-Control', 'no-cache');
  // Appended: the Origin that CORS put there stays (decision 0080).
  appendVary(reply, 'Accept-Encoding');
  const { identity, br, gzip } = body.etags;
  if (ifNoneMatchHits(request.headers['if-none-match'], identity, br, gzip)) return reply.code(304).send();
  reply.type(body.type);
  if (encoding === 'identity') return reply.send(body.identity);
  return reply.header('Content-Encoding', encoding).send(await body.encoded(encoding));
}
