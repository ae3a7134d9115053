import autocannon from 'autocannon';
import { request } from 'node:http';
import { API_PATHS } from '../shared-api/src/contract/paths.ts';

export interface RouteFigures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Responses other than the expected status (200, or 304 for revalidation). */
  unexpected: number;
}

export interface ApiFigures {
  routes: RouteFigures[];
  /** Brotli bytes of the summary list per blog, as a browser receives it. */
  summaryBytesPerBlog: number;
  /** The same for the full list, for comparison. */
  fullBytesPerBlog: number;
}

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Raw (still compressed) bytes and headers of one GET. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; etag?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, bytes: body.length, etag: response.headers.etag, body });
      });
    })
      .on('error', reject)
      .end();
  });
}

async function load(name: string, url: string, seconds: number, connections: number, headers: Record<string, string>, expected: 200 | 304): Promise<RouteFigures> {
  await autocannon({ url, connections, duration: 1, headers }); // warm-up: caches filled, JIT warm
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const matching = expected === 200 ? result['2xx'] : result['3xx'];
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected: result.requests.total - matching,
  };
}

/** The API's throughput and latency on the public read paths, each next to a trivial route's. */
export async function measureApi(apiUrl: string, blogCount: number, seconds: number, connections: number): Promise<ApiFigures> {
  const list = `${apiUrl}${API_PATHS.blogAll}?view=summary`;
  const summary = await rawGet(list, BROWSER_HEADERS);
  const full = await rawGet(`${apiUrl}${API_PATHS.blogAll}`, BROWSER_HEADERS);
  const plain = JSON.parse((await rawGet(list, {})).body.toString()) as { blogs: { _id: string }[] };
  const id = plain.blogs[Math.floor(plain.blogs.length / 2)]?._id;
  if (!summary.etag || !id) throw new Error('the list answered without an ETag or blogs');

  const routes: RouteFigures[] = [];
  const run = async (name: string, url: string, headers: Record<string, string>, expected: 200 | 304 = 200) =>
    routes.push(await load(name, url, seconds, connections, { ...BROWSER_HEADERS, ...headers }, expected));
  await run('trivial route (ceiling)', `${apiUrl}${API_PATHS.ping}`, {});
  await run('GET /api/blog/all (summary)', list, {});
  await run('GET /api/blog/all (304)', list, { 'if-none-match': summary.etag }, 304);
  await run('GET /api/blog/:id', `${apiUrl}${API_PATHS.blogById.replace(':id', id)}`, {});
  return { routes, summaryBytesPerBlog: summary.bytes / blogCount, fullBytesPerBlog: full.bytes / blogCount };
}
