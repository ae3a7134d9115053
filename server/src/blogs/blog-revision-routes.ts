import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_PAGE_SIZE,
  API_PATHS,
  BLOG_EDIT_MESSAGES,
  ErrorResponse,
  IdParams,
  REVISION_MESSAGES,
  RestoreRevisionRequest,
  RestoreRevisionResponse,
  RevisionListQuery,
  RevisionListResponse,
  RevisionParams,
  RevisionResponse,
  restoredMessage,
} from '@studyhub/shared-api/contract';
import { HttpError, notFound } from '../http/http-error.ts';
import { decodeCursor, encodeCursor, pageLimit } from '../http/page-cursor.ts';
import type { BlogRepository } from './blog-repository.ts';
import { storedDescription } from './new-blog-input.ts';
import type { RevisionRepository } from './revision-repository.ts';

export interface BlogRevisionRoutesOptions {
  blogs: BlogRepository;
  revisions: RevisionRepository;
}

// The cursor is bound to this list and to its post: a cursor of another post's history is a 400.
const CURSOR_SORT = 'revisions';
const MAX_REVISION = 2_147_483_647;

/** The path's revision number, or a 400 that changes nothing. */
function revisionNumber(text: string): number {
  const value = /^[0-9]{1,10}$/.test(text) ? Number(text) : 0;
  if (value < 1 || value > MAX_REVISION) throw new HttpError(400, REVISION_MESSAGES.badNumber);
  return value;
}

/**
 * A post's history (docs/decisions/0074), in the admin scope, which guards it. Reads never write;
 * a restore saves the post through the edit's own path, so history only ever grows.
 */
export const blogRevisionRoutes: FastifyPluginAsyncTypebox<BlogRevisionRoutesOptions> = async (app, { blogs, revisions }) => {
  const tags = ['Blogs'];

  /** 404 naming what is missing: the post, else the revision. */
  const missing = async (id: string) => ((await revisions.postExists(id)) ? new HttpError(404, REVISION_MESSAGES.notFound) : notFound('Blog'));

  app.get(
    API_PATHS.adminBlogRevisions,
    {
      config: { staff: { action: 'post.edit', post: 'params' } },
      schema: {
        tags,
        summary: "A post's revisions, newest first, without their text: number, kind, author, date, size; keyset cursor",
        params: IdParams,
        querystring: RevisionListQuery,
        response: { 200: RevisionListResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const limit = pageLimit(request.query.limit, ADMIN_PAGE_SIZE);
      const after = request.query.cursor === undefined ? undefined : decodeCursor(request.query.cursor, CURSOR_SORT, 'integer');
      if (!(await revisions.postExists(id))) throw notFound('Blog');
      if (after && after.id !== id.toLowerCase()) throw new HttpError(400, 'This page link belongs to another post’s history. Start again from the first page.');
      const { rows, total, totalCapped, next } = await revisions.page(id, { limit, before: after && Number(after.key) });
      const nextCursor = next === undefined ? null : encodeCursor(CURSOR_SORT, { key: String(next), id: id.toLowerCase() });
      return { success: true, revisions: rows, total, totalCapped, nextCursor };
    },
  );

  app.get(
    API_PATHS.adminBlogRevision,
    {
      config: { staff: { action: 'post.edit', post: 'params' } },
      schema: {
        tags,
        summary: 'One revision of a post with its text: title, subtitle, category and the body’s source',
        params: RevisionParams,
        response: { 200: RevisionResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const number = revisionNumber(request.params.revision);
      const revision = await revisions.find(request.params.id, number);
      if (!revision) throw await missing(request.params.id);
      return { success: true, revision };
    },
  );

  app.post(
    API_PATHS.adminBlogRevisionRestore,
    {
      config: { staff: { action: 'post.edit', post: 'params' }, audit: 'post.restore' },
      schema: {
        tags,
        summary: 'Save a post back to one of its revisions: the edit’s own save, a new revision; old ones are never changed',
        description: `JSON { baseVersion }: the version the History page read the post at. 409 "${BLOG_EDIT_MESSAGES.conflict}" when the post is no longer at it; nothing is changed then. The cover and the published state stay as they are.`,
        params: RevisionParams,
        body: RestoreRevisionRequest,
        response: { 200: RestoreRevisionResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const number = revisionNumber(request.params.revision);
      const text = await revisions.storedText(id, number);
      if (!text) throw await missing(id);
      const current = await blogs.findSource(id);
      if (!current) throw notFound('Blog');
      // The published state read here is the one at baseVersion, or the save below is refused: a
      // publish toggle moves the version too (decision 0073).
      const draft = { ...text, description: storedDescription(text.description, blogs.publicApiUrl), isPublished: current.isPublished };
      const outcome = await blogs.update(id, { baseVersion: request.body.baseVersion, draft, authorId: request.adminId });
      if ('missing' in outcome) throw notFound('Blog');
      if ('stale' in outcome) throw new HttpError(409, BLOG_EDIT_MESSAGES.conflict);
      const saved = await revisions.manualRevisionAt(id, outcome.saved.version);
      return { success: true, message: restoredMessage(number, saved), blog: outcome.saved, revision: saved };
    },
  );
};
