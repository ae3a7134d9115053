import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port nothing listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A first port whose next `count` ports are all free (a cluster places itself from one port),
 * below Linux's ephemeral range (32768+), where port 0 and outgoing connections could take one
 * between this check and the listen.
 */
export async function freePortBlock(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    const ports = Array.from({ length: count }, (_, offset) => base + offset);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error('no block of free ports found');
}

/**
 * Whether 127.0.0.1:`port` can be listened on now. Not a race of `once('listening')` against
 * `once('error')`: the first rejects on the error, and could win (a busy port then threw instead of
 * answering false).
 */
export async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (free) {
    server.close();
    await once(server, 'close');
  }
  return free;
}
