import type { CreatedPreviewLink, CreatedPreviewLinkResponse, PreviewLink, PreviewLinkListResponse, PreviewRenderResponse } from '@studyhub/shared-api';
import { API_PATHS, studyHubApi, toMessage, withId } from '@studyhub/shared-api';

/** A new draft link to post `id`, dying after `expiresInHours`. */
export interface NewPreviewLinkRequest {
  id: string;
  expiresInHours: number;
}

/**
 * The editor's side of draft links (docs/decisions/0078): the list of live links, patched by the
 * writes that change it rather than refetched, and the unsaved body rendered as a save would.
 */
export const previewLinkApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
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
        dispatch(previewLinkApi.util.updateQueryData('getPreviewLinks', id, (links) => [{ id: linkId, createdAt, expiresAt }, ...links]));
      },
    }),
    revokePreviewLink: build.mutation<string, { id: string; linkId: string }>({
      query: ({ id, linkId }) => ({ url: withId(API_PATHS.adminPreviewLink, id).replace(':linkId', encodeURIComponent(linkId)), method: 'DELETE' }),
      transformResponse: toMessage,
      async onQueryStarted({ id, linkId }, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(previewLinkApi.util.updateQueryData('getPreviewLinks', id, (links) => links.filter((link) => link.id !== linkId)));
      },
    }),
    /** The editor's unsaved body as readers would get it, rendered by the server as a save would. */
    renderPreview: build.mutation<string, string>({
      query: (description) => ({ url: API_PATHS.adminPreviewRender, method: 'POST', data: { description } }),
      transformResponse: (body: PreviewRenderResponse) => body.html,
    }),
  }),
});

export const { useGetPreviewLinksQuery, useCreatePreviewLinkMutation, useRevokePreviewLinkMutation, useRenderPreviewMutation } = previewLinkApi;
