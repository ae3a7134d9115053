// Staff management (issue 36): the owner changes roles, suspends (sessions end at once) and removes
// accounts (posts handed over); the last owner is never removed, demoted or suspended.
import { API_PATHS, STAFF_ACCOUNT_MESSAGES, STAFF_MESSAGES } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_INVALID } from '../../src/auth/admin-scope.ts';
import { admins, blogs, sessions } from '../../src/db/schema.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { staffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

describe('staff management', () => {
  const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });
  const member = (id: string) => API_PATHS.adminStaffMember.replace(':id', id);
  const suspension = (id: string) => API_PATHS.adminStaffSuspension.replace(':id', id);
  const send = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: { authorization: token }, ...(payload && { payload }) });
  const roleOf = async (id: string) => (await ctx.database.db.select().from(admins).where(eq(admins.id, id)))[0]?.role;

  it('lists every account with its name, e-mail, role and status', async () => {
    const owner = await staffSession(ctx, 'owner', 'owner@test.example.edu');
    await staffSession(ctx, 'author', 'lab.tutor@test.example.edu');
    const response = await send(owner.token, 'GET', API_PATHS.adminStaff);
    expect(response.statusCode).toBe(200);
    expect(response.json().staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'owner@test.example.edu', role: 'owner', status: 'active', displayName: 'owner' }),
        expect.objectContaining({ email: 'lab.tutor@test.example.edu', role: 'author', status: 'active', displayName: 'lab.tutor' }),
      ]),
    );
  });

  it('changes a role at once; refuses an unknown role, an unknown account, and every other role', async () => {
    const owner = await staffSession(ctx, 'owner', 'owner@test.example.edu');
    const author = await staffSession(ctx, 'author');
    expect((await send(owner.token, 'PUT', member(author.id), { role: 'editor' })).statusCode).toBe(200);
    expect(await roleOf(author.id)).toBe('editor');
    // The new role holds on its very next request: the editor may moderate comments now.
    expect((await send(author.token, 'GET', API_PATHS.adminComments)).statusCode).toBe(200);

    expect((await send(owner.token, 'PUT', member(author.id), { role: 'admin' })).statusCode).toBe(400);
    expect((await send(owner.token, 'PUT', member('00000000-0000-4000-8000-000000000000'), { role: 'author' })).statusCode).toBe(404);
    expect((await send(owner.token, 'PUT', member('not-a-uuid'), { role: 'author' })).statusCode).toBe(404);
    const byEditor = await send(author.token, 'PUT', member(owner.id), { role: 'contributor' });
    expect(byEditor.statusCode).toBe(403);
    expect(await roleOf(owner.id)).toBe('owner');
  });

  it('refuses demoting, suspending or removing the last owner (403), and allows it with a second owner', async () => {
    const owner = await staffSession(ctx, 'owner', 'owner@test.example.edu');
    const editor = await staffSession(ctx, 'editor');
    const demote = await send(owner.token, 'PUT', member(owner.id), { role: 'editor' });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(STAFF_MESSAGES.lastOwner);
    const remove = await send(owner.token, 'DELETE', member(owner.id), { handOverTo: editor.id });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(STAFF_MESSAGES.lastOwner);
    expect(await roleOf(owner.id)).toBe('owner');

    // A second owner: each may now step down, but not both.
    expect((await send(owner.token, 'PUT', member(editor.id), { role: 'owner' })).statusCode).toBe(200);
    expect((await send(owner.token, 'PUT', member(owner.id), { role: 'author' })).statusCode).toBe(200);
    const last = await send(editor.token, 'PUT', member(editor.id), { role: 'author' });
    expect(last.statusCode).toBe(403);
    expect((await send(editor.token, 'PUT', suspension(editor.id), { suspended: true })).json().message).toBe(STAFF_ACCOUNT_MESSAGES.notYourself);
  });

  it('suspends: every session of the account ends at once and it cannot sign in; unsuspending lets it in again', async () => {
    const owner = await staffSession(ctx, 'owner', 'owner@test.example.edu');
    const author = await staffSession(ctx, 'author');
    expect((await send(author.token, 'GET', API_PATHS.adminDashboard)).statusCode).toBe(200);
    expect((await send(owner.token, 'PUT', suspension(author.id), { suspended: true })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.adminId, author.id))).toEqual([]);
    const after = await send(author.token, 'GET', API_PATHS.adminDashboard);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_INVALID);
    const listed = (await send(owner.token, 'GET', API_PATHS.adminStaff)).json().staff.find((row: { id: string }) => row.id === author.id);
    expect(listed.status).toBe('suspended');

    expect((await send(owner.token, 'PUT', suspension(author.id), { suspended: false })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(admins).where(eq(admins.id, author.id));
    expect(row!.suspendedAt).toBeNull();
    expect((await send(owner.token, 'PUT', suspension(author.id), { suspended: 'yes' })).statusCode).toBe(400);
  });

  it('removes an account, handing its posts to the member picked; refuses a missing, suspended or same hand-over', async () => {
    const owner = await staffSession(ctx, 'owner', 'owner@test.example.edu');
    const author = await staffSession(ctx, 'author');
    const editor = await staffSession(ctx, 'editor');
    const posts = [await insertBlog(ctx.database.db, { authorId: author.id }), await insertBlog(ctx.database.db, { authorId: author.id })];

    for (const handOverTo of [author.id, '00000000-0000-4000-8000-000000000000', 'nobody']) {
      const refused = await send(owner.token, 'DELETE', member(author.id), { handOverTo });
      expect(refused.statusCode, handOverTo).toBe(400);
      expect(refused.json().message).toBe(STAFF_ACCOUNT_MESSAGES.handOverInvalid);
    }
    await send(owner.token, 'PUT', suspension(editor.id), { suspended: true });
    expect((await send(owner.token, 'DELETE', member(author.id), { handOverTo: editor.id })).statusCode).toBe(400);
    expect((await send(owner.token, 'DELETE', member(author.id), {})).statusCode).toBe(400);
    expect(await roleOf(author.id)).toBe('author');

    await send(owner.token, 'PUT', suspension(editor.id), { suspended: false });
    expect((await send(owner.token, 'DELETE', member(author.id), { handOverTo: editor.id })).statusCode).toBe(200);
    expect(await roleOf(author.id)).toBeUndefined();
    const moved = await ctx.database.db.select({ id: blogs.id, authorId: blogs.authorId }).from(blogs);
    expect(moved.sort((a, b) => a.id.localeCompare(b.id))).toEqual(posts.sort().map((id) => ({ id, authorId: editor.id })));
    expect((await send(author.token, 'GET', API_PATHS.adminDashboard)).statusCode).toBe(401);
    expect((await send(owner.token, 'DELETE', member(author.id), { handOverTo: editor.id })).statusCode).toBe(404);
  });
});
