import { connect } from 'node:net';

/** Sends `chunks` (the last is never followed by more) and resolves with all the server sent back before closing. */
export function stallingClient(port: number, chunks: string[] | Buffer[]): Promise<{ answer: string; elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on('data', (data) => (answer += data.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, elapsedMs: performance.now() - started }));
    // The bound of the test itself: a server without timeouts would keep this socket open.
    socket.setTimeout(15_000, () => socket.destroy(new Error('the server kept a stalled request open')));
  });
}
