// A post's history, read (issue 34, docs/decisions/0074): the list of its revisions, newest first
// and paged, and one revision's text, on either database. Restoring is in blog-revision-restore.test.ts.
import { REVISION_MESSAGES, type RevisionListResponse, type RevisionResponse } from '@studyhub/shared-api/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN } from '../../src/auth/admin-scope.ts';
import { INVALID_CURSOR } from '../../src/http/page-cursor.ts';
import { adminToken, TEST_ADMIN } from '../helpers/admin-session.ts';
import { MISSING_IDS } from '../helpers/blog-fixtures.ts';
import { postEditing, revisionsUrl, revisionUrl } from '../helpers/post-history.ts';
import { TEST_PUBLIC_API_URL, useTestApp } from '../helpers/test-app.ts';

describe("a post's history", () => {
  const ctx = useTestApp();
  let token: string;
  beforeEach(async () => {
    token = await adminToken(ctx);
  });
  const posts = postEditing(ctx, () => token);
  const list = async (id: string, query = '') => {
    const response = await posts.adminGet(revisionsUrl(id, query));
    expect(response.statusCode).toBe(200);
    return response.json<RevisionListResponse>();
  };

  describe('GET /api/admin/blogs/:id/revisions', () => {
    it('lists every save and autosave newest first: number, kind, author, date, size; no text', async () => {
      const id = await posts.add({ description: '<p>First</p>' });
      const saved = await posts.edit(id, { description: '<p>Second — with a dash</p>' });
      await posts.autosave(id, '<p>Typed, not saved</p>');

      const page = await list(id);

      const stored = await posts.stored(id);
      expect(page).toEqual({
        success: true,
        total: 3,
        totalCapped: false,
        nextCursor: null,
        revisions: [
          { revision: 3, version: 2, kind: 'autosave', authorName: 'autosave@test.example.edu', createdAt: stored[2]!.createdAt.toISOString(), sizeBytes: 23 },
          { revision: 2, version: 2, kind: 'manual', authorName: TEST_ADMIN.email, createdAt: saved.updatedAt, sizeBytes: Buffer.byteLength('<p>Second — with a dash</p>') },
          { revision: 1, version: 1, kind: 'manual', authorName: TEST_ADMIN.email, createdAt: saved.createdAt, sizeBytes: 12 },
        ],
      });
    });

    it('pages with a keyset cursor bound to the post, neither skipping nor repeating', async () => {
      const id = await posts.add();
      const other = await posts.add({ title: 'Another post' });
      for (let n = 0; n < 4; n += 1) await posts.autosave(id, `<p>Draft ${n}</p>`);

      const first = await list(id, '?limit=2');
      const second = await list(id, `?limit=2&cursor=${first.nextCursor}`);
      const third = await list(id, `?limit=2&cursor=${second.nextCursor}`);

      expect([first, second, third].map((page) => page.revisions.map((row) => row.revision))).toEqual([[5, 4], [3, 2], [1]]);
      expect(third.nextCursor).toBeNull();
      expect(first.total).toBe(5);
      const foreign = await posts.adminGet(revisionsUrl(other, `?cursor=${first.nextCursor}`));
      expect(foreign.statusCode).toBe(400);
    });

    it.each([
      ['limit=0', 'limit must be a whole number from 1 to 100'],
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      ['limit=ten', 'querystring/limit has an invalid format'],
      ['cursor=bm90LWEtY3Vyc29y', INVALID_CURSOR],
      ['page=2', 'Unknown field: page'],
    ])('answers 400 for ?%s, naming the problem', async (query, message) => {
      const id = await posts.add();
      const response = await posts.adminGet(revisionsUrl(id, `?${query}`));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message.replace(/^querystring\//, ''));
    });

    it.each(MISSING_IDS)('answers 404 for %s', async (_label, id) => {
      const response = await posts.adminGet(revisionsUrl(id));
      expect([response.statusCode, response.json()]).toEqual([404, { success: false, message: 'Blog not found' }]);
    });

    it('answers 401 without a session', async () => {
      const id = await posts.add();
      const response = await ctx.app.inject({ method: 'GET', url: revisionsUrl(id) });
      expect([response.statusCode, response.json()]).toEqual([401, { success: false, message: NOT_LOGGED_IN }]);
    });
  });

  describe('GET /api/admin/blogs/:id/revisions/:revision', () => {
    it('reads one revision’s title, subtitle, category and source, its images made absolute', async () => {
      const image = '<p>Before</p><p><img src="/api/media/00000000-0000-4000-8000-00000000000a" alt="A graph"></p>';
      const id = await posts.add({ title: 'Old title', subTitle: 'Old subtitle', category: 'COD', description: image });
      await posts.edit(id, { title: 'New title', description: '<p>After</p>', category: 'CSE' });

      const response = await posts.adminGet(revisionUrl(id, 1));

      expect(response.statusCode).toBe(200);
      expect(response.json<RevisionResponse>().revision).toMatchObject({
        revision: 1,
        kind: 'manual',
        title: 'Old title',
        subTitle: 'Old subtitle',
        category: 'COD',
        description: image.replace('"/api/media/', `"${TEST_PUBLIC_API_URL}/api/media/`),
      });
      expect((await posts.adminGet(revisionUrl(id, 2))).json<RevisionResponse>().revision).toMatchObject({ title: 'New title', description: '<p>After</p>' });
    });

    it.each(['0', '-1', 'one', '1.5', '99999999999', '2147483648'])('answers 400 for revision %s', async (revision) => {
      const id = await posts.add();
      const response = await posts.adminGet(revisionUrl(id, revision));
      expect([response.statusCode, response.json()]).toEqual([400, { success: false, message: REVISION_MESSAGES.badNumber }]);
    });

    it('answers 404 for a revision the post does not have, and for a post that does not exist', async () => {
      const id = await posts.add();
      const missingRevision = await posts.adminGet(revisionUrl(id, 2));
      expect([missingRevision.statusCode, missingRevision.json()]).toEqual([404, { success: false, message: REVISION_MESSAGES.notFound }]);
      for (const [, missingId] of MISSING_IDS) {
        const missingPost = await posts.adminGet(revisionUrl(missingId, 1));
        expect([missingPost.statusCode, missingPost.json()]).toEqual([404, { success: false, message: 'Blog not found' }]);
      }
    });

    it('answers 401 without a session', async () => {
      const id = await posts.add();
      const response = await ctx.app.inject({ method: 'GET', url: revisionUrl(id, 1) });
      expect([response.statusCode, response.json()]).toEqual([401, { success: false, message: NOT_LOGGED_IN }]);
    });
  });
});
