import { connect } from 'node:net';

/** The rest of the request, sent `afterMs` after the first chunks; without it the request stalls for good. */
export interface LateRest {
  rest: string;
  afterMs: number;
}

/** Sends `chunks` (then `late.rest`, if given) and resolves with all the server sent back before closing. */
export function stallingClient(port: number, chunks: string[] | Buffer[], late?: LateRest): Promise<{ answer: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
      if (late) setTimeout(() => socket.write(late.rest), late.afterMs);
    });
    socket.on('data', (data) => (answer += data.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, elapsedMs: performance.now() - started }));
    // The bound of the test itself: a server without timeouts would keep this socket open.
    socket.setTimeout(15_000, () => socket.destroy(new Error('the server kept a stalled request open')));
  });
}
