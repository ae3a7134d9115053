import type {
  AutosavedResponse,
  NewPostDraft,
  NewPostDraftInput,
  NewPostDraftResponse,
  PostAutosave,
  PostAutosaveInput,
  PostAutosaveResponse,
  QueryArgs,
} from '@studyhub/shared-api';
import { API_PATHS, studyHubApi, toMessage, withId } from '@studyhub/shared-api';

/** What an editor opens with: its stored draft or autosave, and the account the browser's own copy is kept under. */
export interface AutosaveState<T> {
  saved: T | null;
  accountId: string;
}

/**
 * Sent with `keepalive` when the page is being left, so the browser finishes the request after the
 * page is gone (it cannot carry the token in a sendBeacon).
 */
export interface Outliving {
  keepalive?: boolean;
}

const outliving = ({ keepalive }: Outliving): Partial<QueryArgs> => (keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : {});

/**
 * Autosave's endpoints (docs/decisions/0076). Nothing caches them: an editor reads its draft once as
 * it opens, and no write refetches anything under the form.
 */
export const autosaveApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
    getNewPostDraft: build.query<AutosaveState<NewPostDraft>, void>({
      query: () => ({ url: API_PATHS.adminNewPostDraft, method: 'GET' }),
      transformResponse: (body: NewPostDraftResponse) => ({ saved: body.draft, accountId: body.accountId }),
      keepUnusedDataFor: 0,
    }),
    saveNewPostDraft: build.mutation<string, { draft: NewPostDraftInput } & Outliving>({
      query: ({ draft, ...options }) => ({ url: API_PATHS.adminNewPostDraft, method: 'PUT', data: draft, ...outliving(options) }),
      transformResponse: (body: AutosavedResponse) => body.savedAt,
    }),
    discardNewPostDraft: build.mutation<string, void>({
      query: () => ({ url: API_PATHS.adminNewPostDraft, method: 'DELETE' }),
      transformResponse: toMessage,
    }),
    getPostAutosave: build.query<AutosaveState<PostAutosave>, string>({
      query: (id) => ({ url: withId(API_PATHS.adminBlogAutosave, id), method: 'GET' }),
      transformResponse: (body: PostAutosaveResponse) => ({ saved: body.autosave, accountId: body.accountId }),
      keepUnusedDataFor: 0,
    }),
    autosavePost: build.mutation<string, { id: string; autosave: PostAutosaveInput } & Outliving>({
      query: ({ id, autosave, ...options }) => ({ url: withId(API_PATHS.adminBlogAutosave, id), method: 'PUT', data: autosave, ...outliving(options) }),
      transformResponse: (body: AutosavedResponse) => body.savedAt,
    }),
  }),
});

export const { useGetNewPostDraftQuery, useGetPostAutosaveQuery, useDiscardNewPostDraftMutation } = autosaveApi;
