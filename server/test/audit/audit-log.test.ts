// The audit log of issue 36 (docs/decisions/0083): each kind of event with its actor and target,
// refusals, no secret in any row, the paged and filtered read, and the pruning past a year.
import { API_PATHS, type AuditLogEntry, type AuditLogPageResponse } from '@studyhub/shared-api/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_DAYS, createAuditLog } from '../../src/audit/audit-log.ts';
import { hashSessionToken } from '../../src/auth/tokens.ts';
import { rowsOf } from '../../src/db/client.ts';
import { admins, auditLog, staffInvites } from '../../src/db/schema.ts';
import { adminToken, asAdmin, TEST_ADMIN } from '../helpers/admin-session.ts';
import { insertBlog, insertComment } from '../helpers/blog-fixtures.ts';
import { postEditing } from '../helpers/post-history.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });

async function entries(): Promise<Omit<AuditLogEntry, 'targetName'>[]> {
  const rows = await ctx.database.db.select().from(auditLog).orderBy(auditLog.id);
  return rows.map((row) => ({ ...row, id: String(row.id), at: row.at.toISOString() }));
}

const readLog = (token: string, query = '') => ctx.app.inject({ method: 'GET', url: `${API_PATHS.adminAuditLog}${query}`, headers: asAdmin(token) });
const idOf = async (email: string) => (await ctx.database.db.select({ id: admins.id }).from(admins).where(sql`email = ${email}`))[0]!.id;

describe('the audit log records', () => {
  let token: string;
  let ownerId: string;
  beforeEach(async () => {
    token = await adminToken(ctx);
    ownerId = await idOf(TEST_ADMIN.email);
    await ctx.database.db.delete(auditLog);
  });

  it('sign-ins and failed sign-ins, with the e-mail tried and never a secret in any column', async () => {
    const login = (password: string) => ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email: TEST_ADMIN.email, password } });
    const wrongPassword = 'wrong-password-Zebra-1234';
    expect((await login(wrongPassword)).statusCode).toBe(401);
    await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email: 'nobody@test.example.edu', password: wrongPassword } });
    const ok = await login(TEST_ADMIN.password);
    expect(ok.statusCode).toBe(200);
    const sessionToken = ok.json<{ token: string }>().token;
    // And a session used on an admin route, so its header has passed the hook too.
    await ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogout, headers: asAdmin(sessionToken) });

    const log = await entries();
    expect(log.map((entry) => entry.action)).toEqual(['auth.login_failed', 'auth.login_failed', 'auth.login', 'auth.logout']);
    expect(log[0]).toMatchObject({ actorId: null, targetType: 'staff', targetId: ownerId, detail: JSON.stringify({ email: TEST_ADMIN.email }) });
    expect(log[1]).toMatchObject({ actorId: null, targetId: null, detail: JSON.stringify({ email: 'nobody@test.example.edu' }) });
    expect(log[2]).toMatchObject({ actorId: ownerId, actorName: TEST_ADMIN.email, targetId: ownerId });

    const secrets = [wrongPassword, TEST_ADMIN.password, sessionToken, hashSessionToken(sessionToken), token];
    const [owner] = await ctx.database.db.select({ passwordHash: admins.passwordHash }).from(admins).where(sql`id = ${ownerId}::uuid`);
    secrets.push(owner!.passwordHash);
    // Every column of every row, as the database holds it.
    const rows = await rowsOf<Record<string, unknown>>(ctx.database.db, sql`SELECT * FROM audit_log`);
    for (const row of rows) for (const value of Object.values(row)) for (const secret of secrets) expect(String(value)).not.toContain(secret);
  });

  it('post create, edit, publish, unpublish, schedule and delete, each by its actor on its post', async () => {
    const editing = postEditing(ctx, () => token);
    const id = await editing.add({ title: 'Audited post', isPublished: false });
    await editing.edit(id, { title: 'Audited post, edited' });
    const toggle = () => ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id }, headers: asAdmin(token) });
    expect((await toggle()).statusCode).toBe(200);
    expect((await toggle()).statusCode).toBe(200);
    const [{ version } = { version: 0 }] = await rowsOf<{ version: number }>(ctx.database.db, sql`SELECT version FROM blogs WHERE id = ${id}::uuid`);
    const scheduled = await ctx.app.inject({
      method: 'PUT',
      url: API_PATHS.adminBlogSchedule.replace(':id', id),
      payload: { publishAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(), baseVersion: version },
      headers: asAdmin(token),
    });
    expect(scheduled.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: API_PATHS.blogDelete, payload: { id }, headers: asAdmin(token) })).statusCode).toBe(200);

    const log = await entries();
    expect(log.map((entry) => entry.action)).toEqual(['post.create', 'post.edit', 'post.publish', 'post.unpublish', 'post.schedule', 'post.delete']);
    for (const entry of log) expect(entry).toMatchObject({ actorId: ownerId, actorName: TEST_ADMIN.email, targetType: 'post', targetId: id });
    expect(JSON.parse(log[0]!.detail!)).toMatchObject({ title: 'Audited post', published: false });
  });

  it('comment approval and deletion', async () => {
    const blogId = await insertBlog(ctx.database.db);
    const commentId = await insertComment(ctx.database.db, { blogId });
    for (const path of [API_PATHS.adminApproveComment, API_PATHS.adminDeleteComment]) {
      expect((await ctx.app.inject({ method: 'POST', url: path, payload: { id: commentId }, headers: asAdmin(token) })).statusCode).toBe(200);
    }
    const log = await entries();
    expect(log.map((entry) => [entry.action, entry.actorId, entry.targetType, entry.targetId])).toEqual([
      ['comment.approve', ownerId, 'comment', commentId],
      ['comment.delete', ownerId, 'comment', commentId],
    ]);
  });

  it("a 403 of the role table, with the attempted action and target, and nothing for a failed request", async () => {
    const author = await staffSession(ctx, 'author');
    const othersPost = await insertBlog(ctx.database.db, { authorId: ownerId, isPublished: false });
    const refused = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id: othersPost }, headers: asAdmin(author.token) });
    expect(refused.statusCode).toBe(403);
    expect((await readLog(author.token)).statusCode).toBe(403);
    // A 404 is no change and no refusal.
    await ctx.app.inject({ method: 'POST', url: API_PATHS.blogDelete, payload: { id: '00000000-0000-4000-8000-000000000001' }, headers: asAdmin(token) });

    const log = await entries();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ action: 'access.denied', actorId: author.id, actorName: 'author@test.example.edu', targetType: 'post', targetId: othersPost });
    expect(JSON.parse(log[0]!.detail!)).toEqual({ attempted: 'post.publish', route: `POST ${API_PATHS.blogTogglePublish}`, role: 'author' });
    expect(log[1]).toMatchObject({ action: 'access.denied', actorId: author.id, targetId: null });
    expect(JSON.parse(log[1]!.detail!)).toMatchObject({ attempted: 'audit.read' });
  });

  it('keeps the name an actor had when the entry was written', async () => {
    const editor = await staffSession(ctx, 'editor');
    await ctx.database.db.update(admins).set({ displayName: 'Dr Ada' }).where(sql`id = ${editor.id}::uuid`);
    const blogId = await insertBlog(ctx.database.db);
    await ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id: blogId }, headers: asAdmin(editor.token) });
    await ctx.database.db.update(admins).set({ displayName: 'Prof Ada' }).where(sql`id = ${editor.id}::uuid`);
    expect((await entries())[0]).toMatchObject({ action: 'post.unpublish', actorName: 'Dr Ada' });
  });
});

