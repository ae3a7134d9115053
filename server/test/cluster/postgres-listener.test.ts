import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { createNotificationListener } from '../../src/db/postgres-listener.ts';
import { TEST_DRIVER } from '../helpers/test-app.ts';

const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

/** A pool as the listener sees it, keeping the connections it hands out. */
function watchedPool() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
  // As openPostgres does: the pool reports a connection that breaks after it came back.
  pool.on('error', () => undefined);
  pools.push(pool);
  const clients: pg.PoolClient[] = [];
  const watched = { connect: async () => clients[clients.push(await pool.connect()) - 1]! } as unknown as pg.Pool;
  return { pool, clients, watched };
}

it.runIf(TEST_DRIVER === 'postgres')('survives a connection that reports its breakage more than once, and listens again', async () => {
  const { pool, clients, watched } = watchedPool();
  const listener = createNotificationListener(watched);
  let heard = 0;
  await listener.listen('studyhub_listener_test', () => heard++);

  const first = clients[0]!;
  expect(() => {
    first.emit('error', new Error('connection terminated'));
    first.emit('error', new Error('connection ended unexpectedly'));
  }).not.toThrow();

  // A reconnect tells every listener (notifications may have been lost), then NOTIFY reaches it again.
  await expect.poll(() => heard, { timeout: 5000 }).toBe(1);
  await pool.query("NOTIFY studyhub_listener_test");
  await expect.poll(() => heard, { timeout: 5000 }).toBe(2);
  await listener.close();
});

it.runIf(TEST_DRIVER === 'postgres')('closed, it ignores the error of the connection it gave back', async () => {
  const { clients, watched } = watchedPool();
  const listener = createNotificationListener(watched);
  await listener.listen('studyhub_listener_test', () => undefined);
  await listener.close();
  // A database dropped WITH (FORCE) after the close: the server's goodbye reaches the connection late.
  expect(() => clients[0]!.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
});
