import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  AUTOSAVE_MESSAGES,
  AUTOSAVES_KEPT,
  AutosavedResponse,
  ErrorResponse,
  IdParams,
  MessageResponse,
  NewPostDraftInput,
  NewPostDraftResponse,
  PostAutosaveInput,
  PostAutosaveResponse,
} from '@studyhub/shared-api/contract';
import type { AppDatabase } from '../db/client.ts';
import { BLOG_UPLOAD_LIMITS } from '../blogs/blog-upload.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { isUuid } from '../http/uuid.ts';
import { draftDescription } from './draft-input.ts';
import type { NewPostDrafts } from './new-post-drafts.ts';
import { postExists, readPostAutosave, writePostAutosave } from './post-autosaves.ts';

export interface AutosaveRoutesOptions {
  db: AppDatabase;
  drafts: NewPostDrafts;
  publicApiUrl: string;
}

// A body as large as a save's `blog` field may be (JSON escaping included), and no larger.
const bodyLimit = BLOG_UPLOAD_LIMITS.fieldSize;

/**
 * Autosave (docs/decisions/0076): an edit's autosaves as revisions of kind `autosave`, and each
 * account's one autosaved Add Blog form. Registered in the admin scope, which guards them; nothing
 * here changes what readers see.
 */
export const autosaveRoutes: FastifyPluginAsyncTypebox<AutosaveRoutesOptions> = async (app, { db, drafts, publicApiUrl }) => {
  const tags = ['Autosave'];
  const adminOf = (request: { adminId?: string }) => request.adminId!;

  app.get(
    API_PATHS.adminBlogAutosave,
    {
      config: { staff: { action: 'post.edit', post: 'params' } },
      schema: {
        tags,
        summary: "This account's newest autosave of a post made after its last save, or null",
        params: IdParams,
        response: { 200: PostAutosaveResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await postExists(db, id))) throw notFound('Blog');
      const accountId = adminOf(request);
      return { success: true, autosave: await readPostAutosave(db, id, accountId, publicApiUrl), accountId };
    },
  );

  app.put(
    API_PATHS.adminBlogAutosave,
    {
      // Autosaves come every few seconds while typing: the save that follows is the audited edit.
      config: { staff: { action: 'post.edit', post: 'params' }, audit: false },
      bodyLimit,
      schema: {
        tags,
        summary: 'Autosave an edit: a revision of kind autosave; the post, its version and what readers see are unchanged',
        description: `The post's autosaves beyond the newest ${AUTOSAVES_KEPT} are deleted with it; manual saves never are. The body is checked and sanitised as on a save, but may be empty.`,
        params: IdParams,
        body: PostAutosaveInput,
        response: { 200: AutosavedResponse, 400: ErrorResponse, 404: ErrorResponse, 413: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound('Blog');
      const input = { ...request.body, description: draftDescription(request.body.description, publicApiUrl) };
      const outcome = await writePostAutosave(db, id, input, adminOf(request));
      if ('missing' in outcome) throw notFound('Blog');
      if ('futureVersion' in outcome) throw new HttpError(400, AUTOSAVE_MESSAGES.futureVersion);
      return { success: true, message: AUTOSAVE_MESSAGES.saved, savedAt: outcome.savedAt.toISOString() };
    },
  );

  app.get(
    API_PATHS.adminNewPostDraft,
    { config: { staff: 'everyRole' }, schema: { tags, summary: "This account's autosaved Add Blog form, or null", response: { 200: NewPostDraftResponse } } },
    async (request) => {
      const accountId = adminOf(request);
      return { success: true, draft: await drafts.read(accountId), accountId };
    },
  );

  app.put(
    API_PATHS.adminNewPostDraft,
    {
      config: { staff: 'everyRole' },
      bodyLimit,
      schema: {
        tags,
        summary: "Autosave the Add Blog form (without its cover), replacing this account's previous draft",
        body: NewPostDraftInput,
        response: { 200: AutosavedResponse, 400: ErrorResponse, 413: ErrorResponse },
      },
    },
    async (request) => {
      const draft = { ...request.body, description: draftDescription(request.body.description, publicApiUrl) };
      const savedAt = await drafts.write(adminOf(request), draft);
      return { success: true, message: AUTOSAVE_MESSAGES.saved, savedAt: savedAt.toISOString() };
    },
  );

  app.delete(
    API_PATHS.adminNewPostDraft,
    { config: { staff: 'everyRole' }, schema: { tags, summary: "Discard this account's autosaved Add Blog form", response: { 200: MessageResponse } } },
    async (request) => {
      await drafts.discard(adminOf(request));
      return { success: true, message: AUTOSAVE_MESSAGES.discarded };
    },
  );
};
