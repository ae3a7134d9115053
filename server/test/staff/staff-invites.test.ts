// Invites (issue 36): made by the owner, single-use, dying after 7 days, resent and revoked; the
// accept route creates the account with the invited role and signs it in. A dead invite gets one
// message and changes nothing.
import { API_PATHS, STAFF_ACCOUNT_MESSAGES, STAFF_MESSAGES, type CreatedInvite } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/auth/tokens.ts';
import { admins, staffInvites } from '../../src/db/schema.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const NEW_PASSWORD = 'a-long-new-password';

describe('staff invites', () => {
  const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });

  const owner = () => staffSession(ctx, 'owner', 'owner@test.example.edu');
  const invite = async (token: string, email = 'new.tutor@test.example.edu', role = 'author') =>
    ctx.app.inject({ method: 'POST', url: API_PATHS.adminInvites, headers: { authorization: token }, payload: { email, role } });
  const tokenOf = (created: CreatedInvite) => created.path.split('/').pop()!;
  const inviteUrl = (token: string) => API_PATHS.invite.replace(':token', token);
  const accept = (token: string, body: Record<string, unknown> = { displayName: 'Ada Lovelace', password: NEW_PASSWORD }) =>
    ctx.app.inject({ method: 'POST', url: inviteUrl(token), payload: body });
  const accountCount = async () => (await ctx.database.db.select().from(admins)).length;

  it('answers the link to copy, stores only the hash of a 256-bit token, and expires in 7 days', async () => {
    const { token } = await owner();
    const response = await invite(token, 'New.Tutor@test.example.edu', 'editor');
    expect(response.statusCode).toBe(200);
    const created = response.json().invite as CreatedInvite;
    expect(created).toMatchObject({ email: 'new.tutor@test.example.edu', role: 'editor', state: 'pending', emailed: false });
    expect(created.path).toMatch(/^\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(new URL(created.path, ctx.config.publicSiteUrl).href);
    expect(Buffer.from(tokenOf(created), 'base64url')).toHaveLength(32);
    const [row] = await ctx.database.db.select().from(staffInvites);
    expect(row!.tokenHash).toBe(hashSessionToken(tokenOf(created)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(created));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(7);
  });

  it('refuses bad input: a malformed e-mail, an unknown role, extra fields, and an e-mail that already has an account', async () => {
    const { token } = await owner();
    expect((await invite(token, 'not-an-email')).statusCode).toBe(400);
    expect((await invite(token, 'x@test.example.edu', 'admin')).statusCode).toBe(400);
    const extra = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminInvites, headers: { authorization: token }, payload: { email: 'x@test.example.edu', role: 'author', token: 'x' } });
    expect(extra.statusCode).toBe(400);
    const taken = await invite(token, 'OWNER@test.example.edu');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(STAFF_ACCOUNT_MESSAGES.alreadyStaff);
    expect(await ctx.database.db.select().from(staffInvites)).toEqual([]);
  });

  it('is for the owner only: an editor gets 403 and nothing is stored', async () => {
    const editor = await staffSession(ctx, 'editor');
    const response = await invite(editor.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(STAFF_MESSAGES.forbidden);
    expect(await ctx.database.db.select().from(staffInvites)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.adminStaff, headers: { authorization: editor.token } })).statusCode).toBe(403);
  });

  it('accepts once: the account gets the role, a slug from its name and an argon2id hash, and a session that works', async () => {
    const { token } = await owner();
    const created = (await invite(token, 'new.tutor@test.example.edu', 'contributor')).json().invite as CreatedInvite;
    const info = await ctx.app.inject({ method: 'GET', url: inviteUrl(tokenOf(created)) });
    expect(info.json()).toMatchObject({ email: 'new.tutor@test.example.edu', role: 'contributor' });

    const accepted = await accept(tokenOf(created));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['cache-control']).toBe('no-store');
    const session = accepted.json().token as string;
    const [account] = await ctx.database.db.select().from(admins).where(eq(admins.email, 'new.tutor@test.example.edu'));
    expect(account).toMatchObject({ role: 'contributor', displayName: 'Ada Lovelace', slug: 'ada-lovelace', suspendedAt: null });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    const me = await ctx.app.inject({ method: 'GET', url: API_PATHS.adminAccount, headers: { authorization: session } });
    expect(me.json().account).toMatchObject({ email: 'new.tutor@test.example.edu', role: 'contributor', displayName: 'Ada Lovelace' });
    // It signs in with the password chosen.
    const login = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email: 'new.tutor@test.example.edu', password: NEW_PASSWORD } });
    expect(login.statusCode).toBe(200);

    // Used: the same link again gets the one message and changes nothing.
    const again = await accept(tokenOf(created), { displayName: 'Someone Else', password: NEW_PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(STAFF_ACCOUNT_MESSAGES.inviteDead);
    expect((await ctx.app.inject({ method: 'GET', url: inviteUrl(tokenOf(created)) })).statusCode).toBe(410);
    expect(await accountCount()).toBe(2);
  });

  it('gives a second account of the same name its own slug', async () => {
    const { token } = await owner();
    for (const email of ['one@test.example.edu', 'two@test.example.edu']) {
      const created = (await invite(token, email)).json().invite as CreatedInvite;
      expect((await accept(tokenOf(created), { displayName: 'Ada Lovelace', password: NEW_PASSWORD })).statusCode).toBe(200);
    }
    const slugs = (await ctx.database.db.select({ slug: admins.slug }).from(admins)).map((row) => row.slug).sort();
    expect(slugs).toEqual(['ada-lovelace', 'ada-lovelace-2', null]);
  });

  it('refuses a short password, a blank name and extra fields without using the invite', async () => {
    const { token } = await owner();
    const created = (await invite(token)).json().invite as CreatedInvite;
    for (const body of [
      { displayName: 'Ada', password: 'short-pass1' },
      { displayName: '   ', password: NEW_PASSWORD },
      { displayName: 'Ada', password: NEW_PASSWORD, role: 'owner' },
      { password: NEW_PASSWORD },
    ]) {
      expect((await accept(tokenOf(created), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await accountCount()).toBe(1);
    expect((await accept(tokenOf(created))).statusCode).toBe(200);
  });

  it('gives an unknown, expired or revoked token the one message and creates nothing', async () => {
    const { token } = await owner();
    const expired = (await invite(token, 'late@test.example.edu')).json().invite as CreatedInvite;
    await ctx.database.db.update(staffInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffInvites.id, expired.id));
    const revoked = (await invite(token, 'gone@test.example.edu')).json().invite as CreatedInvite;
    const revoke = await ctx.app.inject({ method: 'DELETE', url: API_PATHS.adminInvite.replace(':id', revoked.id), headers: { authorization: token } });
    expect(revoke.statusCode).toBe(200);

    for (const dead of [tokenOf(expired), tokenOf(revoked), 'x'.repeat(43), 'short']) {
      const response = await accept(dead);
      expect(response.statusCode, dead).toBe(410);
      expect(response.json()).toEqual({ success: false, message: STAFF_ACCOUNT_MESSAGES.inviteDead });
    }
    expect(await accountCount()).toBe(1);
    const listed = (await ctx.app.inject({ method: 'GET', url: API_PATHS.adminStaff, headers: { authorization: token } })).json();
    expect(listed.invites.map((row: { state: string }) => row.state).sort()).toEqual(['expired', 'revoked']);
  });

  it('resend gives a new link and kills the old one; a new invite to the same e-mail revokes the older', async () => {
    const { token } = await owner();
    const first = (await invite(token)).json().invite as CreatedInvite;
    const resent = await ctx.app.inject({ method: 'POST', url: API_PATHS.adminInviteResend.replace(':id', first.id), headers: { authorization: token } });
    expect(resent.statusCode).toBe(200);
    const second = resent.json().invite as CreatedInvite;
    expect(second.id).toBe(first.id);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect((await accept(tokenOf(first))).statusCode).toBe(410);

    const third = (await invite(token)).json().invite as CreatedInvite;
    expect((await accept(tokenOf(second))).statusCode).toBe(410);
    expect((await accept(tokenOf(third))).statusCode).toBe(200);
    // Accepted: neither resent nor revoked any more.
    expect((await ctx.app.inject({ method: 'POST', url: API_PATHS.adminInviteResend.replace(':id', third.id), headers: { authorization: token } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: API_PATHS.adminInvite.replace(':id', third.id), headers: { authorization: token } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: API_PATHS.adminInvite.replace(':id', 'not-a-uuid'), headers: { authorization: token } })).statusCode).toBe(404);
  });

  it('refuses an invite whose e-mail got an account meanwhile (409), leaving the invite unused', async () => {
    const { token } = await owner();
    const created = (await invite(token, 'twice@test.example.edu')).json().invite as CreatedInvite;
    await staffSession(ctx, 'author', 'twice@test.example.edu');
    const response = await accept(tokenOf(created));
    expect(response.statusCode).toBe(409);
    const [row] = await ctx.database.db.select().from(staffInvites).where(eq(staffInvites.id, created.id));
    expect(row!.acceptedAt).toBeNull();
  });
});
