// The review queue (issue 36, docs/decisions/0083): a contributor submits its draft, an editor
// returns it with a note or publishes it; each step refused to the roles the table leaves out.
import { API_PATHS, REVIEW_MESSAGES, STAFF_MESSAGES } from '@studyhub/shared-api/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBlogRepository } from '../../src/blogs/blog-repository.ts';
import { createBlogSchedule } from '../../src/blogs/blog-schedule.ts';
import { blogs } from '../../src/db/schema.ts';
import { insertBlog } from '../helpers/blog-fixtures.ts';
import { type StaffSession, staffSession } from '../helpers/staff-session.ts';
import { NO_RATE_LIMITS, useTestApp } from '../helpers/test-app.ts';

const at = (path: string, id: string) => path.replace(':id', id);

describe('the review queue', () => {
  const ctx = useTestApp({ rateLimits: NO_RATE_LIMITS });
  let contributor: StaffSession;
  let editor: StaffSession;
  let draftId: string;

  beforeEach(async () => {
    contributor = await staffSession(ctx, 'contributor');
    editor = await staffSession(ctx, 'editor');
    draftId = await insertBlog(ctx.database.db, { title: 'Dijkstra by hand', authorId: contributor.id, isPublished: false });
  });

  const send = (who: StaffSession, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: { authorization: who.token }, ...(payload ? { payload } : {}) });
  const stored = async () => (await ctx.database.db.select().from(blogs).where(eq(blogs.id, draftId)))[0]!;
  const submit = () => send(contributor, 'POST', at(API_PATHS.adminBlogSubmit, draftId));

  it('submits, returns with a note, resubmits and publishes', async () => {
    const submitted = await submit();
    expect(submitted.json()).toEqual({ success: true, message: REVIEW_MESSAGES.submitted });
    expect(await stored()).toMatchObject({ reviewState: 'submitted', reviewNote: null, isPublished: false });
    expect((await stored()).submittedAt).toBeInstanceOf(Date);

    const queue = await send(editor, 'GET', API_PATHS.adminReviewQueue);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({ success: true, total: 1, nextCursor: null, posts: [{ _id: draftId, title: 'Dijkstra by hand', authorName: 'contributor' }] });
    expect((await send(editor, 'GET', API_PATHS.adminDashboard)).json().data.pendingReview).toBe(1);

    const returned = await send(editor, 'POST', at(API_PATHS.adminBlogReviewReturn, draftId), { note: '  Add a worked example.  ' });
    expect(returned.json()).toEqual({ success: true, message: REVIEW_MESSAGES.returned });
    expect(await stored()).toMatchObject({ reviewState: 'returned', reviewNote: 'Add a worked example.' });
    expect((await send(editor, 'GET', API_PATHS.adminReviewQueue)).json()).toMatchObject({ total: 0, posts: [] });

    // Its author opens it with the note, and keeps it while editing.
    const source = await send(contributor, 'GET', at(API_PATHS.adminBlog, draftId));
    expect(source.json().blog).toMatchObject({ authorId: contributor.id, reviewState: 'returned', reviewNote: 'Add a worked example.' });

    expect((await submit()).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ reviewState: 'submitted', reviewNote: null });

    const published = await send(editor, 'POST', at(API_PATHS.adminBlogReviewPublish, draftId));
    expect(published.json()).toEqual({ success: true, message: REVIEW_MESSAGES.published });
    expect(await stored()).toMatchObject({ reviewState: 'none', isPublished: true });
    expect((await ctx.app.inject({ method: 'GET', url: at(API_PATHS.blogById, draftId) })).statusCode).toBe(200);
  });

  it('lets a post published by the publish toggle leave the queue for good, its note gone', async () => {
    await submit();
    const published = await send(editor, 'POST', API_PATHS.blogTogglePublish, { id: draftId });
    expect(published.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ isPublished: true, reviewState: 'none', reviewNote: null });
    const queueIsEmpty = async () => {
      expect((await send(editor, 'GET', API_PATHS.adminReviewQueue)).json()).toMatchObject({ total: 0, posts: [] });
      expect((await send(editor, 'GET', API_PATHS.adminDashboard)).json().data.pendingReview).toBe(0);
    };
    await queueIsEmpty();
    // Withdrawn later, it is an editor's draft, not one waiting for review again.
    expect((await send(editor, 'POST', API_PATHS.blogTogglePublish, { id: draftId })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ isPublished: false, reviewState: 'none' });
    await queueIsEmpty();
  });

  it('clears the review of a post published by the scheduler or by SQL, and only on going live', async () => {
    const due = await insertBlog(ctx.database.db, { authorId: contributor.id, isPublished: false, reviewState: 'submitted', submittedAt: new Date(), publishAt: new Date(Date.now() - 1_000) });
    await createBlogSchedule(ctx.database.db, createBlogRepository(ctx.database.db, 'http://api.test', ctx.database.prepared)).publishDue();
    expect((await ctx.database.db.select().from(blogs).where(eq(blogs.id, due)))[0]).toMatchObject({ isPublished: true, reviewState: 'none' });

    // An operator's direct publish of a returned draft (the edit route's save as published takes the same rule).
    await ctx.database.db.update(blogs).set({ reviewState: 'returned', reviewNote: 'Add a worked example.' }).where(eq(blogs.id, draftId));
    await ctx.database.db.update(blogs).set({ isPublished: false }).where(eq(blogs.id, draftId));
    expect(await stored()).toMatchObject({ reviewState: 'returned', reviewNote: 'Add a worked example.' });
    await ctx.database.db.update(blogs).set({ isPublished: true }).where(eq(blogs.id, draftId));
    expect(await stored()).toMatchObject({ isPublished: true, reviewState: 'none', reviewNote: null });
    expect((await send(editor, 'GET', API_PATHS.adminReviewQueue)).json()).toMatchObject({ total: 0 });
  });

  it('refuses a contributor the queue and its steps, and an editor or author the submit', async () => {
    await submit();
    const before = await stored();
    for (const request of [
      send(contributor, 'GET', API_PATHS.adminReviewQueue),
      send(contributor, 'POST', at(API_PATHS.adminBlogReviewPublish, draftId)),
      send(contributor, 'POST', at(API_PATHS.adminBlogReviewReturn, draftId), { note: 'Mine is fine.' }),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: STAFF_MESSAGES.forbidden });
    }
    const editorsDraft = await insertBlog(ctx.database.db, { authorId: editor.id, isPublished: false });
    expect((await send(editor, 'POST', at(API_PATHS.adminBlogSubmit, editorsDraft))).statusCode).toBe(403);
    const author = await staffSession(ctx, 'author');
    const authorsDraft = await insertBlog(ctx.database.db, { authorId: author.id, isPublished: false });
    expect((await send(author, 'POST', at(API_PATHS.adminBlogSubmit, authorsDraft))).statusCode).toBe(403);
    expect((await send(author, 'GET', API_PATHS.adminReviewQueue)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
    // Only the roles that may review see the count.
    expect((await send(contributor, 'GET', API_PATHS.adminDashboard)).json().data).not.toHaveProperty('pendingReview');
    expect((await send(author, 'GET', API_PATHS.adminDashboard)).json().data).not.toHaveProperty('pendingReview');
  });

  it("refuses another contributor's draft and a published post", async () => {
    const other = await staffSession(ctx, 'contributor', 'other.contributor@test.example.edu');
    expect((await send(other, 'POST', at(API_PATHS.adminBlogSubmit, draftId))).statusCode).toBe(403);
    const live = await insertBlog(ctx.database.db, { authorId: contributor.id, isPublished: true });
    expect((await send(contributor, 'POST', at(API_PATHS.adminBlogSubmit, live))).statusCode).toBe(403);
  });

  it('answers 400 for a blank or missing note, changing nothing', async () => {
    await submit();
    const before = await stored();
    const blank = await send(editor, 'POST', at(API_PATHS.adminBlogReviewReturn, draftId), { note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ success: false, message: REVIEW_MESSAGES.noteRequired });
    expect((await send(editor, 'POST', at(API_PATHS.adminBlogReviewReturn, draftId), {})).statusCode).toBe(400);
    expect((await send(editor, 'POST', at(API_PATHS.adminBlogReviewReturn, draftId), { note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers 409 out of turn and 404 for no such post', async () => {
    const notWaiting = await send(editor, 'POST', at(API_PATHS.adminBlogReviewPublish, draftId));
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().message).toBe(REVIEW_MESSAGES.notSubmitted);
    expect((await send(editor, 'POST', at(API_PATHS.adminBlogReviewReturn, draftId), { note: 'Too early' })).statusCode).toBe(409);
    await submit();
    const again = await submit();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadySubmitted);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send(editor, 'POST', at(API_PATHS.adminBlogReviewPublish, missing))).statusCode).toBe(404);
    expect((await send(contributor, 'POST', at(API_PATHS.adminBlogSubmit, missing))).statusCode).toBe(404);
  });

  it('pages the queue oldest submission first, and refuses a bad cursor or limit', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const id = await insertBlog(ctx.database.db, { title: `Queued ${index}`, authorId: contributor.id, isPublished: false, reviewState: 'submitted', submittedAt: new Date(Date.UTC(2026, 10, 1, 9, index)) });
      ids.push(id);
    }
    const first = (await send(editor, 'GET', `${API_PATHS.adminReviewQueue}?limit=2`)).json();
    expect(first.total).toBe(3);
    expect(first.posts.map((post: { _id: string }) => post._id)).toEqual(ids.slice(0, 2));
    const second = (await send(editor, 'GET', `${API_PATHS.adminReviewQueue}?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.posts.map((post: { _id: string }) => post._id)).toEqual(ids.slice(2));
    expect(second.nextCursor).toBeNull();
    expect((await send(editor, 'GET', `${API_PATHS.adminReviewQueue}?cursor=nonsense`)).statusCode).toBe(400);
    expect((await send(editor, 'GET', `${API_PATHS.adminReviewQueue}?limit=0`)).statusCode).toBe(400);
  });
});
