import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { canQuery, type Database } from './database.ts';
import { createNotificationListener } from './postgres-listener.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { preparedRows } from './prepared-rows.ts';
import * as schema from './schema.ts';

/** Connections of the prepared statements' pool (decision 0040). */
const PREPARED_CONNECTIONS = 4;

/** What the API's connections are called in pg_stat_activity, so a restore can say who still uses the database. */
export const API_APPLICATION_NAME = 'studyhub-api';

/**
 * PostgreSQL (or a compatible service) through a connection pool. `migrationsFolder` false opens
 * it as it is (a restore migrates it step by step itself). `applicationName` names the connections
 * unless DATABASE_URL (`?application_name=`) or PGAPPNAME already does.
 */
export async function openPostgres(connectionString: string, migrationsFolder: string | false = MIGRATIONS_FOLDER, applicationName = API_APPLICATION_NAME): Promise<Database> {
  const fallback_application_name = applicationName;
  // Without a connect timeout a health check against an unreachable server would hang forever.
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: 5000, fallback_application_name });
  // An idle client losing its connection emits 'error'; unhandled, that would crash the process.
  // The pool replaces the client and the next query reports any lasting problem.
  pool.on('error', () => undefined);
  // The site search's statement costs PostgreSQL more to plan than to run for most words, and its
  // plan does not depend on the words (its reads are hidden in sub-selects): its own connections
  // plan it once each (decision 0040). Nothing else runs there, so no other statement is
  // planned without its values. Few connections: a search is CPU-bound in PostgreSQL, so more at
  // once only stretch each of them (measured at 100 connections: p99 874 ms with 10, 310 ms with 4).
  // Never closed for idleness: a closed connection loses its plans, and the pool would otherwise
  // arm and clear a timer around every query.
  const planned = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 0,
    max: PREPARED_CONNECTIONS,
    options: '-c plan_cache_mode=force_generic_plan',
    fallback_application_name,
  });
  planned.on('error', () => undefined);
  try {
    const db = drizzle({ client: pool, schema });
    if (migrationsFolder) await migrateAlone(pool, migrationsFolder);
    const notifications = createNotificationListener(pool);
    let closed: Promise<void> | undefined;
    return {
      db,
      driver: 'postgres',
      ping: () => canQuery(db),
      prepared: (query, values) => preparedRows(planned, query, values),
      listen: notifications.listen,
      close: () => (closed ??= notifications.close().then(() => Promise.all([pool.end(), planned.end()])).then(() => undefined)),
    };
  } catch (error) {
    await Promise.all([pool.end(), planned.end()]).catch(() => undefined);
    throw new Error(`cannot use the PostgreSQL database at ${describeTarget(connectionString)}: ${innermostMessage(error)}`, {
      cause: error,
    });
  }
}

/** Any number fixed for the app: the key of the lock the instances migrate under. */
const MIGRATION_LOCK = 5_307_001;

/**
 * Migrates under a session advisory lock: instances started together (a cluster, a service
 * manager) would otherwise run the same migration at once, and all but one fail to start.
 * The others wait, then find nothing left to do.
 */
async function migrateAlone(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Host and database only: the connection string may carry a password. */
function describeTarget(connectionString: string): string {
  const url = URL.parse(connectionString);
  return url ? `${url.host}${url.pathname}` : 'DATABASE_URL';
}

/** Drizzle wraps driver errors as "Failed query: …"; the driver's own message says what is wrong. */
function innermostMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
