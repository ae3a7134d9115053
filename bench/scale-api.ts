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

/** The warm-up at the start of every run: answers to requests sent in it are in no figure. */
const WARM_UP_SECONDS = 1;

/** The p-th percentile (0–100) of ascending values, nearest rank, whole milliseconds as autocannon gives them. */
const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);

/**
 * Requests the sequence's paths in turn across all connections for a warm-up and then `seconds`,
 * on the same connections: the figures are of the requests sent after the warm-up (autocannon's
 * own latency of each). A warm-up on connections of its own, as before, left the measured run to
 * open 100 new ones and to queue behind the requests the warm-up gave up on (still worked
 * through): those first requests alone set a search run's p99 (600 ms, against 257 ms without its
 * first half second).
 */
async function load(name: string, apiUrl: string, next: () => string, { seconds, connections, serverPid }: LoadOptions): Promise<LoadFigures> {
  const latencies: number[] = [];
  let measuredFrom = Infinity;
  let cpuBefore: number | undefined;
  const warmedUp = setTimeout(() => {
    measuredFrom = performance.now();
    cpuBefore = cpuMicros(serverPid);
  }, WARM_UP_SECONDS * 1000);
  const result = await autocannon({
    url: apiUrl,
    connections,
    headers: BROWSER_HEADERS,
    duration: WARM_UP_SECONDS + seconds,
    setupClient: (client) => {
      countBytesOnly(client);
      client.on('response', (_status: number, _bytes: number, ms: number) => {
        if (performance.now() - ms >= measuredFrom) latencies.push(ms);
      });
    },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }],
  });
  clearTimeout(warmedUp);
  const cpuAfter = cpuMicros(serverPid);
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures: result.errors + result.timeouts + result.requests.total - result['2xx'],
    sent: result.requests.sent,
    unfinished: Math.max(0, result.requests.sent - result.requests.total - result.timeouts),
    serverCpuMicros: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / latencies.length,
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
