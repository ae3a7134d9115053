import type { AppConfig } from '../config.ts';
import type { Database } from './database.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';

/** NOTIFY channel of committed blog writes, so every server process drops its cached reads. */
export const BLOGS_CHANGED_CHANNEL = 'studyhub_blogs_changed';

/** NOTIFY channel of committed release registry changes (migration 0018), so every API process drops its public answer. */
export const RELEASES_CHANGED_CHANNEL = 'studyhub_releases_changed';

export type { AppDatabase, Database, DatabaseDriver, PreparedRows, Queryable } from './database.ts';
export { rowsOf } from './database.ts';

/**
 * PostgreSQL when DATABASE_URL is set, else embedded PGlite; the committed migrations run first
 * (those of `migrationsFolder` if given, none if it is false). On PostgreSQL the connections are
 * named `applicationName` (the API's name by default; commands give their own).
 */
export function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, migrationsFolder?: string | false, applicationName?: string): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, migrationsFolder, applicationName) : openPglite(config.dataDir, migrationsFolder);
}