describe('the audit log read', () => {
  let token: string;
  let ownerId: string;
  const otherActor = '11111111-1111-4111-8111-111111111111';
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));

  beforeEach(async () => {
    token = await adminToken(ctx);
    ownerId = await idOf(TEST_ADMIN.email);
    await ctx.database.db.delete(auditLog);
    // Days 1..6, newest last; two entries share day 6's instant, so the id breaks the tie.
    const rows = [
      { at: at(1), action: 'auth.login', actorId: ownerId },
      { at: at(2), action: 'post.create', actorId: ownerId, targetType: 'post', targetId: 'a' },
      { at: at(3), action: 'post.publish', actorId: otherActor, targetType: 'post', targetId: 'a' },
      { at: at(4), action: 'comment.delete', actorId: otherActor, targetType: 'comment', targetId: 'c' },
      { at: at(6), action: 'post_x.thing', actorId: ownerId },
      { at: at(6), action: 'post.delete', actorId: ownerId, targetType: 'post', targetId: 'a' },
    ];
    for (const row of rows) await ctx.database.db.insert(auditLog).values(row);
  });

  async function allPages(query: string, limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const response = await readLog(token, `?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<AuditLogPageResponse>();
      pages.push(body.entries.map((entry) => entry.action));
      cursor = body.nextCursor;
    } while (cursor);
    return pages;
  }

  it('pages newest first on (at, id), neither skipping nor repeating', async () => {
    expect(await allPages('', 4)).toEqual([['post.delete', 'post_x.thing', 'comment.delete', 'post.publish'], ['post.create', 'auth.login']]);
    expect(await allPages('', 1)).toHaveLength(6);
    const first = (await readLog(token)).json<AuditLogPageResponse>();
    expect(first.entries[0]).toMatchObject({ action: 'post.delete', actorId: ownerId, targetType: 'post', targetId: 'a', at: at(6).toISOString() });
    expect(first.nextCursor).toBeNull();
  });

  it('filters by action prefix (literally), actor and time range, and pages within them', async () => {
    expect(await allPages('&action=post.', 1)).toEqual([['post.delete'], ['post.publish'], ['post.create']]);
    expect(await allPages('&action=post_', 5)).toEqual([['post_x.thing']]);
    expect(await allPages(`&actor=${otherActor}`, 5)).toEqual([['comment.delete', 'post.publish']]);
    const range = `&from=${encodeURIComponent(at(2).toISOString())}&to=${encodeURIComponent(at(4).toISOString())}`;
    expect(await allPages(range, 5)).toEqual([['post.publish', 'post.create']]);
    expect(await allPages(`${range}&action=post.&actor=${ownerId}`, 5)).toEqual([['post.create']]);
  });

  it("names each target as it is now: a post's title, a comment's post, an account; nothing once it is gone", async () => {
    await ctx.database.db.delete(auditLog);
    const blogId = await insertBlog(ctx.database.db, { title: 'Binary search in C' });
    const commentId = await insertComment(ctx.database.db, { blogId });
    const [invite] = await ctx.database.db
      .insert(staffInvites)
      .values({ tokenHash: 'not-a-real-token-hash', email: 'new.tutor@test.example.edu', role: 'author', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: staffInvites.id });
    for (const [action, targetType, targetId] of [
      ['staff.manage', 'staff', invite!.id],
      ['post.edit', 'post', blogId],
      ['comment.approve', 'comment', commentId],
      ['staff.role_change', 'staff', ownerId],
      ['post.delete', 'post', otherActor],
      ['site.backup_download', 'site', 'studyhub-2026-11-30.tar.gz'],
    ]) {
      await ctx.database.db.insert(auditLog).values({ actorId: ownerId, action: action!, targetType, targetId });
    }
    const names = async () => (await readLog(token)).json<AuditLogPageResponse>().entries.map((entry) => [entry.action, entry.targetName]);
    expect(await names()).toEqual([
      ['site.backup_download', null],
      ['post.delete', null],
      ['staff.role_change', TEST_ADMIN.email],
      ['comment.approve', 'Binary search in C'],
      ['post.edit', 'Binary search in C'],
      ['staff.manage', 'new.tutor@test.example.edu'],
    ]);

    await ctx.database.db.update(admins).set({ displayName: 'Ada Owner' }).where(sql`id = ${ownerId}::uuid`);
    await ctx.database.db.execute(sql`DELETE FROM blogs WHERE id = ${blogId}::uuid`);
    expect((await names()).map(([, name]) => name)).toEqual([null, null, 'Ada Owner', null, null, 'new.tutor@test.example.edu']);
    await ctx.database.db.update(admins).set({ displayName: null }).where(sql`id = ${ownerId}::uuid`);
  });

  it('answers 400 to a malformed filter, range, limit or cursor', async () => {
    for (const query of [
      '?action=POST%25',
      '?action=',
      '?actor=not-a-uuid',
      '?from=yesterday',
      `?from=${encodeURIComponent(at(4).toISOString())}&to=${encodeURIComponent(at(2).toISOString())}`,
      '?limit=0',
      '?limit=101',
      '?cursor=bm90LWEtY3Vyc29y',
      `?cursor=${Buffer.from(JSON.stringify(['audit', '1; drop table', '1'])).toString('base64url')}`,
      '?sort=oldest',
    ]) {
      const response = await readLog(token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('is for the owner and editors only', async () => {
    for (const role of ['editor', 'author', 'contributor'] as const) {
      const staff = await staffSession(ctx, role);
      expect((await readLog(staff.token)).statusCode).toBe(role === 'editor' ? 200 : 403);
    }
  });
});

describe('the audit log pruning', () => {
  it(`deletes entries older than ${AUDIT_RETENTION_DAYS} days and keeps the rest (a year at least)`, async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    for (const days of [AUDIT_RETENTION_DAYS + 30, AUDIT_RETENTION_DAYS + 1, AUDIT_RETENTION_DAYS - 1, 366, 0]) {
      await ctx.database.db.insert(auditLog).values({ at: daysAgo(days), action: `test.${days}` });
    }
    expect(await createAuditLog(ctx.database.db).prune(now)).toBe(2);
    const kept = await ctx.database.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.at);
    expect(kept.map((row) => row.action)).toEqual([`test.${AUDIT_RETENTION_DAYS - 1}`, 'test.366', 'test.0']);
  });
});
