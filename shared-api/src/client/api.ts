import { createApi } from '@reduxjs/toolkit/query/react';
import type { Blog, BlogListResponse } from '../contract/index.ts';
import { API_PATHS } from '../contract/paths.ts';
import { axiosBaseQuery } from './base-query.ts';

/** The single API slice of the whole site; every app's endpoints are injected here. */
export const studyHubApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Blog', 'Comment', 'Dashboard'],
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], void>({
      query: () => ({ url: API_PATHS.blogAll, method: 'GET' }),
      transformResponse: (body: BlogListResponse) => body.blogs,
      providesTags: (blogs = []) => [
        { type: 'Blog', id: 'LIST' },
        ...blogs.map((blog) => ({ type: 'Blog' as const, id: blog._id })),
      ],
    }),
  }),
});

export const { useGetBlogsQuery } = studyHubApi;
