// The cluster part's load: one autocannon run per route through nginx, counting every answer other
// than the expected status as an error, with the API instances' CPU time beside it.
import autocannon from 'autocannon';
import { API_PATHS } from '../shared-api/src/contract/paths.ts';
import { BROWSER_HEADERS, cpuMicros } from './api.ts';
import { countBytesOnly } from './count-bytes-only.ts';

export interface ClusterRouteFigures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers with another status than expected. */
  errors: number;
  /** The statuses other than the expected one, with their counts, to say what went wrong. */
  otherStatuses: Record<string, number>;
  /** Socket errors and timeouts by code or message, with their counts. */
  socketErrors: Record<string, number>;
  /** CPU time of all API instances together per answered request (Linux only). */
  apiCpuMicros?: number;
}

export interface LoadTarget {
  seconds: number;
  connections: number;
  /** The API instances' process ids, whose CPU time is read before and after. */
  apiPids: (number | undefined)[];
}

type Options = Omit<autocannon.Options, 'duration'>;

/** One autocannon run, with its socket errors told apart: autocannon's result only counts them. */
function cannon(options: autocannon.Options): Promise<{ result: autocannon.Result; socketErrors: Record<string, number> }> {
  const socketErrors: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => (error ? reject(error as Error) : resolve({ result, socketErrors })));
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const key = error.code ?? error.message;
      socketErrors[key] = (socketErrors[key] ?? 0) + 1;
    });
  });
}

async function load(name: string, options: Options, expected: number, target: LoadTarget): Promise<ClusterRouteFigures> {
  // Warm-up: caches filled, upstream connections open, and the JIT warm. Each instance gets only
  // its share of it, so it is longer than the single API's in api.ts, lest 3 instances start colder than 1.
  await autocannon({ ...options, duration: 2 });
  const cpu = () => target.apiPids.map(cpuMicros);
  const before = cpu();
  const { result, socketErrors } = await cannon({ ...options, duration: target.seconds });
  const after = cpu();
  const known = [...before, ...after].every((value) => value !== undefined);
  const spent = known ? after.reduce<number>((sum, value, i) => sum + value! - before[i]!, 0) : undefined;
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [status, count] as const);
  const matching = statuses.find(([status]) => Number(status) === expected)?.[1] ?? 0;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon counts a timeout in `errors` too, so it is not added again.
    errors: result.errors + result.requests.total - matching,
    otherStatuses: Object.fromEntries(statuses.filter(([status]) => Number(status) !== expected)),
    socketErrors,
    apiCpuMicros: spent === undefined ? undefined : spent / result.requests.total,
  };
}

/** Comment bodies unique across runs and requests, so no run ever posts what another did. */
let posted = 0;
const commentBody = (blogId: string) => JSON.stringify({ blog: blogId, name: 'Bench Reader', content: `Bench comment ${process.pid}-${Date.now()}-${++posted}` });

/** nginx alone, the trivial route, the cached first page of the list and comment posts, in that order. */
export async function measureClusterRoutes(siteUrl: string, blogId: string, target: LoadTarget): Promise<ClusterRouteFigures[]> {
  const get = (path: string): Options => ({ url: `${siteUrl}${path}`, connections: target.connections, headers: BROWSER_HEADERS, setupClient: countBytesOnly });
  const post: Options = {
    url: siteUrl,
    connections: target.connections,
    requests: [
      {
        method: 'POST',
        path: API_PATHS.blogAddComment,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: commentBody(blogId) }),
      },
    ],
  };
  return [
    // The API-only balancer answers any path outside /api/ with its own 404: what nginx costs alone.
    await load('nginx alone (404)', get('/'), 404, target),
    await load(`GET ${API_PATHS.ping} (ceiling)`, get(API_PATHS.ping), 200, target),
    await load(`GET ${API_PATHS.blogList} (cached)`, get(API_PATHS.blogList), 200, target),
    await load(`POST ${API_PATHS.blogAddComment}`, post, 200, target),
  ];
}
