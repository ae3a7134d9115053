import { sql } from 'drizzle-orm';
import { type AppDatabase, rowsOf } from '../db/client.ts';

// What a backup holds (docs/decisions/0084): the base tables, parents before children so a
// restore inserts them in this order without deferring a foreign key.
export const BACKED_UP_TABLES = [
  'admins',
  'app_meta',
  'media',
  'media_variants',
  'blogs',
  'comments',
  'blog_revisions',
  'blog_drafts',
  'preview_links',
  'staff_invites',
  'audit_log',
  // The release registry (issue 38): which version of each app is active, its history and canary.
  'releases',
  'release_activations',
  'release_canaries',
  'release_auto_rollbacks',
] as const;

/**
 * Tables left out on purpose: sessions (everyone signs in again after a restore), those the
 * blogs' and the registry's triggers keep, which inserting the rows rebuilds, and browsers'
 * release reports (minutes of counts for the canary rule, worthless an hour later).
 */
export const NOT_BACKED_UP_TABLES = [
  'sessions',
  'blog_generation',
  'search_title_words',
  'search_title_postings',
  'search_lexeme_counts',
  'release_generation',
  'release_report_counts',
] as const;

/** Something that runs raw SQL: the database or one of its transactions. */
export type SqlRunner = Pick<AppDatabase, 'execute'>;

/** The tables of the public schema that hold rows of their own (no views, no partitions' children). */
export async function baseTables(db: SqlRunner): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db as AppDatabase,
    sql`SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/**
 * The backed-up tables this database has, in restore order, each with its stored columns read
 * from the catalog: generated ones (blogs.search_vector …) are computed again on insert. Read
 * from pg_attribute, not from schema.ts, so a database at an older migration is read as it is.
 */
export async function backedUpColumns(db: SqlRunner): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ table: string; column: string }>(
    db as AppDatabase,
    sql`SELECT c.relname::text AS "table", a.attname::text AS "column"
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
  );
  const byTable = new Map<string, string[]>();
  for (const name of BACKED_UP_TABLES) {
    const columns = rows.filter((row) => row.table === name).map((row) => row.column);
    if (columns.length > 0) byTable.set(name, columns);
  }
  return byTable;
}

/** `"a", "b"`: quoted column names for a statement. */
export function columnList(columns: readonly string[]): string {
  return columns.map(quoteIdentifier).join(', ');
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
