// The listing and the search against a large archive: the cached listing against the ceiling,
// then requests the cache has never seen (each one a database query), under load and one by one.
import autocannon from 'autocannon';
import { API_PATHS } from '../shared-api/src/contract/paths.ts';
import { BROWSER_HEADERS, cpuMicros, rawGet } from './api.ts';
import { countBytesOnly } from './count-bytes-only.ts';
import { cachedListingPath, LISTING_SHAPES, uncachedListingPath, uncachedSearchPath, uncachedShapePath } from './scale-queries.ts';

export interface LoadFigures {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Network errors and timeouts, and answers other than 200. */
  failures: number;
  sent: number;
  /** Requests sent but not answered when the run ended: their latency is in no percentile. */
  unfinished: number;
  serverCpuMicros?: number;
}

export interface ScaleApiFigures {
  /** `/api/ping` before and after the cached listing (their mean is what the listing is compared with). */
  ceiling: LoadFigures;
  cachedListing: LoadFigures;
  uncachedListing: LoadFigures;
  search: LoadFigures | { missing: string };
  /** Each shape alone, uncached, one connection: what one query costs without queueing. */
  oneByOne: LoadFigures[];
  /** Brotli bytes of the newest first page (24 summaries). */
  firstPageBytes: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  serverPid?: number;
}

/** `pathOf(from)`, `pathOf(from + 1)`, … one after another, however many runs share it. */
function sequence(pathOf: (n: number) => string, from = 0): () => string {
  let n = from;
  return () => pathOf(n++);
}

/**
 * Requests the sequence's paths in turn across all connections, after a one-second warm-up and
 * once the API has answered what the warm-up left it: a request the warm-up gave up on is still
 * worked through, and without the wait the measured run's first requests queued behind them
 * (measured: a search run's p99 600 ms, against 257 ms without its first half second).
 */
async function load(name: string, apiUrl: string, next: () => string, { seconds, connections, serverPid }: LoadOptions): Promise<LoadFigures> {
  const options = {
    url: apiUrl,
    connections,
    headers: BROWSER_HEADERS,
    setupClient: countBytesOnly,
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }],
  };
  await autocannon({ ...options, duration: 1 });
  await drained(apiUrl);
  const cpuBefore = cpuMicros(serverPid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpuAfter = cpuMicros(serverPid);
  return {
    name,
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.requests.total - result['2xx'],
    sent: result.requests.sent,
    unfinished: Math.max(0, result.requests.sent - result.requests.total - result.timeouts),
    serverCpuMicros: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

const idsOf = async (url: string) => ((JSON.parse((await rawGet(url, {})).body.toString()) as { blogs: { _id: string }[] }).blogs ?? []).map((b) => b._id).join();

/** Each distinct first page must list what the plain first page lists, or the figures would be of another query. */
async function checkFirstPages(apiUrl: string): Promise<void> {
  for (let shape = 0; shape < LISTING_SHAPES.length; shape++) {
    const distinct = new URL(uncachedListingPath(shape), apiUrl);
    const plain = new URL(distinct);
    plain.searchParams.delete('cursor');
    const [a, b] = [await idsOf(distinct.href), await idsOf(plain.href)];
    if (!a || a !== b) throw new Error(`${distinct.pathname}${distinct.search} is not the first page of ${plain.search}`);
  }
}

/**
 * Waits until the health check (a query behind every queued one) answers: the API keeps working
 * through requests the load generator gave up on, and the next run must not pay for them.
 */
async function drained(apiUrl: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    if ((await rawGet(`${apiUrl}${API_PATHS.health}`, {})).status === 200 && Date.now() - started < 100) return;
  }
  throw new Error('the API did not catch up within 5 minutes of a run');
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function measureScaleApi(apiUrl: string, options: LoadOptions, log: (line: string) => void): Promise<ScaleApiFigures> {
  await checkFirstPages(apiUrl);
  const firstPageBytes = (await rawGet(`${apiUrl}${API_PATHS.blogList}`, BROWSER_HEADERS)).bytes;
  const run = async (name: string, next: () => string, runOptions = options) => {
    const figures = await load(name, apiUrl, next, runOptions);
    await drained(apiUrl);
    log(`${name.padEnd(34)} ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms at ${figures.connections} connections`);
    return figures;
  };
  const ping = () => run('trivial route (ceiling)', () => API_PATHS.ping);
  const before = await ping();
  const cachedListing = await run('listing, cached', sequence(cachedListingPath));
  const after = await ping();
  const uncachedListing = await run('listing, uncached', sequence(uncachedListingPath));
  const searches = sequence(uncachedSearchPath);
  const probe = await rawGet(`${apiUrl}${searches()}`, {});
  const search = probe.status === 200 ? await run('search, uncached', searches) : { missing: `GET ${API_PATHS.search} answered ${probe.status}` };
  const single = { ...options, connections: 1, seconds: Math.min(options.seconds, 3) };
  const oneByOne: LoadFigures[] = [];
  for (let shape = 0; shape < LISTING_SHAPES.length; shape++) {
    oneByOne.push(await run(`listing ${LISTING_SHAPES[shape]!.name}, uncached`, sequence(uncachedShapePath(shape), 1_000_000), single));
  }
  if ('name' in search) oneByOne.push(await run('search, uncached', searches, single));
  const ceiling: LoadFigures = {
    ...before,
    requestsPerSecond: mean([before.requestsPerSecond, after.requestsPerSecond]),
    p99Ms: Math.max(before.p99Ms, after.p99Ms),
    failures: before.failures + after.failures,
    sent: before.sent + after.sent,
    unfinished: before.unfinished + after.unfinished,
    serverCpuMicros: before.serverCpuMicros === undefined || after.serverCpuMicros === undefined ? undefined : mean([before.serverCpuMicros, after.serverCpuMicros]),
  };
  return { ceiling, cachedListing, uncachedListing, search, oneByOne, firstPageBytes };
}
