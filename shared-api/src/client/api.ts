import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  Blog,
  BlogPageQuery,
  BlogPageResponse,
  BlogResponse,
  BlogSummary,
  BlogSummaryListResponse,
  Comment,
  CommentListResponse,
  MessageResponse,
  SearchQuery,
  SearchResponse,
  SiteConfig,
  SiteConfigResponse,
} from '../contract/index.ts';
import { API_PATHS } from '../contract/paths.ts';
import { axiosBaseQuery } from './base-query.ts';
import { browserId } from './browser-id.ts';

/** The path of a `:id` route with the id filled in. */
export const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** What a mutation answers with: the server's message, for the toast. */
export const toMessage = (body: MessageResponse) => body.message ?? '';

export interface NewComment {
  blog: string;
  name: string;
  content: string;
  /** The honeypot: people never see or fill it. */
  website?: string;
}

/**
 * The listing's first page in its default view (newest first, no filter): the shell fetches it at
 * start (the store's list of blogs), and the home page and the resource pages read the same cache entry.
 */
export const FIRST_LISTING_PAGE: BlogPageQuery = {};

/**
 * The single API slice of the whole site: the public endpoints here and beside this file; the admin
 * portal's are injected when it loads (remote-admin/src/common/api/, docs/decisions/0093). Writes
 * invalidate whole tag types, so every list on screen refetches.
 */
export const studyHubApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Blog', 'Comment', 'Dashboard'],
  endpoints: (build) => ({
    /** Published blogs in their summary form: cards and related links need no bodies. */
    getBlogs: build.query<BlogSummary[], void>({
      query: () => ({ url: API_PATHS.blogAll, method: 'GET', params: { view: 'summary' } }),
      transformResponse: (body: BlogSummaryListResponse) => body.blogs,
      providesTags: ['Blog'],
    }),
    /** One page of the published listing; `cursor` is the previous page's `nextCursor`. */
    getBlogPage: build.query<BlogPageResponse, BlogPageQuery>({
      query: (params) => ({ url: API_PATHS.blogList, method: 'GET', params }),
      providesTags: ['Blog'],
    }),
    /** Published blogs by full-text search, best first (docs/decisions/0032). */
    searchBlogs: build.query<SearchResponse, SearchQuery>({
      query: (params) => ({ url: API_PATHS.search, method: 'GET', params }),
      providesTags: ['Blog'],
    }),
    getBlog: build.query<Blog, string>({
      query: (id) => ({ url: withId(API_PATHS.blogById, id), method: 'GET' }),
      transformResponse: (body: BlogResponse) => body.blog,
      providesTags: ['Blog'],
    }),
    /** A blog's approved comments (a POST in the original API, docs/product.md#the-api, but a read). */
    getComments: build.query<Comment[], string>({
      query: (blogId) => ({ url: API_PATHS.blogComments, method: 'POST', data: { blogId } }),
      transformResponse: (body: CommentListResponse) => body.comments,
      providesTags: ['Comment'],
    }),
    addComment: build.mutation<string, NewComment>({
      // Every comment says which browser sent it, so people behind one address are counted apart.
      query: (comment) => ({ url: API_PATHS.blogAddComment, method: 'POST', data: { ...comment, browserId: browserId() } }),
      transformResponse: toMessage,
      invalidatesTags: ['Comment', 'Dashboard'],
    }),
    /** Public facts: demo credentials (demo mode only) and whether AI drafts are configured. */
    getSite: build.query<SiteConfig, void>({
      query: () => ({ url: API_PATHS.site, method: 'GET' }),
      transformResponse: (body: SiteConfigResponse) => body.site,
    }),
  }),
});

export const { useGetBlogsQuery, useGetBlogPageQuery, useGetBlogQuery, useGetCommentsQuery, useAddCommentMutation, useGetSiteQuery, useSearchBlogsQuery } =
  studyHubApi;
