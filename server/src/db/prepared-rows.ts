import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const dialect = new PgDialect();

interface Compiled {
  text: string;
  /** Values, and placeholders to fill. */
  params: unknown[];
  /** The prepared statement's name: from its text, so each connection parses it once. */
  name: string;
}

// Statements are built once and sent many times: their text and name are worked out once each.
const compiled = new WeakMap<SQL, Compiled>();

function compile(query: SQL): Compiled {
  let known = compiled.get(query);
  if (!known) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    known = { text, params, name: `studyhub_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}` };
    compiled.set(query, known);
  }
  return known;
}

/** The statement's text and its values, placeholders filled. */
export function statementOf(query: SQL, values: Record<string, unknown> = {}): { text: string; params: unknown[] } {
  const { text, params } = compile(query);
  return { text, params: fillPlaceholders(params, values) };
}

/**
 * The rows of a statement on a pool whose connections keep it prepared: named by its text, so
 * each connection parses it once and, under the pool's `plan_cache_mode`, plans it once too.
 */
export async function preparedRows<T>(pool: pg.Pool, query: SQL, values: Record<string, unknown> = {}): Promise<T[]> {
  const { text, params, name } = compile(query);
  const result = await pool.query({ name, text, values: fillPlaceholders(params, values) });
  return result.rows as T[];
}
