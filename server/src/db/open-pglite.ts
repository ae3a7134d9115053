import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { canQuery, type Database } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import * as schema from './schema.ts';

/** Embedded PostgreSQL in `dataDir`, for one process at a time. */
export async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    // The cluster lives in a subfolder so the lock file and future data sit beside it, not inside it.
    client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db,
      driver: 'pglite',
      ping: () => canQuery(db),
      listen: async (channel, listener) => {
        await opened.listen(channel, listener);
      },
      close: async () => {
        try {
          if (!opened.closed) await opened.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    await lock.release();
    throw error;
  }
}
