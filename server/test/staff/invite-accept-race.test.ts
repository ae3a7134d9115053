// Accepting invites at once (issue 36): the new account's slug is picked from its name, then
// written; an account of the same name committed between the two made the unique constraint refuse
// the write and the API answer 500. Now the pick is made again; a twin e-mail answers 409.
import { API_PATHS, STAFF_ACCOUNT_MESSAGES, type CreatedInvite } from '@studyhub/shared-api/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/auth/tokens.ts';
import { admins, staffInvites } from '../../src/db/schema.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, TEST_DRIVER, useTestApp } from '../helpers/test-app.ts';

const PASSWORD = 'a-long-new-password';

describe('accepting invites at once', () => {
  const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });

  /** Live invites' raw tokens, one per e-mail, all asked of the owner's route at once. */
  const invites = async (emails: string[]) => {
    const { token } = await staffSession(ctx, 'owner', 'owner@test.example.edu');
    const made = await Promise.all(emails.map((email) => ctx.app.inject({ method: 'POST', url: API_PATHS.adminInvites, headers: { authorization: token }, payload: { email, role: 'author' } })));
    expect(made.map((response) => response.statusCode)).toEqual(emails.map(() => 200));
    return made.map((response) => (response.json().invite as CreatedInvite).path.split('/').pop()!);
  };
  const accept = (token: string) => ctx.app.inject({ method: 'POST', url: API_PATHS.invite.replace(':token', token), payload: { displayName: 'Ada Lovelace', password: PASSWORD } });
  const slugs = async () => (await ctx.database.db.select({ slug: admins.slug }).from(admins)).map((row) => row.slug).filter((slug) => slug !== null);

  it('picks again when a twin slug is written between the pick and the write', async () => {
    const [token] = await invites(['ada@one.example.edu']);
    // Once (a sequence is not rolled back): the twin lands just before the account's own insert.
    for (const statement of [
      'CREATE SEQUENCE twin_once',
      `CREATE FUNCTION twin_slug() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.email <> 'twin@test.example.edu' AND nextval('twin_once') = 1 THEN
          INSERT INTO admins (email, password_hash, slug) VALUES ('twin@test.example.edu', 'no-login', NEW.slug);
        END IF;
        RETURN NEW;
      END $$`,
      'CREATE TRIGGER twin_slug BEFORE INSERT ON admins FOR EACH ROW EXECUTE FUNCTION twin_slug()',
    ])
      await ctx.database.db.execute(sql.raw(statement));
    try {
      const response = await accept(token!);
      expect(response.statusCode, response.body).toBe(200);
      // The refused try is rolled back with its twin; the second pick is free.
      expect(await slugs()).toEqual(['ada-lovelace']);
    } finally {
      for (const statement of ['DROP TRIGGER twin_slug ON admins', 'DROP FUNCTION twin_slug()', 'DROP SEQUENCE twin_once']) await ctx.database.db.execute(sql.raw(statement));
    }
  });

  // PGlite runs one transaction at a time: only PostgreSQL lets another one commit in between.
  it.skipIf(TEST_DRIVER !== 'postgres').each([
    { twin: 'ada@two.example.edu', status: 200, slugs: ['ada-lovelace', 'ada-lovelace-2'] },
    { twin: 'ada@one.example.edu', status: 409, slugs: ['ada-lovelace'] },
  ])('answers $status when another connection commits an account of $twin first', async ({ twin, status, slugs: expected }) => {
    const [token] = await invites(['ada@one.example.edu']);
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`INSERT INTO admins (email, password_hash, display_name, slug) VALUES ($1, 'no-login', 'Ada Lovelace', 'ada-lovelace')`, [twin]);
      const accepting = accept(token!);
      // The accept found neither twin (not committed) and waits on its index entry.
      const waiting = async () => (await other.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n > 0;
      await expect.poll(waiting, { timeout: 10_000 }).toBe(true);
      await other.query('COMMIT');
      const response = await accepting;
      expect(response.statusCode, response.body).toBe(status);
      expect((await slugs()).sort()).toEqual(expected);
    } finally {
      await other.end();
    }
  });

  it('gives every account of one name its own slug, and a twin invite of one e-mail 409, never 500', async () => {
    const emails = ['one', 'two', 'three', 'four', 'five', 'six'].map((name) => `ada@${name}.example.edu`);
    const tokens = await invites(emails);
    // A second live invite to one e-mail, as two invites made at the same moment can leave.
    const twin = 'twin-invite-token';
    await ctx.database.db.insert(staffInvites).values({ tokenHash: hashSessionToken(twin), email: emails[0]!, role: 'author', expiresAt: new Date(Date.now() + 60_000) });

    const responses = await Promise.all([...tokens, twin].map(accept));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(6);
    expect(codes.filter((code) => code === 409)).toHaveLength(1);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(STAFF_ACCOUNT_MESSAGES.alreadyStaff);
    const taken = await slugs();
    expect(new Set(taken).size).toBe(6);
    expect(taken.every((slug) => /^ada-lovelace(-\d+)?$/.test(slug))).toBe(true);
  });
});
