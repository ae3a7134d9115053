import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type DatabaseDriver = 'pglite' | 'postgres';

/** The Drizzle API common to both drivers; code above src/db/ sees only this. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of `query`, its placeholders (`sql.placeholder`) filled from `values`. */
export type PreparedRows = <T>(query: SQL, values?: Record<string, unknown>) => Promise<T[]>;

/** A transaction handle or the database itself: whatever can run queries. */
export type Queryable = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;

export interface Database {
  db: AppDatabase;
  driver: DatabaseDriver;
  /** True when a trivial query succeeds; never throws. */
  ping(): Promise<boolean>;
  /**
   * The rows of a statement the app sends often with new values (the site search), built once
   * with placeholders and turned into text once: on PostgreSQL from connections of their own that
   * prepare and plan each statement once (decision 0040).
   */
  prepared: PreparedRows;
  close(): Promise<void>;
  /**
   * Calls `listener` on every NOTIFY on `channel` from any process, and also whenever the
   * subscription had to reconnect (notifications may have been missed meanwhile).
   */
  listen(channel: string, listener: () => void): Promise<void>;
}

/** Both drivers' `ping`: any failure (closed, unreachable) is an answer, not an exception. */
export function canQuery(db: AppDatabase): Promise<boolean> {
  return db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
}

/** The rows of a raw SQL query; both drivers answer `execute` with them in `rows`. */
export async function rowsOf<T>(db: AppDatabase, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
