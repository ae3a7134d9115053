import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import path from 'node:path';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { createPgliteCluster } from './create-pglite-cluster.ts';
import { canQuery, type Database } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { checkpointWhenWalGrows } from './pglite-checkpoints.ts';
import { pgliteStartParams } from './pglite-settings.ts';
import { statementOf } from './prepared-rows.ts';
import { preparePrivateDataDir, removeGroupOtherAccess, restrictUmask } from './private-data-dir.ts';
import * as schema from './schema.ts';

/**
 * Embedded PostgreSQL in `dataDir`, for one process at a time, readable by its owner only.
 * `migrationsFolder` false opens it as it is (a restore migrates it step by step itself).
 */
export async function openPglite(dataDir: string, migrationsFolder: string | false = MIGRATIONS_FOLDER): Promise<Database> {
  await preparePrivateDataDir(dataDir);
  const lock = await acquireDataDirLock(dataDir);
  const umaskRestricted = restrictUmask();
  let client: PGlite | undefined;
  try {
    // The cluster lives in a subfolder so the lock file and future data sit beside it, not inside it.
    // pg_trgm serves the listing's substring filter (migration 0004).
    const clusterDir = path.join(dataDir, 'pglite');
    await createPgliteCluster(clusterDir);
    client = await PGlite.create({ dataDir: clusterDir, extensions: { pg_trgm }, startParams: pgliteStartParams() });
    const db = drizzle({ client, schema });
    if (migrationsFolder) await migrate(db, { migrationsFolder });
    // A new cluster's files come 0666 whatever the umask (PGlite's initdb sets their mode); the
    // files of a running server follow the umask.
    await removeGroupOtherAccess(dataDir);
    const opened = client;
    const checkpoints = checkpointWhenWalGrows(opened);
    return {
      db,
      driver: 'pglite',
      ping: () => canQuery(db),
      // One connection, in this process: nothing to gain from keeping plans.
      prepared: async (query, values) => {
        const { text, params } = statementOf(query, values);
        return (await opened.query<never>(text, params)).rows;
      },
      listen: async (channel, listener) => {
        await opened.listen(channel, listener);
      },
      close: async () => {
        checkpoints.stop();
        try {
          // postgres' shutdown checkpoints: the WAL is recycled at every close.
          if (!opened.closed) await opened.close();
          // Where the umask could not be set (a worker thread), the run's files are made private here.
          if (!umaskRestricted) await removeGroupOtherAccess(dataDir);
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
