import type {
  Blog,
  CreatedPreviewLink,
  CreatedPreviewLinkResponse,
  DraftPreviewResponse,
  PreviewLink,
  PreviewLinkListResponse,
  PreviewRenderResponse,
} from '../contract/index.ts';
import { API_PATHS } from '../contract/paths.ts';
import { studyHubApi, toMessage, withId } from './api.ts';

/** A new draft link to post `id`, dying after `expiresInHours`. */
export interface NewPreviewLinkRequest {
  id: string;
  expiresInHours: number;
}

/**
 * Draft links and previews (docs/decisions/0078). A draft is never kept: each visit of its page
 * asks again, so a revoked link stops showing at once. The list of live links is patched by the
 * writes that change it rather than refetched.
 */
export const previewApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signed out: a post's current draft by a draft link's token. */
    getDraftPreview: build.query<Blog, string>({
      query: (token) => ({ url: API_PATHS.preview.replace(':token', encodeURIComponent(token)), method: 'GET' }),
      transformResponse: (body: DraftPreviewResponse) => body.blog,
      keepUnusedDataFor: 0,
    }),
    getPreviewLinks: build.query<PreviewLink[], string>({
      query: (id) => ({ url: withId(API_PATHS.adminPreviewLinks, id), method: 'GET' }),
      transformResponse: (body: PreviewLinkListResponse) => body.links,
      keepUnusedDataFor: 0,
    }),
    createPreviewLink: build.mutation<CreatedPreviewLink, NewPreviewLinkRequest>({
      query: ({ id, expiresInHours }) => ({ url: withId(API_PATHS.adminPreviewLinks, id), method: 'POST', data: { expiresInHours } }),
      transformResponse: (body: CreatedPreviewLinkResponse) => body.link,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const created = await queryFulfilled.catch(() => undefined);
        if (!created) return;
        const { id: linkId, createdAt, expiresAt } = created.data;
        dispatch(previewApi.util.updateQueryData('getPreviewLinks', id, (links) => [{ id: linkId, createdAt, expiresAt }, ...links]));
      },
    }),
    revokePreviewLink: build.mutation<string, { id: string; linkId: string }>({
      query: ({ id, linkId }) => ({ url: withId(API_PATHS.adminPreviewLink, id).replace(':linkId', encodeURIComponent(linkId)), method: 'DELETE' }),
      transformResponse: toMessage,
      async onQueryStarted({ id, linkId }, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(previewApi.util.updateQueryData('getPreviewLinks', id, (links) => links.filter((link) => link.id !== linkId)));
      },
    }),
    /** The editor's unsaved body as readers would get it, rendered by the server as a save would. */
    renderPreview: build.mutation<string, string>({
      query: (description) => ({ url: API_PATHS.adminPreviewRender, method: 'POST', data: { description } }),
      transformResponse: (body: PreviewRenderResponse) => body.html,
    }),
  }),
});

export const { useGetDraftPreviewQuery, useGetPreviewLinksQuery, useCreatePreviewLinkMutation, useRevokePreviewLinkMutation, useRenderPreviewMutation } = previewApi;
