import type pg from 'pg';

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN on one dedicated pooled connection. When that connection breaks it reconnects and tells
 * every listener, since notifications sent meanwhile are lost and caches must assume a change.
 */
export function createNotificationListener(pool: pg.Pool) {
  const listeners = new Map<string, Set<() => void>>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const notifyAll = () => listeners.forEach((set) => set.forEach((listener) => listener()));

  async function connect(): Promise<void> {
    const next = await pool.connect();
    if (closed) {
      next.release(true);
      return;
    }
    next.on('notification', (message) => listeners.get(message.channel)?.forEach((listener) => listener()));
    let broken = false;
    next.on('error', () => {
      // A breaking connection may report more than one error; it goes back to the pool once. Once
      // closed, close() gave it back, and the server's goodbye may still arrive (a dropped database).
      if (broken || closed) return;
      broken = true;
      next.release(true);
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    for (const channel of listeners.keys()) await next.query(`LISTEN "${channel}"`);
    client = next;
  }

  function scheduleReconnect(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect().then(notifyAll, scheduleReconnect);
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  return {
    async listen(channel: string, listener: () => void): Promise<void> {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
      const isNew = !listeners.has(channel);
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      if (!client) {
        connecting ??= connect().finally(() => (connecting = undefined));
        await connecting;
      }
      // Again if a connection was already on its way when this channel was added (LISTEN is idempotent).
      if (isNew) await client?.query(`LISTEN "${channel}"`);
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await connecting?.catch(() => undefined);
      client?.release(true);
      client = undefined;
    },
  };
}
