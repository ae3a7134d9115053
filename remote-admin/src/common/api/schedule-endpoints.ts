import type { BlogSourceResponse } from '@studyhub/shared-api';
import { API_PATHS, studyHubApi, withId } from '@studyhub/shared-api';
import type { SavedBlogEdit } from './admin-endpoints.ts';

/** A schedule asked for post `id` (docs/decisions/0077): the instant in UTC, against the version the editor holds. */
export interface ScheduleChange {
  id: string;
  /** ISO 8601, UTC. */
  publishAt: string;
  baseVersion: number;
}

/** Scheduling a draft: each answers the post as stored (its new version to save against next) and the server's message. */
export const scheduleApi = studyHubApi.injectEndpoints({
  endpoints: (build) => ({
    scheduleBlog: build.mutation<SavedBlogEdit, ScheduleChange>({
      query: ({ id, publishAt, baseVersion }) => ({ url: withId(API_PATHS.adminBlogSchedule, id), method: 'PUT', data: { publishAt, baseVersion } }),
      transformResponse: (body: BlogSourceResponse) => ({ blog: body.blog, message: body.message ?? '' }),
      invalidatesTags: ['Blog', 'Dashboard'],
    }),
    cancelSchedule: build.mutation<SavedBlogEdit, Omit<ScheduleChange, 'publishAt'>>({
      query: ({ id, baseVersion }) => ({ url: withId(API_PATHS.adminBlogSchedule, id), method: 'DELETE', data: { baseVersion } }),
      transformResponse: (body: BlogSourceResponse) => ({ blog: body.blog, message: body.message ?? '' }),
      invalidatesTags: ['Blog', 'Dashboard'],
    }),
  }),
});

export const { useScheduleBlogMutation, useCancelScheduleMutation } = scheduleApi;
