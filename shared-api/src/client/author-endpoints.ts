import type { AuthorProfile, AuthorResponse, BlogPageResponse } from '../contract/index.ts';
import { API_PATHS } from '../contract/paths.ts';
import { studyHubApi } from './api.ts';

/** A page of an author's posts: the first without `cursor`, then each previous page's `nextCursor`. */
export interface AuthorPostsRequest {
  slug: string;
  cursor?: string;
}

const withSlug = (path: string, slug: string) => path.replace(':slug', encodeURIComponent(slug));

/**
 * An author page's reads (docs/decisions/0083): who the author is, and their published posts paged
 * as the home listing's. Tagged as blogs, so a write that changes the posts refetches them.
 */
export const authorApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
    getAuthor: build.query<AuthorProfile, string>({
      query: (slug) => ({ url: withSlug(API_PATHS.author, slug), method: 'GET' }),
      transformResponse: (body: AuthorResponse) => body.author,
      providesTags: ['Blog'],
    }),
    getAuthorPosts: build.query<BlogPageResponse, AuthorPostsRequest>({
      query: ({ slug, cursor }) => ({ url: withSlug(API_PATHS.authorPosts, slug), method: 'GET', params: cursor ? { cursor } : {} }),
      providesTags: ['Blog'],
    }),
  }),
});

export const { useGetAuthorQuery, useGetAuthorPostsQuery } = authorApi;
