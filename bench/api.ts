import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { API_PATHS } from '../shared-api/src/contract/paths.ts';
import { countBytesOnly } from './count-bytes-only.ts';

export interface RouteFigures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Responses other than the expected status (200, or 304 for revalidation). */
  unexpected: number;
  /** The API process's CPU time per answered request (Linux only), which no client cost can hide. */
  serverCpuMicros?: number;
  /** The trivial route's req/s measured right before and after this route (their mean): what it is compared with. */
  ceilingRequestsPerSecond: number;
}

export interface ApiFigures {
  routes: RouteFigures[];
  /** Brotli bytes of the summary list per blog, as a browser receives it. */
  summaryBytesPerBlog: number;
  /** The same for the full list, for comparison. */
  fullBytesPerBlog: number;
}

export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Raw (still compressed) bytes and headers of one GET. */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; etag?: string; body: Buffer }> {
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

/** User plus system CPU time of a process in microseconds, from /proc (undefined elsewhere). */
export function cpuMicros(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return undefined;
  }
}

type Measured = Omit<RouteFigures, 'ceilingRequestsPerSecond'>;

async function load(name: string, url: string, seconds: number, connections: number, headers: Record<string, string>, expected: 200 | 304, serverPid?: number): Promise<Measured> {
  const options = { url, connections, headers, setupClient: countBytesOnly };
  await autocannon({ ...options, duration: 1 }); // warm-up: caches filled, JIT warm
  const cpuBefore = cpuMicros(serverPid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpuAfter = cpuMicros(serverPid);
  const matching = expected === 200 ? result['2xx'] : result['3xx'];
  return {
    serverCpuMicros: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected: result.requests.total - matching,
  };
}

/** The API's throughput and latency on the public read paths, each next to a trivial route's. */
export async function measureApi(apiUrl: string, blogCount: number, seconds: number, connections: number, serverPid?: number): Promise<ApiFigures> {
  const list = `${apiUrl}${API_PATHS.blogAll}?view=summary`;
  const summary = await rawGet(list, BROWSER_HEADERS);
  const full = await rawGet(`${apiUrl}${API_PATHS.blogAll}`, BROWSER_HEADERS);
  const plain = JSON.parse((await rawGet(list, {})).body.toString()) as { blogs: { _id: string }[] };
  const id = plain.blogs[Math.floor(plain.blogs.length / 2)]?._id;
  if (!summary.etag || !id) throw new Error('the list answered without an ETag or blogs');

  // The machine's speed drifts over a run (two shared cores), so the ceiling is measured before
  // and after every route, and each route is compared with the mean of the two around it.
  const measure = (name: string, url: string, headers: Record<string, string>, expected: 200 | 304 = 200) =>
    load(name, url, seconds, connections, { ...BROWSER_HEADERS, ...headers }, expected, serverPid);
  const ceiling = () => measure('trivial route (ceiling)', `${apiUrl}${API_PATHS.ping}`, {});
  const targets: [string, string, Record<string, string>, (200 | 304)?][] = [
    ['GET /api/blog/all (summary)', list, {}],
    ['GET /api/blog/all (304)', list, { 'if-none-match': summary.etag }, 304],
    ['GET /api/blog/:id', `${apiUrl}${API_PATHS.blogById.replace(':id', id)}`, {}],
  ];
  const ceilings = [await ceiling()];
  const measured: RouteFigures[] = [];
  for (const [name, url, headers, expected] of targets) {
    const route = await measure(name, url, headers, expected);
    const after = await ceiling();
    measured.push({ ...route, ceilingRequestsPerSecond: (ceilings.at(-1)!.requestsPerSecond + after.requestsPerSecond) / 2 });
    ceilings.push(after);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ceilingMean = mean(ceilings.map((c) => c.requestsPerSecond));
  const ceilingRow: RouteFigures = {
    name: 'trivial route (ceiling)',
    requestsPerSecond: ceilingMean,
    p50Ms: Math.max(...ceilings.map((c) => c.p50Ms)),
    p99Ms: Math.max(...ceilings.map((c) => c.p99Ms)),
    errors: ceilings.reduce((sum, c) => sum + c.errors, 0),
    unexpected: ceilings.reduce((sum, c) => sum + c.unexpected, 0),
    serverCpuMicros: ceilings.every((c) => c.serverCpuMicros !== undefined) ? mean(ceilings.map((c) => c.serverCpuMicros!)) : undefined,
    ceilingRequestsPerSecond: ceilingMean,
  };
  const routes = [ceilingRow, ...measured];
  return { routes, summaryBytesPerBlog: summary.bytes / blogCount, fullBytesPerBlog: full.bytes / blogCount };
}
