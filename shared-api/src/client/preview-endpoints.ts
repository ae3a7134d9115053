import type { Blog, DraftPreviewResponse } from '../contract/index.ts';
import { API_PATHS } from '../contract/paths.ts';
import { studyHubApi } from './api.ts';

/**
 * A reader's side of draft links (docs/decisions/0078): signed out, a post's current draft by a
 * link's token. Never kept, so each visit asks again and a revoked link stops showing at once.
 * The editor's side is in the admin entry (admin/preview-link-endpoints.ts).
 */
export const previewApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
    getDraftPreview: build.query<Blog, string>({
      query: (token) => ({ url: API_PATHS.preview.replace(':token', encodeURIComponent(token)), method: 'GET' }),
      transformResponse: (body: DraftPreviewResponse) => body.blog,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDraftPreviewQuery } = previewApi;
