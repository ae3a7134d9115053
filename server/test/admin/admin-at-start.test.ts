// Finding: a demo admin created by an earlier demo start kept working after a production restart,
// and a password change left older sessions alive. Since staff roles (docs/decisions/0083) the
// start keeps every other staff account, seeds the demo staff in demo mode only, and gives posts
// without an author to the configured owner.
import { API_PATHS, type LoginResponse } from '@studyhub/shared-api/contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_STAFF } from '../../src/auth/demo-admin.ts';
import { ensureAdmin } from '../../src/auth/ensure-admin.ts';
import { admins, blogs } from '../../src/db/schema.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { useTestApp } from '../helpers/test-app.ts';

const HEAD = { email: 'head.of.department@test.example.edu', password: 'a-long-production-password' };

describe('the administrator at every start', () => {
  const ctx = useTestApp();

  const login = ({ email, password }: { email: string; password: string }) =>
    ctx.app.inject({ method: 'POST', url: API_PATHS.adminLogin, payload: { email, password } });
  const tokenOf = async (credentials: { email: string; password: string }) => {
    const response = await login(credentials);
    expect(response.statusCode).toBe(200);
    return response.json<LoginResponse>().token!;
  };
  const dashboardWith = (token: string) => ctx.app.inject({ method: 'GET', url: API_PATHS.adminDashboard, headers: { authorization: token } });

  it('removes the demo accounts and their sessions when the site restarts with its own administrator', async () => {
    const log = captureLog();
    await ensureAdmin(ctx.database.db, { admin: undefined, demoMode: true }, log.logger);
    const demoToken = await tokenOf(DEMO_ADMIN);

    await ensureAdmin(ctx.database.db, { admin: HEAD, demoMode: false }, log.logger);

    expect((await login(DEMO_ADMIN)).statusCode).toBe(401);
    expect((await dashboardWith(demoToken)).statusCode).toBe(401);
    expect((await dashboardWith(await tokenOf(HEAD))).statusCode).toBe(200);
    expect(await ctx.database.db.select({ email: admins.email }).from(admins)).toEqual([{ email: HEAD.email }]);
    for (const staff of DEMO_STAFF) expect((await login(staff)).statusCode).toBe(401);
    expect(log.events('admin.removed').map((event) => event.account).sort()).toEqual([DEMO_ADMIN, ...DEMO_STAFF].map((account) => account.email).sort());
    expect(log.text()).not.toContain(HEAD.password);
  });

  it('leaves no administrator at all when demo mode is off and none is configured', async () => {
    const log = captureLog();
    await ensureAdmin(ctx.database.db, { admin: undefined, demoMode: true }, log.logger);

    await ensureAdmin(ctx.database.db, { admin: undefined, demoMode: false }, log.logger);

    expect(await ctx.database.db.select().from(admins)).toEqual([]);
    expect((await login(DEMO_ADMIN)).statusCode).toBe(401);
  });

  it('ends every session of the account when its password changes, and none when it stays', async () => {
    const log = captureLog();
    await ensureAdmin(ctx.database.db, { admin: HEAD, demoMode: false }, log.logger);
    const [first, second] = [await tokenOf(HEAD), await tokenOf(HEAD)];

    await ensureAdmin(ctx.database.db, { admin: HEAD, demoMode: false }, log.logger);
    expect((await dashboardWith(first)).statusCode).toBe(200);

    const changed = { ...HEAD, password: 'another-long-password' };
    await ensureAdmin(ctx.database.db, { admin: changed, demoMode: false }, log.logger);

    expect((await dashboardWith(first)).statusCode).toBe(401);
    expect((await dashboardWith(second)).statusCode).toBe(401);
    expect((await login(HEAD)).statusCode).toBe(401);
    expect((await login(changed)).statusCode).toBe(200);
    expect(log.events('admin.password_changed')).toEqual([expect.objectContaining({ account: HEAD.email, sessionsEnded: 2 })]);
    expect(log.text()).not.toContain(changed.password);
  });

  it('seeds one demo account per role in demo mode, each signing in with the role it shows', async () => {
    await ensureAdmin(ctx.database.db, { admin: undefined, demoMode: true }, captureLog().logger);

    const roles = await ctx.database.db.select({ email: admins.email, role: admins.role }).from(admins);
    expect(roles.sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      [{ email: DEMO_ADMIN.email, role: 'owner' }, ...DEMO_STAFF.map(({ email, role }) => ({ email, role }))].sort((a, b) => a.email.localeCompare(b.email)),
    );
    for (const account of [DEMO_ADMIN, ...DEMO_STAFF]) expect((await dashboardWith(await tokenOf(account))).statusCode).toBe(200);
  });

  it('keeps other staff accounts and their sessions, and keeps the configured administrator an active owner', async () => {
    const log = captureLog();
    await ensureAdmin(ctx.database.db, { admin: HEAD, demoMode: false }, log.logger);
    const editor = await staffSession(ctx, 'editor', 'lab.tutor@test.example.edu');
    await ctx.database.db.update(admins).set({ role: 'author', suspendedAt: new Date() }).where(eq(admins.email, HEAD.email));

    await ensureAdmin(ctx.database.db, { admin: HEAD, demoMode: false }, log.logger);

    expect((await dashboardWith(editor.token)).statusCode).toBe(200);
    const [head] = await ctx.database.db.select().from(admins).where(eq(admins.email, HEAD.email));
    expect(head).toMatchObject({ role: 'owner', suspendedAt: null });
    expect((await dashboardWith(await tokenOf(HEAD))).statusCode).toBe(200);
    expect(log.events('admin.removed')).toEqual([]);
  });

  it('gives every post without an author to the configured owner, and leaves the others their authors', async () => {
    const editor = await staffSession(ctx, 'editor', 'lab.tutor@test.example.edu');
    const [orphan, another] = [await insertBlog(ctx.database.db), await insertBlog(ctx.database.db, { isPublished: false })];
    const editors = await insertBlog(ctx.database.db, { authorId: editor.id });

    await ensureAdmin(ctx.database.db, { admin: HEAD, demoMode: false }, captureLog().logger);

    const [head] = await ctx.database.db.select({ id: admins.id }).from(admins).where(eq(admins.email, HEAD.email));
    const authors = new Map((await ctx.database.db.select({ id: blogs.id, authorId: blogs.authorId }).from(blogs)).map((row) => [row.id, row.authorId]));
    expect([authors.get(orphan), authors.get(another), authors.get(editors)]).toEqual([head!.id, head!.id, editor.id]);
  });
});
