import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.ts';
import type * as schema from './schema.ts';

/**
 * Runs the migrations of `migrationsFolder` not yet applied to an open database, with its driver's
 * migrator (openDatabase does this on open; a restore does it in two steps, around its inserts).
 */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (database.driver === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
  else await migratePostgres(database.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
}
