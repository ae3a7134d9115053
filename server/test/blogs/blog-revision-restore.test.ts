// Restoring a revision (issue 34, docs/decisions/0074): the post saved back to an old text through
// the edit's own save, as a new revision, on either database; old revisions never change.
import { API_PATHS, BLOG_EDIT_MESSAGES, REVISION_MESSAGES, type BlogResponse, type RestoreRevisionResponse } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../../src/auth/admin-scope.ts';
import { blogs } from '../../src/db/schema.ts';
import { adminToken, asAdmin, TEST_ADMIN } from '../helpers/admin-session.ts';
import { insertComment, MISSING_IDS } from '../helpers/blog-fixtures.ts';
import { postEditing } from '../helpers/post-history.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('POST /api/admin/blogs/:id/revisions/:revision/restore', () => {
  const ctx = useTestApp();
  let token: string;
  beforeEach(async () => {
    token = await adminToken(ctx);
  });
  const posts = postEditing(ctx, () => token);
  const row = async (id: string) => (await ctx.database.db.select().from(blogs).where(eq(blogs.id, id)))[0]!;
  const readerBody = async (id: string) => (await ctx.app.inject({ method: 'GET', url: API_PATHS.blogById.replace(':id', id) })).json<BlogResponse>().blog.description;

  /** A post saved three times: "First", "Second", "Third" (revisions 1–3, version 3). */
  async function postWithThreeSaves(): Promise<string> {
    const id = await posts.add({ title: 'First title', description: '<p>First text</p>', category: 'COD' });
    await posts.edit(id, { title: 'Second title', description: '<p>Second text</p>' });
    await posts.edit(id, { title: 'Third title', description: '<p>Third text</p>', category: 'Elective' });
    return id;
  }

  it('saves the post back to the revision as a new one, keeping every old revision as it was', async () => {
    const id = await postWithThreeSaves();
    await insertComment(ctx.database.db, { blogId: id, content: 'Still here' });
    const before = await row(id);
    const history = await posts.stored(id);
    expect(await readerBody(id)).toContain('Third text');

    const response = await posts.restore(id, 1, { baseVersion: 3 });

    expect(response.statusCode).toBe(200);
    const answer = response.json<RestoreRevisionResponse>();
    expect(answer).toMatchObject({ success: true, message: 'Revision 1 restored as revision 4', revision: 4 });
    expect(answer.blog).toMatchObject({ _id: id, title: 'First title', category: 'COD', description: '<p>First text</p>', version: 4, isPublished: true });
    const after = await row(id);
    expect(after).toMatchObject({ title: 'First title', category: 'COD', version: 4, image: before.image, createdAt: before.createdAt, isPublished: true });
    expect(after.updatedAt!.getTime()).toBeGreaterThan(before.updatedAt!.getTime());
    // The public read shows it at once (the edit's cache drop), comments kept.
    expect(await readerBody(id)).toContain('First text');
    const comments = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogComments, payload: { blogId: id } });
    expect(comments.body).toContain('Still here');

    const stored = await posts.stored(id);
    expect(stored.slice(0, 3)).toEqual(history);
    expect(stored[3]).toMatchObject({ revision: 4, version: 4, kind: 'manual', authorName: TEST_ADMIN.email, title: 'First title', description: '<p>First text</p>', sizeBytes: 17 });
  });

  it('restores an autosave as a manual save, and keeps a draft a draft', async () => {
    const id = await posts.add({ description: '<p>Saved</p>', isPublished: false });
    await posts.autosave(id, '<p>Autosaved words</p>');

    const response = await posts.restore(id, 2, { baseVersion: 1 });

    expect(response.json<RestoreRevisionResponse>()).toMatchObject({ message: 'Revision 2 restored as revision 3', revision: 3 });
    expect(await row(id)).toMatchObject({ description: '<p>Autosaved words</p>', isPublished: false, version: 2 });
    expect((await posts.stored(id)).map(({ kind }) => kind)).toEqual(['manual', 'autosave', 'manual']);
  });

  it(`refuses a stale baseVersion with 409 "${BLOG_EDIT_MESSAGES.conflict}", changing nothing`, async () => {
    const id = await postWithThreeSaves();
    const toggled = await ctx.app.inject({ method: 'POST', url: API_PATHS.blogTogglePublish, payload: { id }, headers: asAdmin(token) });
    expect(toggled.statusCode).toBe(200);
    const before = { post: await row(id), history: await posts.stored(id) };

    for (const baseVersion of [2, 3]) {
      const response = await posts.restore(id, 1, { baseVersion });
      expect([response.statusCode, response.json()]).toEqual([409, { success: false, message: BLOG_EDIT_MESSAGES.conflict }]);
    }

    expect({ post: await row(id), history: await posts.stored(id) }).toEqual(before);
  });

  it.each([
    ['revision 0', '0', { baseVersion: 3 }, 400, REVISION_MESSAGES.badNumber],
    ['revision "two"', 'two', { baseVersion: 3 }, 400, REVISION_MESSAGES.badNumber],
    ['no baseVersion', '1', {}, 400, 'baseVersion is required'],
    ['baseVersion 0', '1', { baseVersion: 0 }, 400, 'baseVersion must be >= 1'],
    ['baseVersion as text', '1', { baseVersion: 'three' }, 400, 'baseVersion must be a integer'],
    ['an unknown field', '1', { baseVersion: 3, force: true }, 400, 'Unknown field: force'],
    ['a revision the post does not have', '9', { baseVersion: 3 }, 404, REVISION_MESSAGES.notFound],
  ])('answers %s with %i, changing nothing', async (_label, revision, payload, status, message) => {
    const id = await postWithThreeSaves();
    const before = { post: await row(id), history: await posts.stored(id) };

    const response = await posts.restore(id, revision, payload);

    expect([response.statusCode, response.json()]).toEqual([status, { success: false, message }]);
    expect({ post: await row(id), history: await posts.stored(id) }).toEqual(before);
  });

  it.each(MISSING_IDS)('answers 404 for %s', async (_label, id) => {
    const response = await posts.restore(id, 1, { baseVersion: 1 });
    expect([response.statusCode, response.json()]).toEqual([404, { success: false, message: 'Blog not found' }]);
  });

  it('answers 401 without a session, changing nothing', async () => {
    const id = await postWithThreeSaves();
    const before = await posts.stored(id);
    const response = await posts.restore(id, 1, { baseVersion: 3 }, {});
    expect([response.statusCode, response.json()]).toEqual([401, { success: false, message: NOT_LOGGED_IN }]);
    expect(await posts.stored(id)).toEqual(before);
    expect(await row(id)).toMatchObject({ title: 'Third title', version: 3 });
  });
});
