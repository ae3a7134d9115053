import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { AppDatabase, Queryable } from '../db/client.ts';
import { admins } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** Long enough for any name, short enough for an address. */
const MAX_SLUG = 60;

/** An account's public name (docs/decisions/0083): its display name, else its e-mail's local part, never the e-mail. */
export function publicName(account: { displayName: string | null; email: string }): string {
  return account.displayName?.trim() || account.email.split('@')[0]!;
}

/**
 * The slug a name asks for: lower-case ASCII letters and digits joined by hyphens, accents dropped
 * (`Ada Lovelace` → `ada-lovelace`), at most 60 characters and never ending in a hyphen; "author"
 * when nothing is left. The one rule for every account's slug (an invite's, a rename's, a start's).
 */
export function slugBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'author';
}

/** The first of `base`, `base-2`, `base-3` … not in `taken`. */
function firstFree(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A slug for `name` that no account holds yet; `db` may be a transaction. The unique constraint still refuses a twin written meanwhile. */
export async function uniqueSlug(db: Queryable, name: string): Promise<string> {
  const base = slugBase(name);
  const rows = await db
    .select({ slug: admins.slug })
    .from(admins)
    .where(or(eq(admins.slug, base), like(admins.slug, `${base}-%`)));
  return firstFree(base, new Set(rows.map((row) => row.slug ?? '')));
}

/** A transaction or the database: it runs queries and opens savepoints. */
type Savepointable = Queryable & Pick<AppDatabase, 'transaction'>;

/** Picks before a write gives up: each refusal means another account took the slug just picked. */
const SLUG_TRIES = 5;

/**
 * Runs `write` with a slug for `name` that no account holds. Another transaction can commit the
 * slug picked before `write` stores it (two invites of one name accepted at once): the unique
 * constraint then refuses ours and the pick is made again, now seeing theirs. Each try runs in a
 * savepoint so that a refusal leaves `tx` usable; any other error passes through.
 */
export async function writeWithFreeSlug<T>(tx: Savepointable, name: string, write: (slug: string, savepoint: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tx.transaction(async (savepoint) => write(await uniqueSlug(savepoint, name), savepoint));
    } catch (error) {
      if (attempt === SLUG_TRIES || !isUniqueViolation(error, 'admins_slug_unique')) throw error;
    }
  }
}

/**
 * Gives the account a unique slug from its public name, unless it has one: a slug, once given, is
 * kept when the name changes, so links to the page last. Two starts naming two accounts at once may
 * pick the same slug; the unique constraint refuses the second, which picks again (writeWithFreeSlug).
 */
export async function giveSlugIfMissing(db: AppDatabase, adminId: string): Promise<void> {
  const [account] = await db.select({ email: admins.email, displayName: admins.displayName, slug: admins.slug }).from(admins).where(eq(admins.id, adminId)).limit(1);
  if (!account || account.slug) return;
  // Only while it still has none: another start may have given it one since.
  await writeWithFreeSlug(db, publicName(account), (slug, q) => q.update(admins).set({ slug }).where(and(eq(admins.id, adminId), isNull(admins.slug))));
}

/** Every account without a slug gets one (at start: the accounts from before author pages). */
export async function giveMissingSlugs(db: AppDatabase): Promise<void> {
  const missing = await db.select({ id: admins.id }).from(admins).where(isNull(admins.slug));
  for (const { id } of missing) await giveSlugIfMissing(db, id);
}
