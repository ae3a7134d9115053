import type autocannon from 'autocannon';

/** What countBytesOnly reaches into: the queue of autocannon 9's client (lib/httpClient.js). */
interface ClientInternals {
  pipelinedRequests?: { addBody?: unknown };
}

/**
 * autocannon appends every response body to a JS string. For 64 KB of brotli that decoding costs
 * the client about a millisecond per answer, which on two cores saturates the load generator
 * while the server idles. The bytes are still read and parsed; only that string is skipped.
 * autocannon has no option for it, so this replaces an internal method, and refuses to run when
 * that method is gone rather than measure the client again (bench/count-bytes-only.test.ts).
 */
export const countBytesOnly = (client: autocannon.Client) => {
  const queue = (client as unknown as ClientInternals).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error('countBytesOnly: autocannon’s client has no pipelinedRequests.addBody any more; see bench/count-bytes-only.ts');
  }
  queue.addBody = () => undefined;
};
