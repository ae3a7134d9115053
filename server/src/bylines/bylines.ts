import type { BlogAuthor } from '@studyhub/shared-api/contract';
import { sql } from 'drizzle-orm';
import { admins } from '../db/schema.ts';

// Who a post is by, as every public read shows it (docs/decisions/0083): below blogs/, search/ and
// authors/, which all read it, so none of them imports another for it.

/** The byline's columns, read by a LEFT JOIN of `admins` on the post's author (docs/decisions/0083). */
export interface BylineFields {
  authorName: string | null;
  authorSlug: string | null;
}

/**
 * The public name of an account in SQL: its display name, else its e-mail's local part, so no
 * e-mail is ever shown (docs/decisions/0083). The JS twin is `publicName`.
 */
export const PUBLIC_NAME_SQL = sql`coalesce(nullif(btrim(${admins.displayName}), ''), split_part(${admins.email}, '@', 1))`;

/** The select columns of a byline; the query LEFT JOINs `admins` on `blogs.author_id`. */
export const BYLINE_COLUMNS = {
  authorName: sql<string | null>`${PUBLIC_NAME_SQL}`,
  authorSlug: admins.slug,
};

/** A row's byline; none for a post without an author, or one whose account has no slug yet. */
export function bylineOf(row: Partial<BylineFields>): { author: BlogAuthor } | Record<string, never> {
  return row.authorName && row.authorSlug ? { author: { name: row.authorName, slug: row.authorSlug } } : {};
}
