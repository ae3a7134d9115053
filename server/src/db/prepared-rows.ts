import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const dialect = new PgDialect();

/**
 * The rows of a statement on a pool whose connections keep it prepared: named by its text, so
 * each connection parses it once and, under the pool's `plan_cache_mode`, plans it once too.
 */
export async function preparedRows<T>(pool: pg.Pool, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `studyhub_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  const result = await pool.query({ name, text, values: params });
  return result.rows as T[];
}
